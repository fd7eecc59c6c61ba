// The enquiry lists' work-queue filters as they live in the address (?search=&unattended=1&from=
// &to=&plan=), read back into the variables of the lists' queries.
import { PLAN_TYPES } from '@freshmeals/rules/enquiry';

type PlanType = (typeof PLAN_TYPES)[number];

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export interface EnquiryFilterVariables {
  search: string | null;
  unattendedOnly: boolean | null;
  from: string | null;
  to: string | null;
  mealType: PlanType | null;
}

/** What the lists query with; a malformed date or plan in the address is no filter. */
export function enquiryFilterVariables(params: URLSearchParams): EnquiryFilterVariables {
  const date = (value: string | null) => (value && DATE.test(value) ? value : null);
  const plan = params.get('plan');
  return {
    search: params.get('search')?.trim() || null,
    unattendedOnly: params.get('unattended') === '1' ? true : null,
    from: date(params.get('from')),
    to: date(params.get('to')),
    mealType: plan && (PLAN_TYPES as readonly string[]).includes(plan) ? (plan as PlanType) : null,
  };
}
