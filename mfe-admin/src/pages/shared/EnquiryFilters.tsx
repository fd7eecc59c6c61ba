// The enquiry lists' work-queue bar: search (name, e-mail or phone), 'Unattended only', a date
// range (From, To) and, for order enquiries, the plan type. Every change goes back to page 1; the
// state lives in the address, so a filtered queue can be bookmarked and shared.
import { Checkbox, Flex, Select } from 'antd';
import { PLAN_TYPES } from '@freshmeals/rules/enquiry';
import { mealTypeLabel } from './format';
import { DateFilter } from './DateFilter';
import { SearchBox } from './SearchBox';
import { enquiryFilterVariables } from './enquiry-filters';
import { useSearchState } from './use-page-param';

const ALL_PLANS = '__all__';

export function EnquiryFilters({ withPlanType = false }: { withPlanType?: boolean }) {
  const { params, update } = useSearchState();
  const filters = enquiryFilterVariables(params);
  return (
    <Flex gap={12} wrap align="center" style={{ marginBottom: 16 }}>
      <SearchBox placeholder="Search name, email or phone..." label="Search enquiries" maxWidth={280} />
      <Checkbox checked={filters.unattendedOnly === true} onChange={(event) => update({ unattended: event.target.checked ? '1' : null, page: null })}>
        Unattended only
      </Checkbox>
      <DateFilter idPrefix="enquiries" label="From" value={filters.from} max={filters.to} onChange={(from) => update({ from, page: null })} />
      <DateFilter idPrefix="enquiries" label="To" value={filters.to} min={filters.from} onChange={(to) => update({ to, page: null })} />
      {withPlanType ? (
        <Select
          aria-label="Plan type"
          style={{ width: 170 }}
          value={filters.mealType ?? ALL_PLANS}
          options={[{ value: ALL_PLANS, label: 'All plans' }, ...PLAN_TYPES.map((plan) => ({ value: plan, label: mealTypeLabel(plan) }))]}
          onChange={(value: string) => update({ plan: value === ALL_PLANS ? null : value, page: null })}
        />
      ) : null}
    </Flex>
  );
}
