// @vitest-environment happy-dom
// The offers screen against a mock Relay environment: the list (the first-month offer and coupons
// with their terms, uses and state, the next page on 'Load more', one column on a phone), 'Add
// coupon' checked by the server's rules and words before sending, the server's refusal of a code
// shown on the code, a coupon edited and turned off, and the first-month offer's terms and words.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { toast } from 'sonner';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { OFFER_MESSAGES } from '@freshmeals/rules/offers';
import { RouteData } from '../../lib/route-data';
import { WithHost } from '../../test-host';
import { FIRST_MONTH_SAVED } from './components/FirstMonthOfferDialog';
import { REFERRAL_SAVED } from './components/ReferralCredit';
import { REFERRAL_MESSAGES } from '@freshmeals/rules/referrals';
import OffersPage from './index';
import { offersQueries } from './route';

type Environment = ReturnType<typeof createMockEnvironment>;

const named = (name: string) => (op: OperationDescriptor) => op.request.node.params.name === name;

interface Offer {
  id: string;
  offerId: number;
  kind: string;
  code: string | null;
  title: string;
  description: string;
  badge: string;
  discountType: string;
  value: number;
  maxDiscount: number | null;
  minTopUp: number;
  validFrom: string | null;
  validTo: string | null;
  totalUses: number | null;
  usesPerCustomer: number | null;
  newCustomersOnly: boolean;
  active: boolean;
  uses: number;
  discountGiven: number;
}

const FIRST_MONTH: Offer = {
  id: 'T2ZmZXI6MQ==',
  offerId: 1,
  kind: 'first_month',
  code: null,
  title: 'LIMITED TIME OFFER!',
  description: 'Get 20% OFF on your first month order!',
  badge: '20% OFF your first month',
  discountType: 'percent',
  value: 20,
  maxDiscount: 2000,
  minTopUp: 0,
  validFrom: null,
  validTo: null,
  totalUses: null,
  usesPerCustomer: null,
  newCustomersOnly: false,
  active: true,
  uses: 7,
  discountGiven: 1234.5,
};

const COUPON: Offer = {
  id: 'T2ZmZXI6Mg==',
  offerId: 2,
  kind: 'coupon',
  code: 'DIWALI150',
  title: 'Diwali flyer',
  description: '',
  badge: '',
  discountType: 'flat',
  value: 150,
  maxDiscount: null,
  minTopUp: 1000,
  validFrom: '2026-10-31T18:30:00.000Z',
  validTo: '2099-11-15T18:30:00.000Z',
  totalUses: 10,
  usesPerCustomer: 1,
  newCustomersOnly: true,
  active: true,
  uses: 3,
  discountGiven: 450,
};

function page(offers: Offer[], { total = offers.length, hasNextPage = false, endCursor = 'Y3Vyc29yOjE=' } = {}) {
  return {
    ReferralProgramme: () => ({ credit: 200, active: true }),
    QueryOffersConnection: () => ({
      totalCount: total,
      edges: offers.map((node, index) => ({ cursor: `c${index}`, node })),
      pageInfo: { hasNextPage, endCursor, hasPreviousPage: false, startCursor: 'c0' },
    }),
  };
}

async function resolveList(environment: Environment, offers: Offer[], options?: Parameters<typeof page>[1]) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('offersPageQuery');
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, page(offers, options)));
  });
}

async function renderOffers(offers: Offer[] = [FIRST_MONTH, COUPON], options?: Parameters<typeof page>[1]) {
  const environment = createMockEnvironment();
  render(
    <WithHost>
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={['/dashboard/offers']}>
          <RouteData queries={offersQueries}>
            <OffersPage />
          </RouteData>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </WithHost>,
  );
  await resolveList(environment, offers, options);
  return environment;
}

const cells = (row: HTMLElement) => within(row).getAllByRole('cell').map((cell) => cell.textContent);
const rowOf = (text: string) => screen.getByText(text).closest('tr')!;

/** Types into a number or text box, as a person does. */
function type(dialog: HTMLElement, label: string, value: string) {
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });
}

/** Types a date and time into a picker and confirms it with Enter. */
function typeMoment(dialog: HTMLElement, label: string, value: string) {
  const input = within(dialog).getByLabelText(label);
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}

