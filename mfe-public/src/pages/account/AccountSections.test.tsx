// @vitest-environment happy-dom
// The account page's sections against a mock Relay environment: transactions (own, paged with Load
// more), the routine and the customer's own editor, and upcoming meals with Skip / Undo skip
// (mutation variables without userId, the server's message on failure, a success toast, a refetch
// of the meals).
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { createFakeHost, renderApp } from '../../test-utils';
import { CHANGE_UNDONE, SKIP_SUCCESS, UNSKIP_SUCCESS } from './UpcomingMeals';
import { TOP_UP_RESULTS } from './AccountTopUp';
import { formatDateTime } from './format';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), loading: vi.fn() }),
}));

type Env = ReturnType<typeof createMockEnvironment>;
const PACKS = [
  { pack: 'days_7', days: 7, amount: 973 },
  { pack: 'days_14', days: 14, amount: 1946 },
  { pack: 'days_28', days: 28, amount: 3892 },
];
const customer = { id: 'U1', name: 'Asha Rao', email: 'asha@example.com', emailVerified: true, role: 'customer' as const };

const tx = (i: number, over: Record<string, unknown> = {}) => ({
  id: `T${i}`,
  type: 'debit',
  amount: 139,
  note: `Lunch on day ${i}`,
  paymentMethod: 'debit',
  createdAt: '2026-11-20T07:30:00.000Z',
  ...over,
});

const meal = (over: Record<string, unknown> = {}) => ({
  date: '2026-11-24',
  meal: 'lunch',
  weekday: 'tuesday',
  hour: 13,
  type: 'veg',
  snacks: false,
  drinks: true,
  proteinMultiplier: 0,
  price: 139,
  skipped: false,
  paused: false,
  deducted: false,
  canSkip: true,
  canUnskip: false,
  skipDeadline: '2026-11-23T07:30:00.000Z',
  notAffordable: false,
  closedReason: null,
  oneDayChange: false,
  addressId: null,
  canChange: false,
  ...over,
});

const CUTOFFS = {
  breakfast: { time: '21:00', dayBefore: true, label: 'Changes until 21:00 the day before' },
  lunch: { time: '10:00', dayBefore: false, label: 'Changes until 10:00' },
  dinner: { time: '16:00', dayBefore: false, label: 'Changes until 16:00' },
};

function payload(
  operation: OperationDescriptor,
  {
    transactions = [tx(1)],
    total = 1,
    hasNext = false,
    meals = [meal()],
    slots = [] as Record<string, unknown>[],
    changesFrom = [] as Record<string, unknown>[],
    topUp = { available: true, packs: PACKS as Record<string, unknown>[] },
    proposedPlan = null as Record<string, unknown> | null,
    addresses = [] as Record<string, unknown>[],
    oneDayChanges = [] as Record<string, unknown>[],
    referrals = { code: 'ABCD2345', joined: [] as Record<string, unknown>[], credit: 200 },
    autoTopUp = null as Record<string, unknown> | null,
  } = {},
) {
  return MockPayloadGenerator.generate(operation, {
    User: () => ({ id: 'VXNlcjox', name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', credit: 2500.5, role: 'customer', proposedPlan, addresses, meals: [] }),
    Settings: () => ({ mealCutoffs: CUTOFFS }),
    CreditTransactionConnection: () => ({
      totalCount: total,
      edges: transactions.map((node, i) => ({ cursor: `c${i}`, node: { __typename: 'CreditTransaction', ...node } })),
      pageInfo: { hasNextPage: hasNext, endCursor: `c${transactions.length - 1}` },
    }),
    Routine: () => ({ slots, cutoffHours: 12, changesFrom, oneDayChanges }),
    TopUpOptions: () => ({ available: topUp.available, packs: topUp.packs, minAmount: 500 }),
    MyReferrals: () => ({ code: referrals.code, joined: referrals.joined }),
    Query: () => ({ upcomingMeals: meals, myAutoTopUp: autoTopUp }),
    ReferralProgramme: () => ({ credit: referrals.credit, active: referrals.credit > 0 }),
  });
}

async function resolve(environment: Env, make: (operation: OperationDescriptor) => object) {
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) => make(operation) as never);
    await vi.advanceTimersByTimeAsync(0);
  });
}

type QuoteAnswer = { credit: number; discount: number; price: number; discountName: string | null; couponApplied: boolean } | Error;

/**
 * Answers every price question of 'Add credit' as it is asked (by default: no discount, the price is
 * the credit), so the tests below find their own operations as the most recent ones.
 */
function answerQuotes(environment: Env, quote: (variables: { input: { pack?: string; amount?: number }; couponCode: string | null }) => QuoteAnswer) {
  const resolver = (operation: OperationDescriptor) => {
    if (operation.request.node.params.name !== 'AccountTopUpQuoteQuery') return null;
    // A fresh function each time: the mock drops every queued copy of the resolver that answered.
    environment.mock.queueOperationResolver((next) => resolver(next));
    const answer = quote(operation.request.variables as never);
    return answer instanceof Error ? answer : { data: { topUpQuote: answer } };
  };
  environment.mock.queueOperationResolver((next) => resolver(next));
}

const creditOf = (input: { pack?: string; amount?: number }) => input.amount ?? PACKS.find((p) => p.pack === input.pack)!.amount;
const fullPrice = ({ input }: { input: { pack?: string; amount?: number } }): QuoteAnswer => {
  const credit = creditOf(input);
  return { credit, discount: 0, price: credit, discountName: null, couponApplied: false };
};

