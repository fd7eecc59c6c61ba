import { describe, expect, it } from 'vitest';
import { enquiryFilterVariables, listFilterVariables } from './enquiry-filters';

describe('enquiryFilterVariables', () => {
  it('reads the address into the lists’ query variables', () => {
    expect(enquiryFilterVariables(new URLSearchParams('search=%20asha%20&unattended=1&from=2026-11-01&to=2026-11-30&plan=eggPlan'))).toEqual({
      search: 'asha',
      unattendedOnly: true,
      from: '2026-11-01',
      to: '2026-11-30',
      mealType: 'eggPlan',
    });
  });

  it('treats a missing or malformed filter as no filter', () => {
    expect(enquiryFilterVariables(new URLSearchParams('search=&unattended=yes&from=1/11/2026&to=2026-13&plan=fishPlan'))).toEqual({
      search: null,
      unattendedOnly: null,
      from: null,
      to: null,
      mealType: null,
    });
  });
});

describe('listFilterVariables', () => {
  it('reads the search and the date range alone, a malformed date as none', () => {
    expect(listFilterVariables(new URLSearchParams('search=%20price%20&from=2026-11-01&to=2026-13&unattended=1&plan=eggPlan'))).toEqual({
      search: 'price',
      from: '2026-11-01',
      to: null,
    });
  });
});
