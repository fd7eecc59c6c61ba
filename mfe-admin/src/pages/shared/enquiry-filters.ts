// List filters as they live in the address, read back into the variables of the lists' queries:
// the search and date range every filtered list has (?search=&from=&to=, the audit log's too), and
// the enquiry lists' work-queue filters on top (&unattended=1&plan=).
import { PLAN_TYPES, type PlanType } from '@freshmeals/rules/lists';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters every filtered list keeps in the address: ?search=&from=&to= (YYYY-MM-DD). */
export interface ListFilterVariables {
  search: string | null;
  from: string | null;
  to: string | null;
}

/** A list's search and date range from the address; a malformed date is no filter. */
export function listFilterVariables(params: URLSearchParams): ListFilterVariables {
  const date = (value: string | null) => (value && DATE.test(value) ? value : null);
  return { search: params.get('search')?.trim() || null, from: date(params.get('from')), to: date(params.get('to')) };
}

export interface EnquiryFilterVariables extends ListFilterVariables {
  unattendedOnly: boolean | null;
  mealType: PlanType | null;
}

/** What the enquiry lists query with; a malformed date or plan in the address is no filter. */
export function enquiryFilterVariables(params: URLSearchParams): EnquiryFilterVariables {
  const plan = params.get('plan');
  return {
    ...listFilterVariables(params),
    unattendedOnly: params.get('unattended') === '1' ? true : null,
    mealType: plan && (PLAN_TYPES as readonly string[]).includes(plan) ? (plan as PlanType) : null,
  };
}
