// The plans page's selection and its checks: the
// shared planFormSchema gives the messages; the enquiry request is built from a valid selection.
import { enquiryMessages, planFormSchema } from '@freshmeals/rules/enquiry';
import type { AddonName, MealType, PlanType } from '../../site/content';
import type { PlanErrors, PlanSelection } from './selection';

export { DEFAULT_SELECTION, toggle, type PlanErrors, type PlanSelection } from './selection';

export const SELECT_PLAN_FIRST = enquiryMessages.selectPlanFirst;
export const QUOTE_FAILED = 'Failed to submit enquiry. Please try again.';
export const QUOTE_SUCCESS = 'Thank you! Your quote request has been sent. We will get back to you soon.';

export type PlanCheck =
  | { ok: true; value: { mealType: PlanType; mealDetails: MealType[]; duration: number; addons: AddonName[] } }
  | { ok: false; errors: PlanErrors };

/** Checks the selection with the shared rules; the first message of each field. */
export function checkPlanSelection(selection: PlanSelection): PlanCheck {
  const result = planFormSchema.safeParse({
    plan: selection.plan ?? '',
    meals: selection.meals,
    duration: selection.duration ?? undefined,
    addons: selection.addons,
  });
  if (result.success) {
    return {
      ok: true,
      value: {
        mealType: result.data.plan,
        mealDetails: result.data.meals,
        duration: result.data.duration,
        addons: result.data.addons,
      },
    };
  }
  const errors: PlanErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof PlanErrors;
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}