async function openAccount(options: Parameters<typeof payload>[1] & { quote?: Parameters<typeof answerQuotes>[1] } = {}) {
  const environment = createMockEnvironment();
  answerQuotes(environment, options.quote ?? fullPrice);
  const host = createFakeHost({ user: customer, accessToken: 't' });
  renderApp('/account', { environment, host });
  await act(() => vi.advanceTimersByTimeAsync(0));
  await resolve(environment, (operation) => payload(operation, options));
  return environment;
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('Account transactions', () => {
  it("lists the customer's transactions: type, amount in INR, note, method, local date", async () => {
    await openAccount({
      transactions: [
        tx(1, { type: 'credit', amount: 1000.5, note: 'UPI top-up', paymentMethod: 'online' }),
        tx(2, { note: null }),
      ],
      total: 2,
    });
    expect(screen.getByText('₹2,500.50')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Transactions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0].textContent).toContain('credit');
    expect(rows[0].textContent).toContain('+₹1,000.50');
    expect(rows[0].textContent).toContain('UPI top-up');
    expect(rows[0].textContent).toContain('Online');
    expect(rows[0].textContent).toContain(formatDateTime('2026-11-20T07:30:00.000Z'));
    expect(formatDateTime('2026-11-20T07:30:00.000Z')).toBe('20 Nov 2026, 13:00 IST');
    expect(rows[1].textContent).toContain('debit');
    expect(rows[1].textContent).toContain('−₹139.00');
    expect(rows[1].textContent).toContain('Meal charge');
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it("reads a gateway top-up as 'Online payment' with a short reference, never the gateway's raw id", async () => {
    await openAccount({
      transactions: [tx(1, { type: 'credit', amount: 500, note: 'Online payment pay_test_Q2xvY2tzMTIz', paymentMethod: 'razorpay' })],
      total: 1,
    });
    const row = within(screen.getByRole('list', { name: 'Transactions' })).getByRole('listitem');
    expect(row.textContent).toContain('Online payment · Ref …tzMTIz');
    expect(row.textContent).not.toContain('pay_test_');
    expect(screen.getByTitle('pay_test_Q2xvY2tzMTIz').textContent).toBe('Online payment · Ref …tzMTIz');
  });

  it('loads the next 10 with Load more', async () => {
    const first = Array.from({ length: 10 }, (_, i) => tx(i));
    const environment = await openAccount({ transactions: first, total: 12, hasNext: true });
    expect(within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText('10 of 12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('AccountTransactionsPaginationQuery');
    expect(operation.request.variables).toMatchObject({ count: 10, cursor: 'c9', id: 'VXNlcjox' });
    await resolve(environment, (op) => ({
      data: {
        node: {
          __typename: 'User',
          id: 'VXNlcjox',
          transactions: {
            totalCount: 12,
            edges: [tx(10), tx(11)].map((node, i) => ({ cursor: `c${10 + i}`, node: { __typename: 'CreditTransaction', ...node } })),
            pageInfo: { hasNextPage: false, endCursor: 'c11' },
          },
        },
      },
      extensions: { op: op.request.node.params.name },
    }));
    expect(within(screen.getByRole('list', { name: 'Transactions' })).getAllByRole('listitem')).toHaveLength(12);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });

  it('says so when there are none', async () => {
    await openAccount({ transactions: [], total: 0 });
    expect(screen.getByText('No transactions yet.')).toBeTruthy();
  });
});

describe('Account routine', () => {
  it('shows the routine by weekday: meal, hour, type, extras with protein in grams', async () => {
    const slot = (id: string, weekday: string, m: string, hour: number, extra: Record<string, unknown> = {}) => ({
      id, weekday, meal: m, hour, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0, addressId: null, ...extra,
    });
    await openAccount({
      slots: [
        slot('S1', 'monday', 'lunch', 13, { drinks: true }),
        slot('S2', 'monday', 'dinner', 20, { type: 'chicken', snacks: true, proteinMultiplier: 2 }),
        slot('S3', 'friday', 'breakfast', 8, { type: 'egg' }),
      ],
    });
    const routine = screen.getByRole('list', { name: 'Weekly routine' });
    const monday = within(routine).getByRole('listitem', { name: 'Monday' });
    expect(monday.textContent).toContain('Lunch · 13:00 · Veg');
    expect(monday.textContent).toContain('Drinks');
    expect(monday.textContent).toContain('Dinner · 20:00 · Chicken');
    expect(monday.textContent).toContain('Snacks · +40 g protein');
    expect(within(routine).getByRole('listitem', { name: 'Friday' }).textContent).toContain('Breakfast · 08:00 · Egg');
  });

  it('lets the customer edit it: add a meal, remove one, save the week; each change says from when it applies; the page then shows what the server has', async () => {
    const slot = (weekday: string, m: string, hour: number, extra: Record<string, unknown> = {}) => ({
      weekday, meal: m, hour, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0, addressId: null, ...extra,
    });
    const environment = await openAccount({
      slots: [slot('monday', 'lunch', 13, { addressId: 7 }), slot('tuesday', 'dinner', 20)],
      changesFrom: [
        { weekday: 'monday', meal: 'lunch', label: 'From Mon 30 Nov' },
        { weekday: 'saturday', meal: 'dinner', label: 'From Sat 28 Nov' },
        { weekday: 'tuesday', meal: 'dinner', label: 'From Tue 1 Dec' },
      ],
    });
    expect(screen.getByText("A change applies from each meal's next date before its cut-off.")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Edit routine' }));
    // Every meal can be removed; nothing changed yet, so no dates.
    expect(screen.getByRole('button', { name: 'Remove Tuesday dinner' })).toBeTruthy();
    expect(screen.queryByLabelText('When the changes apply')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Monday lunch' }));
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: 'saturday' } });
    fireEvent.change(screen.getByLabelText('Meal'), { target: { value: 'dinner' } });
    fireEvent.change(screen.getByLabelText('Time'), { target: { value: '19' } });
    fireEvent.change(screen.getByLabelText('Type'), { target: { value: 'egg' } });
    fireEvent.click(screen.getByLabelText('Include Drinks'));
    fireEvent.change(screen.getByLabelText('Extra Protein Portions (20 g each)'), { target: { value: '2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add to routine' }));
    const saturday = within(screen.getByRole('list', { name: 'Weekly routine' })).getByRole('listitem', { name: 'Saturday' });
    expect(saturday.textContent).toContain('Dinner · 19:00 · Egg');
    expect(saturday.textContent).toContain('Drinks · +40 g protein');
    expect(saturday.textContent).toContain('From Sat 28 Nov');
    expect(screen.getByLabelText('When the changes apply').textContent).toBe('Monday lunch: from Mon 30 Nov · Saturday dinner: from Sat 28 Nov');
    // Every hour of a meal can be picked.
    fireEvent.change(screen.getByLabelText('Day'), { target: { value: 'tuesday' } });
    fireEvent.change(screen.getByLabelText('Meal'), { target: { value: 'dinner' } });
    expect((screen.getByRole('option', { name: '20:00' }) as HTMLOptionElement).disabled).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Save routine' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('AccountRoutineSaveMutation');
    expect(mutation.request.variables).toEqual({
      slots: [
        { weekday: 'tuesday', meal: 'dinner', hour: 20, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0, addressId: null },
        { weekday: 'saturday', meal: 'dinner', hour: 19, type: 'egg', snacks: false, drinks: true, proteinMultiplier: 2, addressId: null },
      ],
    });
    await resolve(environment, (operation) => MockPayloadGenerator.generate(operation));
    expect(toast.success).toHaveBeenCalledWith('Your routine has been saved.');
    // The page asks for the account again (meals and credit follow the routine), showing what it
    // has meanwhile instead of its loading placeholder.
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('AccountPageQuery');
    expect(screen.queryByRole('status', { name: 'Loading your account' })).toBeNull();
    expect(screen.getByRole('list', { name: 'Weekly routine' })).toBeTruthy();
    await resolve(environment, (operation) => payload(operation, { slots: [slot('friday', 'breakfast', 8)] }));
    expect(within(screen.getByRole('list', { name: 'Weekly routine' })).getByRole('listitem', { name: 'Friday' }).textContent).toContain('Breakfast · 08:00');
  });

  it('says so when no meals are scheduled', async () => {
    await openAccount({ slots: [], meals: [] });
    expect(screen.getByText('No meals scheduled yet.')).toBeTruthy();
    expect(screen.getByText('No meals in the next 7 days.')).toBeTruthy();
  });
});

describe('Upcoming meals', () => {
  it('skips a meal (no userId), toasts, refetches and shows it skipped; then undoes it', async () => {
    const environment = await openAccount({
      meals: [
        meal(),
        meal({ date: '2026-11-22', meal: 'dinner', canSkip: false, skipDeadline: '2026-11-21T08:30:00.000Z' }),
      ],
    });
    const list = screen.getByRole('list', { name: 'Upcoming meals' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    // Less than 24 h to go: no skipping.
    const late = screen.getByRole('button', { name: /^Skip Sun, 22 Nov Dinner$/ }) as HTMLButtonElement;
    expect(late.disabled).toBe(true);
    expect(screen.getByText('Less than 24 h to go')).toBeTruthy();
    // India time, whatever the browser's zone: 07:30 UTC is 13:00 IST.
    expect(screen.getByText('Skip by 23 Nov 2026, 13:00 IST')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Skip Tue, 24 Nov Lunch' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('UpcomingMealsSkipMutation');
    expect(mutation.request.variables).toEqual({ date: '2026-11-24', meal: 'lunch' });
    await resolve(environment, (op) => MockPayloadGenerator.generate(op));
    expect(toast.success).toHaveBeenCalledWith(SKIP_SUCCESS);
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('UpcomingMealsRefetchQuery');
    await resolve(environment, (op) => payload(op, { meals: [meal({ skipped: true, canSkip: false, canUnskip: true })] }));
    const row = screen.getByRole('listitem', { name: 'Tue, 24 Nov Lunch' });
    expect(within(row).getByText('Skipped')).toBeTruthy();

    fireEvent.click(within(row).getByRole('button', { name: 'Undo skip of Tue, 24 Nov Lunch' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const undo = environment.mock.getMostRecentOperation();
    expect(undo.request.node.params.name).toBe('UpcomingMealsUnskipMutation');
    expect(undo.request.variables).toEqual({ date: '2026-11-24', meal: 'lunch' });
    await resolve(environment, (op) => MockPayloadGenerator.generate(op));
    expect(toast.success).toHaveBeenCalledWith(UNSKIP_SUCCESS);
    await resolve(environment, (op) => payload(op, { meals: [meal()] }));
    expect(within(screen.getByRole('listitem', { name: 'Tue, 24 Nov Lunch' })).queryByText('Skipped')).toBeNull();
  });

  it("shows the server's message when the skip is refused", async () => {
    const environment = await openAccount();
    fireEvent.click(screen.getByRole('button', { name: 'Skip Tue, 24 Nov Lunch' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message: 'You can skip at most 2 meals per week.', extensions: { code: 'BAD_USER_INPUT' } }],
      } as never);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toast.error).toHaveBeenCalledWith('You can skip at most 2 meals per week.');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('marks the meals the credit does not cover Not affordable, and says how to add credit', async () => {
    await openAccount({
      meals: [meal(), meal({ date: '2026-11-25', meal: 'dinner', price: 189, notAffordable: true }), meal({ date: '2026-11-26', notAffordable: true })],
    });
    const note = screen.getByRole('note');
    expect(note.textContent).toBe('2 meals cost more than your credit and cannot be charged. Add credit to have them prepared.');
    expect(within(note).getByRole('link', { name: 'Add credit' }).getAttribute('href')).toBe('#add-credit');
    expect(within(screen.getByRole('listitem', { name: 'Wed, 25 Nov Dinner' })).getByText('Not affordable')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Tue, 24 Nov Lunch' })).queryByText('Not affordable')).toBeNull();
  });

  it('says nothing of credit when every meal is covered', async () => {
    await openAccount();
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.queryByText('Not affordable')).toBeNull();
  });

  it("shows each meal's cut-off, and a meal in a kitchen closure with its reason instead of Skip", async () => {
    await openAccount({
      meals: [
        meal({ date: '2026-11-24', meal: 'lunch' }),
        meal({ date: '2026-11-24', meal: 'breakfast', hour: 8 }),
        meal({ date: '2026-11-25', meal: 'dinner', hour: 20, canSkip: false, closedReason: 'Diwali' }),
      ],
    });
    const lunch = screen.getByRole('listitem', { name: 'Tue, 24 Nov Lunch' });
    expect(within(lunch).getByText('Changes until 10:00')).toBeTruthy();
    expect(within(lunch).queryByText(/Kitchen closed/)).toBeNull();
    expect(within(screen.getByRole('listitem', { name: 'Tue, 24 Nov Breakfast' })).getByText('Changes until 21:00 the day before')).toBeTruthy();
    const closed = screen.getByRole('listitem', { name: 'Wed, 25 Nov Dinner' });
    expect(within(closed).getByText('Kitchen closed: Diwali')).toBeTruthy();
    expect(within(closed).getByText('Changes until 16:00')).toBeTruthy();
    // Not 'Less than 24 h to go' or the weekly limit: the closure is why it cannot be skipped.
    expect(within(closed).getByText('Neither delivered nor charged')).toBeTruthy();
    expect(within(closed).queryByRole('button')).toBeNull();
    expect(within(lunch).getByRole('button', { name: 'Skip Tue, 24 Nov Lunch' })).toBeTruthy();
  });

  it('explains a meal that cannot be skipped because of the weekly limit, and charged meals', async () => {
    await openAccount({
      meals: [meal({ canSkip: false }), meal({ date: '2026-11-25', meal: 'dinner', deducted: true, canSkip: false })],
    });
    expect(screen.getByText('2 skips used this week')).toBeTruthy();
    const charged = screen.getByRole('listitem', { name: 'Wed, 25 Nov Dinner' });
    expect(within(charged).getByText('Charged')).toBeTruthy();
    expect(within(charged).queryByRole('button')).toBeNull();
  });
});

describe('Add credit', () => {
  it('offers the packs of the routine with their prices, and pays the chosen one on the payment page', async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const environment = await openAccount();
    const form = screen.getByRole('form', { name: 'Add credit' });
    expect(within(form).getByRole('radio', { name: '7 days of your meals ₹973.00' })).toHaveProperty('checked', true);
    expect(within(form).getByRole('radio', { name: '28 days of your meals ₹3,892.00' })).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: '14 days of your meals ₹1,946.00' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Pay and add credit' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('AccountTopUpStartMutation');
    expect(operation.request.variables).toEqual({ input: { pack: 'days_14' }, couponCode: null });
    await resolve(environment, () => ({ data: { startTopUp: { checkoutUrl: '/pay/order_test_1' } } }));
    expect(assign).toHaveBeenCalledWith('/pay/order_test_1');
    vi.unstubAllGlobals();
  });

  it('checks another amount like the server: at least ₹500, whole rupees', async () => {
    const environment = await openAccount();
    const form = screen.getByRole('form', { name: 'Add credit' });
    fireEvent.click(within(form).getByRole('radio', { name: 'Another amount' }));
    fireEvent.change(within(form).getByLabelText('Amount (₹)'), { target: { value: '499' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Pay and add credit' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(form).getByText('Enter a whole amount of at least ₹500')).toBeTruthy();
    expect(environment.mock.getAllOperations().map((o) => o.request.node.params.name)).not.toContain('AccountTopUpStartMutation');
    fireEvent.change(within(form).getByLabelText('Amount (₹)'), { target: { value: '750' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Pay and add credit' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { amount: 750 }, couponCode: null });
  });

  it('shows what the customer pays before paying: the first-month offer, a coupon that saves more, and a refused coupon with its reason', async () => {
    const asked: { input: { pack?: string; amount?: number }; couponCode: string | null }[] = [];
    const environment = await openAccount({
      quote: (variables) => {
        asked.push(variables);
        const credit = creditOf(variables.input);
        if (variables.couponCode === 'NOPE') return Object.assign(new Error('This coupon code is not valid'), { source: { errors: [{ message: 'This coupon code is not valid' }] } });
        if (variables.couponCode === 'HALF') return { credit, discount: credit / 2, price: credit / 2, discountName: 'Coupon HALF', couponApplied: true };
        if (variables.couponCode === 'SMALL') return { credit, discount: credit / 5, price: credit - credit / 5, discountName: 'First-month offer', couponApplied: false };
        return { credit, discount: credit / 5, price: credit - credit / 5, discountName: 'First-month offer', couponApplied: false };
      },
    });
    await act(() => vi.advanceTimersByTimeAsync(0));
    const form = screen.getByRole('form', { name: 'Add credit' });
    const summary = () => within(form).getByLabelText('What you pay');
    expect(summary().textContent).toBe('Credit added₹973.00First-month offer−₹194.60You pay₹778.40');

    // Another amount is priced once the customer stops typing.
    fireEvent.click(within(form).getByRole('radio', { name: 'Another amount' }));
    fireEvent.change(within(form).getByLabelText('Amount (₹)'), { target: { value: '5000' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(summary().textContent).toBe('Credit added₹5,000.00First-month offer−₹1,000.00You pay₹4,000.00');

    // A coupon the server refuses: its reason under the field, and it is not sent with the payment.
    fireEvent.change(within(form).getByLabelText('Coupon code (optional)'), { target: { value: 'NOPE' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(form).getByText('This coupon code is not valid')).toBeTruthy();

    // One the first-month offer beats is said to be unused.
    fireEvent.change(within(form).getByLabelText('Coupon code (optional)'), { target: { value: 'SMALL' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(within(form).getByText('Your first-month offer saves you more, so this coupon is not used.')).toBeTruthy();

    // One that saves more replaces the offer, and the payment carries it.
    fireEvent.change(within(form).getByLabelText('Coupon code (optional)'), { target: { value: 'HALF' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Apply' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(summary().textContent).toBe('Credit added₹5,000.00Coupon HALF−₹2,500.00You pay₹2,500.00');
    expect(within(form).queryByText('This coupon code is not valid')).toBeNull();
    fireEvent.click(within(form).getByRole('button', { name: 'Pay and add credit' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { amount: 5000 }, couponCode: 'HALF' });
    expect(asked.some((v) => v.couponCode === 'HALF' && v.input.amount === 5000)).toBe(true);
  });

  it('without a routine offers only another amount; without payments says to contact us', async () => {
    await openAccount({ topUp: { available: true, packs: [] } });
    expect(within(screen.getByRole('form', { name: 'Add credit' })).getAllByRole('radio').map((r) => r.getAttribute('value'))).toEqual(['custom']);
    cleanup();
    await openAccount({ topUp: { available: false, packs: [] } });
    expect(screen.queryByRole('form', { name: 'Add credit' })).toBeNull();
    expect(screen.getByText('Online payments are not available right now. Contact us to add credit.')).toBeTruthy();
  });

  it('announces the outcome the payment page came back with, once', async () => {
    const environment = createMockEnvironment();
    renderApp('/account?topup=failed', { environment, host: createFakeHost({ user: customer, accessToken: 't' }) });
    await act(() => vi.advanceTimersByTimeAsync(0));
    await resolve(environment, (operation) => payload(operation));
    expect(toast.error).toHaveBeenCalledWith(TOP_UP_RESULTS.failed);
    expect(toast.error).toHaveBeenCalledTimes(1);
  });
});

describe('Your plan from the quote', () => {
  const proposedPlan = {
    summary: 'Veg plan: lunch and dinner every day, for 28 days',
    duration: 28,
    meals: ['lunch', 'dinner'],
    weekPrice: 1946,
    durationPrice: 7784,
    addonResults: [],
    slots: [
      { meal: 'lunch', hour: 13, type: 'veg', proteinMultiplier: 0 },
      { meal: 'dinner', hour: 20, type: 'veg', proteinMultiplier: 0 },
    ],
  };

  it('shows the proposed routine while there is none; confirming sets it and says when the first meal comes', async () => {
    const environment = await openAccount({ proposedPlan });
    const section = screen.getByRole('region', { name: 'Your plan from the quote' });
    expect(section.textContent).toContain('Veg plan: lunch and dinner every day, for 28 days.');
    const rows = within(within(section).getByRole('list', { name: 'Proposed routine' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Lunch at 13:00Every day · Veg', 'Dinner at 20:00Every day · Veg']);
    fireEvent.click(within(section).getByRole('button', { name: 'Confirm this routine' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('ProposedPlanConfirmMutation');
    await resolve(environment, () => ({ data: { confirmProposedPlan: { firstMealDate: '2026-11-27', duration: 28 } } }));
    expect(toast.success).toHaveBeenCalledWith('Your routine is set: your first meal is on Fri 27 Nov. Now add credit for your plan.');
  });

  it('says what it costs a week and for the plan\'s days, and what became of each add-on, before Confirm', async () => {
    await openAccount({
      proposedPlan: {
        ...proposedPlan,
        summary: 'Veg plan: lunch and dinner every day, for 14 days, with Paneer and Egg',
        duration: 14,
        weekPrice: 2506,
        durationPrice: 5012,
        addonResults: [
          { addon: 'Paneer', applied: true, note: 'Paneer add-on (+18 g protein): added as one 20 g protein portion to each meal.' },
          { addon: 'Egg', applied: false, note: 'Egg add-on (+12 g protein): not available as a routine extra, which comes in 20 g protein portions.' },
        ],
        slots: proposedPlan.slots.map((slot) => ({ ...slot, proteinMultiplier: 1 })),
      },
    });
    const section = screen.getByRole('region', { name: 'Your plan from the quote' });
    const rows = within(within(section).getByRole('list', { name: 'Proposed routine' })).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Lunch at 13:00Every day · Veg · +20 g protein', 'Dinner at 20:00Every day · Veg · +20 g protein']);
    const addons = within(within(section).getByRole('list', { name: 'Add-ons' })).getAllByRole('listitem');
    expect(addons.map((row) => row.textContent)).toEqual([
      'Paneer add-on (+18 g protein): added as one 20 g protein portion to each meal.',
      'Egg add-on (+12 g protein): not available as a routine extra, which comes in 20 g protein portions.',
    ]);
    expect(within(section).getByTestId('proposed-price').textContent).toBe('₹2,506.00 a week₹5,012.00 for 14 days');
    // The price comes before the button that sets the routine.
    const confirm = within(section).getByRole('button', { name: 'Confirm this routine' });
    expect(within(section).getByTestId('proposed-price').compareDocumentPosition(confirm) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('is not shown once there is a routine', async () => {
    await openAccount({ proposedPlan, slots: [{ id: 'S1', weekday: 'monday', meal: 'lunch', hour: 13, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0 }] });
    expect(screen.queryByRole('region', { name: 'Your plan from the quote' })).toBeNull();
  });
});

describe('Delivery addresses', () => {
  const address = (over: Record<string, unknown> = {}) => ({
    id: 'A1',
    addressId: 1,
    label: 'Home',
    line1: '14, 2nd Cross',
    line2: null,
    landmark: null,
    city: 'Bengaluru',
    pin: '560038',
    notes: null,
    isDefault: true,
    complete: true,
    ...over,
  });

  it("asks to complete the address saved from the sign-up's PIN code, in its own form", async () => {
    await openAccount({ addresses: [address({ line1: '', city: '', complete: false })] });
    const section = screen.getByRole('region', { name: 'Delivery addresses' });
    expect(within(section).queryByText('No address yet.')).toBeNull();
    const row = within(section).getAllByRole('listitem')[0]!;
    expect(row.textContent).toContain('560038');
    expect(row.textContent).toContain('Add your street and city so we can deliver here.');
    expect(within(row).queryByRole('button', { name: 'Edit' })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Complete address' }));
    const form = within(section).getByRole('form', { name: 'Address' });
    expect((within(form).getByLabelText('PIN code') as HTMLInputElement).value).toBe('560038');
    expect((within(form).getByLabelText('Address') as HTMLInputElement).value).toBe('');
  });

  it('shows a complete address with Edit and no prompt', async () => {
    await openAccount({ addresses: [address()] });
    const section = screen.getByRole('region', { name: 'Delivery addresses' });
    expect(section.textContent).toContain('14, 2nd Cross, Bengaluru 560038');
    expect(section.textContent).not.toContain('Add your street and city');
    expect(within(section).getByRole('button', { name: 'Edit' })).toBeTruthy();
  });
});

describe('One-day changes', () => {
  const HOME = { addressId: 7, label: 'Home', line1: '4, 1st Main', line2: null, landmark: null, city: 'Bengaluru', pin: '560038', isDefault: true };
  const OFFICE = { ...HOME, addressId: 8, label: 'Office', line1: 'Tech Park', pin: '560103', isDefault: false };
  const form = (name: string) => within(screen.getByRole('group', { name }));

  it("opens 'Change this day' prefilled with the meal, names a time outside lunch, sends the change and undoes it", async () => {
    const environment = await openAccount({
      meals: [meal({ canChange: true, snacks: true, proteinMultiplier: 2, addressId: 8 }), meal({ date: '2026-11-22', meal: 'dinner', hour: 20 })],
      addresses: [HOME, OFFICE],
    });
    // A meal past its cut-off offers no change.
    expect(screen.queryByRole('button', { name: 'Change this day: Sun, 22 Nov Dinner' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Change this day: Tue, 24 Nov Lunch' }));
    const change = form('Change Tue, 24 Nov Lunch for this day');
    // The meal itself is given: no Meal to pick, the rest as the meal has it.
    expect(change.queryByLabelText('Meal')).toBeNull();
    expect((change.getByLabelText('Time') as HTMLSelectElement).value).toBe('13');
    expect((change.getByLabelText('Type') as HTMLSelectElement).value).toBe('veg');
    expect((change.getByLabelText('Include Snacks') as HTMLInputElement).checked).toBe(true);
    expect((change.getByLabelText('Include Drinks') as HTMLInputElement).checked).toBe(true);
    expect((change.getByLabelText('Extra Protein Portions (20 g each)') as HTMLInputElement).value).toBe('2');
    expect((change.getByLabelText('Address') as HTMLSelectElement).value).toBe('8');

    // A dinner hour for a lunch: the server's words, and nothing to send.
    fireEvent.change(change.getByLabelText('Time'), { target: { value: '19' } });
    expect(change.getByRole('alert').textContent).toBe('Lunch must be between 12:00 and 17:00');
    expect((change.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(change.getByLabelText('Time'), { target: { value: '14' } });
    fireEvent.change(change.getByLabelText('Type'), { target: { value: 'chicken' } });
    fireEvent.click(change.getByLabelText('Include Snacks'));
    fireEvent.change(change.getByLabelText('Address'), { target: { value: '' } });
    expect(change.queryByRole('alert')).toBeNull();
    fireEvent.click(change.getByRole('button', { name: 'Save' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('UpcomingMealsChangeMutation');
    expect(mutation.request.variables).toEqual({
      input: { date: '2026-11-24', meal: 'lunch', hour: 14, type: 'chicken', snacks: false, drinks: true, proteinMultiplier: 2, addressId: null },
    });
    await resolve(environment, (op) => MockPayloadGenerator.generate(op));
    expect(toast.success).toHaveBeenCalledWith('Changed for Tue 24 Nov');
    expect(screen.queryByRole('group', { name: 'Change Tue, 24 Nov Lunch for this day' })).toBeNull();
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('UpcomingMealsRefetchQuery');
    await resolve(environment, (op) =>
      payload(op, { meals: [meal({ canChange: true, hour: 14, type: 'chicken', proteinMultiplier: 2, oneDayChange: true })], addresses: [HOME, OFFICE] }),
    );
    const row = screen.getByRole('listitem', { name: 'Tue, 24 Nov Lunch' });
    expect(within(row).getByText('Changed for this day')).toBeTruthy();
    expect(row.textContent).toContain('Lunch at 14:00');

    fireEvent.click(within(row).getByRole('button', { name: 'Undo change of Tue, 24 Nov Lunch' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const undo = environment.mock.getMostRecentOperation();
    expect(undo.request.node.params.name).toBe('UpcomingMealsUndoChangeMutation');
    expect(undo.request.variables).toEqual({ date: '2026-11-24', meal: 'lunch' });
    await resolve(environment, (op) => MockPayloadGenerator.generate(op));
    expect(toast.success).toHaveBeenCalledWith(CHANGE_UNDONE);
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('UpcomingMealsRefetchQuery');
  });

  it("adds a meal for one day: a date from today to 60 days ahead, checked by the shared rules; the server's refusal is shown", async () => {
    const environment = await openAccount({ addresses: [HOME] });
    fireEvent.click(screen.getByRole('button', { name: 'Add a meal for one day' }));
    const add = form('Add a meal for one day');
    const date = add.getByLabelText('Date') as HTMLInputElement;
    // 15:30 in India on 21 Nov: tomorrow is the first date offered; one address, so no Address.
    expect(date.value).toBe('2026-11-22');
    expect(date.min).toBe('2026-11-21');
    expect(date.max).toBe('2027-01-20');
    expect(add.queryByLabelText('Address')).toBeNull();
    fireEvent.change(date, { target: { value: '2027-01-21' } });
    expect(add.getByRole('alert').textContent).toBe('A one-day change can be at most 60 days ahead');
    fireEvent.change(date, { target: { value: '2026-11-30' } });
    fireEvent.change(add.getByLabelText('Meal'), { target: { value: 'breakfast' } });
    // The time follows the meal into its window.
    expect((add.getByLabelText('Time') as HTMLSelectElement).value).toBe('6');
    fireEvent.change(add.getByLabelText('Time'), { target: { value: '8' } });
    fireEvent.change(add.getByLabelText('Extra Protein Portions (20 g each)'), { target: { value: '11' } });
    expect(add.getByRole('alert').textContent).toBe('Extra Protein Portions can be at most 10');
    fireEvent.change(add.getByLabelText('Extra Protein Portions (20 g each)'), { target: { value: '1' } });
    fireEvent.click(add.getByLabelText('Include Drinks'));
    fireEvent.click(add.getByRole('button', { name: 'Add meal' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables).toEqual({
      input: { date: '2026-11-30', meal: 'breakfast', hour: 8, type: 'veg', snacks: false, drinks: true, proteinMultiplier: 1, addressId: null },
    });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message: 'The kitchen is closed for this meal', extensions: { code: 'BAD_USER_INPUT' } }],
      } as never);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toast.error).toHaveBeenCalledWith('The kitchen is closed for this meal');
    expect(toast.success).not.toHaveBeenCalled();
    // Still open, as filled in, to try another date.
    expect((form('Add a meal for one day').getByLabelText('Date') as HTMLInputElement).value).toBe('2026-11-30');
  });

  it('lists the changes further ahead than the coming meals, each with its Undo', async () => {
    const environment = await openAccount({
      oneDayChanges: [
        { date: '2026-11-24', meal: 'lunch', hour: 13, categoryType: 'veg', snacks: false, drinks: true, proteinMultiplier: 0 },
        { date: '2026-12-12', meal: 'dinner', hour: 19, categoryType: 'egg', snacks: true, drinks: false, proteinMultiplier: 1 },
      ],
    });
    const later = screen.getByRole('list', { name: 'Later one-day changes' });
    // The change within the coming meals is shown there, not twice.
    expect(within(later).getAllByRole('listitem')).toHaveLength(1);
    const row = within(later).getByRole('listitem', { name: 'Sat, 12 Dec Dinner' });
    expect(row.textContent).toContain('Egg · Snacks · +20 g protein');
    fireEvent.click(within(row).getByRole('button', { name: 'Undo change of Sat, 12 Dec Dinner' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ date: '2026-12-12', meal: 'dinner' });
  });
});

describe('Invite friends', () => {
  it('shows the link with what a referral gives, copies it, and lists who joined, credited or waiting', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await openAccount({
      referrals: {
        code: 'ABCD2345',
        credit: 200,
        joined: [
          { name: 'Vikram Iyer', joinedAt: '2026-11-20T20:00:00.000Z', creditedAt: '2026-11-21T05:00:00.000Z', credit: 200 },
          { name: 'Meera Das', joinedAt: '2026-11-19T06:00:00.000Z', creditedAt: null, credit: null },
        ],
      },
    });
    const section = screen.getByRole('region', { name: 'Invite friends' });
    expect(within(section).getByText('Share your link: when a friend who signs up through it pays their first top-up, you both get ₹200 of credit.')).toBeTruthy();
    const link = within(section).getByLabelText('Your referral link') as HTMLInputElement;
    expect(link.value).toBe(`${window.location.origin}/r/ABCD2345`);
    await act(async () => fireEvent.click(within(section).getByRole('button', { name: 'Copy link' })));
    expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/r/ABCD2345`);
    expect(toast.success).toHaveBeenCalledWith('Link copied');
    const friends = within(section).getAllByRole('listitem').map((item) => item.textContent);
    // Joined on 21 Nov in India (20:00 UTC is 01:30 the next day there).
    expect(friends).toEqual(['Vikram IyerJoined 21 Nov 2026 · ₹200.00 credited to you both+₹200.00', 'Meera DasJoined 19 Nov 2026 · Waiting for their first top-up']);
  });

  it('is not shown while referrals give nothing and nobody has joined', async () => {
    await openAccount({ referrals: { code: 'ABCD2345', credit: 0, joined: [] } });
    expect(screen.getByRole('heading', { name: 'Transactions' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Invite friends' })).toBeNull();
  });
});

describe('Auto top-up', () => {
  it("checks the rule like the server, then goes to the checkout of the ₹1 that authorises it", async () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const environment = await openAccount();
    const form = screen.getByRole('form', { name: 'Auto top-up' });
    expect((within(form).getByLabelText('When my credit covers fewer than (days)') as HTMLInputElement).value).toBe('3');
    fireEvent.change(within(form).getByLabelText('When my credit covers fewer than (days)'), { target: { value: '15' } });
    fireEvent.change(within(form).getByLabelText('Add (₹)'), { target: { value: '499' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Turn on auto top-up' })));
    expect(within(form).getByText('Enter a whole number of days from 1 to 14')).toBeTruthy();
    expect(within(form).getByText('Enter a whole amount from ₹500 to ₹50,000')).toBeTruthy();
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'AccountAutoTopUpStartMutation')).toBe(false);

    fireEvent.change(within(form).getByLabelText('When my credit covers fewer than (days)'), { target: { value: '5' } });
    fireEvent.change(within(form).getByLabelText('Add (₹)'), { target: { value: '2000' } });
    await act(async () => fireEvent.click(within(form).getByRole('button', { name: 'Turn on auto top-up' })));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('AccountAutoTopUpStartMutation');
    expect(operation.request.variables).toEqual({ input: { days: 5, amount: 2000 } });
    await resolve(environment, () => ({ data: { startAutoTopUp: { checkoutUrl: '/pay/order_test_9' } } }));
    expect(assign).toHaveBeenCalledWith('/pay/order_test_9');
    vi.unstubAllGlobals();
  });

  it('says the rule when on, and Turn off turns it off; off after failures, it says why', async () => {
    const on = { status: 'active', days: 3, amount: 1000, rule: 'When my credit covers fewer than 3 days, add ₹1,000', failures: 1, offReason: null };
    const environment = await openAccount({ autoTopUp: on });
    const section = screen.getByRole('region', { name: 'Auto top-up' });
    expect(within(section).getByText('When my credit covers fewer than 3 days, add ₹1,000', { exact: false })).toBeTruthy();
    expect(within(section).getByText('The last charge failed; after 3 in a row auto top-up turns itself off.')).toBeTruthy();
    fireEvent.click(within(section).getByRole('button', { name: 'Turn off' }));
    await act(() => vi.advanceTimersByTimeAsync(0));
    const off = environment.mock.getMostRecentOperation();
    expect(off.request.node.params.name).toBe('AccountAutoTopUpOffMutation');
    await resolve(environment, () => ({ data: { turnOffAutoTopUp: { status: 'off' } } }));
    expect(toast.success).toHaveBeenCalledWith('Auto top-up is off');

    cleanup();
    await openAccount({ autoTopUp: { ...on, status: 'off', failures: 3, offReason: 'Auto top-up was turned off after 3 failed charges in a row. Turn it on again to authorise a new mandate.' } });
    const again = screen.getByRole('region', { name: 'Auto top-up' });
    expect(within(again).getByText(/turned off after 3 failed charges/)).toBeTruthy();
    expect(within(again).getByRole('button', { name: 'Turn on auto top-up' })).toBeTruthy();
  });
});