/**
 * Presses a dialog's button, found by its text: a button that was busy keeps its spinner's label
 * ('loading') in its name in the test's page, whose animations never end.
 */
async function press(dialog: HTMLElement, name: string) {
  const button = within(dialog).getByText(name, { selector: 'button span' }).closest('button')!;
  await act(async () => fireEvent.click(button));
}

/** Opens 'Add coupon' from the screen's header (a closed dialog's own button stays in the test's page). */
async function openAddCoupon() {
  fireEvent.click(screen.getByText('Add coupon', { selector: 'section button span' }));
  return screen.findByRole('dialog', { name: 'Add coupon' });
}

/** A phone's viewport: Ant Design's breakpoints from sm up do not match. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: !query.includes('min-width'),
    media: query,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
  onTestFinished(() => void vi.unstubAllGlobals());
}

describe('the offers screen', () => {
  it("shows the referral credit; 'Edit' checks it by the server's rule and words, saves it and reloads the screen", async () => {
    const environment = await renderOffers();
    expect(screen.getByText('₹200 to each customer when a friend who signed up through their link pays a first top-up.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit referral credit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit referral credit' });
    type(dialog, 'Credit for each customer (₹)', '5001');
    await press(dialog, 'Save');
    expect(await within(dialog).findByText(REFERRAL_MESSAGES.credit)).toBeTruthy();
    expect(environment.mock.getAllOperations().some(named('ReferralCreditMutation'))).toBe(false);

    type(dialog, 'Credit for each customer (₹)', '300');
    await press(dialog, 'Save');
    const save = await waitFor(() => environment.mock.getAllOperations().find(named('ReferralCreditMutation'))!);
    expect(save.request.variables).toEqual({ input: { credit: 300 } });
    await act(async () => environment.mock.resolve(save, { data: { updateReferralProgramme: { credit: 300, active: true } } }));
    expect(toast.success).toHaveBeenCalledWith(REFERRAL_SAVED);
    // The screen asks the server again, and shows what it has now.
    const reload = await waitFor(() => environment.mock.getAllOperations().find(named('offersPageQuery'))!);
    await act(async () =>
      environment.mock.resolve(reload, MockPayloadGenerator.generate(reload, { ...page([FIRST_MONTH]), ReferralProgramme: () => ({ credit: 0, active: false }) })),
    );
    expect(await screen.findByText('Off: customers can still share their link, but a referral gives no credit.')).toBeTruthy();
  });

  it('lists the first-month offer and the coupons with their terms, dates, state, uses and discount given', async () => {
    await renderOffers();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Offers');
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['Offer', 'Discount', 'Limits', 'Valid', 'Status', 'Uses', 'Actions']);
    expect(cells(rowOf('First-month offer'))).toEqual([
      'First-month offerLIMITED TIME OFFER!',
      '20%',
      'First 30 daysUp to ₹2,000 a customerNo minimum top-up',
      'Always',
      'Active',
      '7 (no limit)₹1,234.50 given',
      'Edit',
    ]);
    expect(cells(rowOf('DIWALI150'))).toEqual([
      'CouponDIWALI150Diwali flyer',
      '₹150',
      'Min top-up ₹1,0001 per customerNew customers only',
      'From01 Nov 2026, 00:00 ISTUntil16 Nov 2099, 00:00 IST',
      'Active',
      '3 / 10₹450 given',
      'Edit',
    ]);
    expect(screen.getByText('2 of 2 offers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('tells a coupon turned off, one not started yet and one past its end apart', async () => {
    const now = Date.now();
    await renderOffers([
      { ...COUPON, id: 'a', code: 'OFFNOW', active: false },
      { ...COUPON, id: 'b', code: 'LATER', validFrom: new Date(now + 86_400_000).toISOString() },
      { ...COUPON, id: 'c', code: 'GONE', validFrom: null, validTo: new Date(now - 86_400_000).toISOString() },
    ]);
    expect(cells(rowOf('OFFNOW'))[4]).toBe('Off');
    expect(cells(rowOf('LATER'))[4]).toBe('Scheduled');
    expect(cells(rowOf('GONE'))[4]).toBe('Expired');
  });

  it("reads the next 20 after the last one on 'Load more'", async () => {
    const environment = await renderOffers([FIRST_MONTH, COUPON], { total: 25, hasNextPage: true, endCursor: 'b2Zmc2V0OjE5' });
    expect(screen.getByText('2 of 25 offers')).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('OffersTablePaginationQuery');
    expect(next.request.variables).toMatchObject({ first: 20, after: 'b2Zmc2V0OjE5' });
    const older = { ...COUPON, id: 'T2ZmZXI6Mw==', offerId: 3, code: 'MONSOON10', discountType: 'percent', value: 10, maxDiscount: 300 };
    await act(async () => {
      environment.mock.resolve(next, MockPayloadGenerator.generate(next, page([older], { total: 25 })));
    });
    expect(cells(rowOf('MONSOON10')).slice(1, 3)).toEqual(['10%', 'Up to ₹300 a paymentMin top-up ₹1,0001 per customerNew customers only']);
    expect(screen.getByText('3 of 25 offers')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('shows each offer as one column on a phone, its terms below each other', async () => {
    onPhone();
    await renderOffers();
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['Offer']);
    const coupon = rowOf('DIWALI150');
    expect(coupon.textContent).toContain('₹150 off');
    expect(coupon.textContent).toContain('Uses 3 / 10 · ₹450 given');
    expect(within(coupon).getByRole('button', { name: 'Edit coupon DIWALI150' })).toBeTruthy();
  });

  it('asks for a code and an amount before sending anything', async () => {
    const environment = await renderOffers();
    const dialog = await openAddCoupon();
    await press(dialog, 'Add coupon');
    expect(await within(dialog).findByText(OFFER_MESSAGES.code)).toBeTruthy();
    expect(within(dialog).getByText(OFFER_MESSAGES.amount)).toBeTruthy();
    expect(within(dialog).getByLabelText('Code').getAttribute('aria-invalid')).toBe('true');
    expect(environment.mock.getAllOperations().filter(named('CouponDialogCreateMutation'))).toHaveLength(0);
  });

  it('refuses a bad code, a percentage over 100, no uses and an end before the start in the server’s words', async () => {
    const environment = await renderOffers();
    const dialog = await openAddCoupon();
    type(dialog, 'Code', 'no spaces!');
    type(dialog, 'Percent off', '120');
    type(dialog, 'Total uses', '0');
    typeMoment(dialog, 'Valid from', '2026-12-10 10:00');
    typeMoment(dialog, 'Valid until', '2026-12-01 10:00');
    await press(dialog, 'Add coupon');
    await waitFor(() => expect(within(dialog).getByText(OFFER_MESSAGES.percent)).toBeTruthy());
    expect(within(dialog).getByText(OFFER_MESSAGES.code)).toBeTruthy();
    expect(within(dialog).getByText(OFFER_MESSAGES.uses)).toBeTruthy();
    expect(within(dialog).getByText(OFFER_MESSAGES.dates)).toBeTruthy();
    expect(environment.mock.getAllOperations().filter(named('CouponDialogCreateMutation'))).toHaveLength(0);
  });

  it('creates a coupon with its terms, its dates on India’s clock, then reads the list again', async () => {
    const environment = await renderOffers();
    const dialog = await openAddCoupon();
    type(dialog, 'Code', 'welcome-15');
    expect((within(dialog).getByLabelText('Code') as HTMLInputElement).value).toBe('WELCOME-15');
    type(dialog, 'Percent off', '15');
    type(dialog, 'Max discount a payment (₹)', '300');
    type(dialog, 'Minimum top-up (₹)', '1000');
    typeMoment(dialog, 'Valid from', '2026-12-10 09:30');
    typeMoment(dialog, 'Valid until', '2027-01-01 00:00');
    type(dialog, 'Total uses', '100');
    type(dialog, 'Uses per customer', '1');
    fireEvent.click(within(dialog).getByLabelText('New customers only'));
    type(dialog, 'Note for admins', 'Instagram launch');
    await press(dialog, 'Add coupon');
    const mutation = await waitFor(() => environment.mock.findOperation(named('CouponDialogCreateMutation')));
    expect(mutation.request.variables.input).toEqual({
      code: 'WELCOME-15',
      description: 'Instagram launch',
      discountType: 'percent',
      value: 15,
      maxDiscount: 300,
      minTopUp: 1000,
      // 09:30 and midnight in India, whatever the zone the test runs in.
      validFrom: '2026-12-10T04:00:00.000Z',
      validTo: '2026-12-31T18:30:00.000Z',
      totalUses: 100,
      usesPerCustomer: 1,
      newCustomersOnly: true,
      active: true,
    });
    await act(async () => {
      environment.mock.resolve(mutation, { data: { createCoupon: { id: 'T2ZmZXI6OQ==', code: 'WELCOME-15' } } });
    });
    expect(toast.success).toHaveBeenCalledWith('Coupon WELCOME-15 created');
    // The new coupon takes its place in the server's order: the list is read again.
    await resolveList(environment, [FIRST_MONTH, { ...COUPON, id: 'T2ZmZXI6OQ==', code: 'WELCOME-15' }, COUPON]);
    expect(rowOf('WELCOME-15')).toBeTruthy();
    // Opened again, the dialog is a fresh form.
    const again = await openAddCoupon();
    expect((within(again).getByLabelText('Code') as HTMLInputElement).value).toBe('');
    expect((within(again).getByLabelText('Valid from') as HTMLInputElement).value).toBe('');
  });

  it('sends a flat coupon without a cap', async () => {
    const environment = await renderOffers();
    const dialog = await openAddCoupon();
    type(dialog, 'Code', 'FLAT100');
    type(dialog, 'Max discount a payment (₹)', '500');
    fireEvent.click(within(dialog).getByLabelText('Flat amount'));
    expect(within(dialog).queryByLabelText('Max discount a payment (₹)')).toBeNull();
    type(dialog, 'Amount off (₹)', '100');
    await press(dialog, 'Add coupon');
    const mutation = await waitFor(() => environment.mock.findOperation(named('CouponDialogCreateMutation')));
    expect(mutation.request.variables.input).toMatchObject({ code: 'FLAT100', discountType: 'flat', value: 100, maxDiscount: null, minTopUp: null, validFrom: null, validTo: null });
  });

  it('shows the server’s refusal of a code on the code, and keeps the dialog open', async () => {
    const environment = await renderOffers();
    const dialog = await openAddCoupon();
    type(dialog, 'Code', 'DIWALI150');
    type(dialog, 'Percent off', '10');
    await press(dialog, 'Add coupon');
    const mutation = await waitFor(() => environment.mock.findOperation(named('CouponDialogCreateMutation')));
    const message = OFFER_MESSAGES.codeTaken;
    await act(async () => {
      environment.mock.reject(
        mutation,
        Object.assign(new Error(message), { name: 'GraphQLRequestError', status: 200, errors: [{ message, extensions: { code: 'BAD_USER_INPUT', field: 'code' } }] }),
      );
    });
    const help = await within(dialog).findByText(message);
    expect(help.closest('.ant-form-item')?.querySelector('#coupon-code')).toBeTruthy();
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Add coupon' })).toBeTruthy();
  });

  it('shows a refusal that names no field as a toast', async () => {
    const environment = await renderOffers();
    const dialog = await openAddCoupon();
    type(dialog, 'Code', 'NEWCODE');
    type(dialog, 'Percent off', '10');
    await press(dialog, 'Add coupon');
    const mutation = await waitFor(() => environment.mock.findOperation(named('CouponDialogCreateMutation')));
    await act(async () => {
      environment.mock.reject(mutation, Object.assign(new Error('Not authorized'), { name: 'GraphQLRequestError', status: 200, errors: [{ message: 'Not authorized', extensions: { code: 'FORBIDDEN' } }] }));
    });
    expect(toast.error).toHaveBeenCalledWith('Not authorized');
  });

  it('edits a coupon in the same dialog and turns it off; the row shows the answer', async () => {
    const environment = await renderOffers();
    fireEvent.click(within(rowOf('DIWALI150')).getByRole('button', { name: 'Edit coupon DIWALI150' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit coupon' });
    expect((within(dialog).getByLabelText('Code') as HTMLInputElement).value).toBe('DIWALI150');
    expect(within(dialog).getByLabelText('Flat amount')).toHaveProperty('checked', true);
    expect((within(dialog).getByLabelText('Amount off (₹)') as HTMLInputElement).value).toBe('150');
    expect((within(dialog).getByLabelText('Valid from') as HTMLInputElement).value).toBe('2026-11-01 00:00');
    expect((within(dialog).getByLabelText('Note for admins') as HTMLTextAreaElement).value).toBe('Diwali flyer');
    type(dialog, 'Amount off (₹)', '200');
    fireEvent.click(within(dialog).getByLabelText('Active'));
    await press(dialog, 'Save');
    const mutation = await waitFor(() => environment.mock.findOperation(named('CouponDialogUpdateMutation')));
    expect(mutation.request.variables).toEqual({
      id: COUPON.id,
      input: {
        code: 'DIWALI150',
        description: 'Diwali flyer',
        discountType: 'flat',
        value: 200,
        maxDiscount: null,
        minTopUp: 1000,
        validFrom: COUPON.validFrom,
        validTo: COUPON.validTo,
        totalUses: 10,
        usesPerCustomer: 1,
        newCustomersOnly: true,
        active: false,
      },
    });
    await act(async () => {
      environment.mock.resolve(mutation, { data: { updateCoupon: { ...COUPON, __typename: 'Offer', value: 200, active: false } } });
    });
    expect(toast.success).toHaveBeenCalledWith('Coupon DIWALI150 saved');
    expect(cells(rowOf('DIWALI150')).slice(1, 5)).toEqual(['₹200', 'Min top-up ₹1,0001 per customerNew customers only', 'From01 Nov 2026, 00:00 ISTUntil16 Nov 2099, 00:00 IST', 'Off']);
    // A change to a coupon keeps its place: nothing is read again.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it("edits the first-month offer's terms and words by the server's rules", async () => {
    const environment = await renderOffers();
    fireEvent.click(screen.getByRole('button', { name: 'Edit the first-month offer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit first-month offer' });
    expect((within(dialog).getByLabelText('Percent off') as HTMLInputElement).value).toBe('20');
    expect((within(dialog).getByLabelText('Maximum total discount (₹)') as HTMLInputElement).value).toBe('2000');
    expect((within(dialog).getByLabelText('Badge') as HTMLInputElement).value).toBe('20% OFF your first month');
    expect(within(dialog).getByLabelText('Active').getAttribute('aria-checked')).toBe('true');

    type(dialog, 'Percent off', '0');
    type(dialog, 'Title', '   ');
    await press(dialog, 'Save');
    expect(await within(dialog).findByText(OFFER_MESSAGES.percent)).toBeTruthy();
    expect(within(dialog).getByText(OFFER_MESSAGES.text)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    type(dialog, 'Percent off', '25');
    type(dialog, 'Maximum total discount (₹)', '1500');
    type(dialog, 'Title', 'DIWALI SPECIAL!');
    type(dialog, 'Badge', '25% OFF your first month');
    await press(dialog, 'Save');
    const mutation = await waitFor(() => environment.mock.findOperation(named('FirstMonthOfferDialogMutation')));
    expect(mutation.request.variables.input).toEqual({
      percent: 25,
      maxDiscount: 1500,
      active: true,
      title: 'DIWALI SPECIAL!',
      description: 'Get 20% OFF on your first month order!',
      badge: '25% OFF your first month',
    });
    await act(async () => {
      environment.mock.resolve(mutation, {
        data: { updateFirstMonthOffer: { ...FIRST_MONTH, __typename: 'Offer', value: 25, maxDiscount: 1500, title: 'DIWALI SPECIAL!', badge: '25% OFF your first month' } },
      });
    });
    expect(toast.success).toHaveBeenCalledWith(FIRST_MONTH_SAVED);
    expect(cells(rowOf('First-month offer')).slice(0, 3)).toEqual([
      'First-month offerDIWALI SPECIAL!',
      '25%',
      'First 30 daysUp to ₹1,500 a customerNo minimum top-up',
    ]);
  });
});
