// @vitest-environment happy-dom
// 'My meals' on the account page against a mock Relay environment: the customer's ledger meals
// newest first with their state (and a rider's reason), dish and charge; Rate on a delivered meal
// the server lets them rate, its form (1 to 5 stars, an optional comment of at most 500
// characters) checked like the server before any call, the server's refusal shown in the form, and
// the saved stars on the row.
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { MAX_RATING_COMMENT, RATING_MESSAGES } from '@freshmeals/rules/meals';
import { createFakeHost, renderApp } from '../../test-utils';
import { RATE_SUCCESS, stateText } from './MyMeals';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), loading: vi.fn() }),
}));

type Env = ReturnType<typeof createMockEnvironment>;
const customer = { id: 'U1', name: 'Asha Rao', email: 'asha@example.com', emailVerified: true, role: 'customer' as const };

const ledgerMeal = (over: Record<string, unknown> = {}) => ({
  id: 'TWVhbDox',
  mealId: 1,
  date: '2026-11-20',
  meal: 'lunch',
  hour: 13,
  categoryType: 'veg',
  snacks: false,
  drinks: true,
  proteinGrams: 20,
  dishName: 'Rajma chawal',
  price: 139,
  charged: 139,
  state: 'delivered',
  reason: null,
  rating: null,
  ratingComment: null,
  canRate: true,
  ...over,
});

function payload(operation: OperationDescriptor, ledger: Record<string, unknown>[]) {
  return MockPayloadGenerator.generate(operation, {
    User: () => ({ id: 'VXNlcjox', name: 'Asha Rao', role: 'customer', credit: 2500, meals: ledger, addresses: [], proposedPlan: null }),
    CreditTransactionConnection: () => ({ totalCount: 0, edges: [], pageInfo: { hasNextPage: false, endCursor: null } }),
    Routine: () => ({ slots: [], cutoffHours: 12, changesFrom: [] }),
    Query: () => ({ upcomingMeals: [] }),
    TopUpOptions: () => ({ available: false, packs: [], minAmount: 500 }),
  });
}

async function resolve(environment: Env, make: (operation: OperationDescriptor) => object) {
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) => make(operation) as never);
    await vi.advanceTimersByTimeAsync(0);
  });
}

async function openAccount(ledger: Record<string, unknown>[]) {
  const environment = createMockEnvironment();
  renderApp('/account', { environment, host: createFakeHost({ user: customer, accessToken: 't' }) });
  await act(() => vi.advanceTimersByTimeAsync(0));
  await resolve(environment, (operation) => payload(operation, ledger));
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

describe('My meals', () => {
  it('lists the ledger meals newest first with state, reason, dish, extras and charge', async () => {
    await openAccount([
      ledgerMeal({ id: 'M1', date: '2026-11-19', meal: 'lunch', canRate: false, rating: 5 }),
      ledgerMeal({ id: 'M2', date: '2026-11-20', meal: 'lunch', hour: 13 }),
      ledgerMeal({ id: 'M3', date: '2026-11-20', meal: 'dinner', hour: 20, state: 'not_delivered', reason: 'not_at_home', canRate: false, dishName: null }),
      ledgerMeal({ id: 'M4', date: '2026-11-21', meal: 'lunch', state: 'locked', charged: null, canRate: false }),
      ledgerMeal({ id: 'M5', date: '2026-11-18', meal: 'dinner', hour: 20, state: 'closed', charged: null, canRate: false }),
    ]);
    const list = screen.getByRole('list', { name: 'My meals' });
    expect(within(list).getAllByRole('listitem').map((li) => li.getAttribute('aria-label'))).toEqual([
      'Sat, 21 Nov Lunch',
      'Fri, 20 Nov Dinner',
      'Fri, 20 Nov Lunch',
      'Thu, 19 Nov Lunch',
      'Wed, 18 Nov Dinner',
    ]);
    const delivered = within(list).getByRole('listitem', { name: 'Fri, 20 Nov Lunch' });
    expect(delivered.textContent).toContain('Fri, 20 Nov · Lunch at 13:00');
    expect(within(delivered).getByText('Rajma chawal')).toBeTruthy();
    expect(within(delivered).getByText('Veg · Drinks · +20 g protein')).toBeTruthy();
    expect(within(delivered).getByText('Delivered')).toBeTruthy();
    expect(within(delivered).getByText('₹139.00')).toBeTruthy();
    expect(within(delivered).getByRole('button', { name: 'Rate Fri, 20 Nov Lunch' }).textContent).toBe('Rate');

    const missed = within(list).getByRole('listitem', { name: 'Fri, 20 Nov Dinner' });
    expect(within(missed).getByText('Not delivered: Not at home')).toBeTruthy();
    // Not delivered stays charged, and cannot be rated.
    expect(within(missed).getByText('₹139.00')).toBeTruthy();
    expect(within(missed).queryByRole('button')).toBeNull();

    const locked = within(list).getByRole('listitem', { name: 'Sat, 21 Nov Lunch' });
    expect(within(locked).getByText('Locked')).toBeTruthy();
    expect(within(locked).getByText('Not charged')).toBeTruthy();
    expect(within(within(list).getByRole('listitem', { name: 'Wed, 18 Nov Dinner' })).getByText('Closed')).toBeTruthy();

    // Rated, and past its 3 days: the stars, no button.
    const rated = within(list).getByRole('listitem', { name: 'Thu, 19 Nov Lunch' });
    expect(within(rated).getByRole('img', { name: '5 of 5 stars' })).toBeTruthy();
    expect(within(rated).queryByRole('button')).toBeNull();
  });

  it('says so when there are no meals yet', async () => {
    await openAccount([]);
    expect(screen.getByText('No meals yet.')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'My meals' })).toBeNull();
  });

  it('rates a delivered meal: stars required, comment at most 500, then the stars on the row', async () => {
    const environment = await openAccount([ledgerMeal()]);
    fireEvent.click(screen.getByRole('button', { name: 'Rate Fri, 20 Nov Lunch' }));
    const dialog = await screen.findByTestId('rate-meal-dialog');
    expect(within(dialog).getByRole('heading', { name: 'Rate your meal' })).toBeTruthy();
    const pending = environment.mock.getAllOperations().length;

    // No stars chosen, and a comment too long: the server's rules, before any call.
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: 'x'.repeat(MAX_RATING_COMMENT + 1) } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save rating' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(within(dialog).getByText(RATING_MESSAGES.stars)).toBeTruthy();
    expect(within(dialog).getByText(RATING_MESSAGES.commentLength)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(pending);

    fireEvent.click(within(dialog).getByRole('radio', { name: '4 stars' }));
    fireEvent.change(within(dialog).getByLabelText('Comment'), { target: { value: '  Lovely rajma  ' } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save rating' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('MyMealsRateMutation');
    expect(mutation.request.variables).toEqual({ id: 'TWVhbDox', stars: 4, comment: 'Lovely rajma' });
    await resolve(environment, (op) =>
      MockPayloadGenerator.generate(op, { Meal: () => ({ id: 'TWVhbDox', rating: 4, ratingComment: 'Lovely rajma', canRate: true }) }),
    );
    expect(toast.success).toHaveBeenCalledWith(RATE_SUCCESS);
    expect(screen.queryByTestId('rate-meal-dialog')).toBeNull();
    const row = screen.getByRole('listitem', { name: 'Fri, 20 Nov Lunch' });
    expect(within(row).getByRole('img', { name: '4 of 5 stars' })).toBeTruthy();
    expect(within(row).getByText('“Lovely rajma”')).toBeTruthy();
    // Still within its 3 days: the rating can change, and the form opens with it.
    fireEvent.click(within(row).getByRole('button', { name: 'Change rating of Fri, 20 Nov Lunch' }));
    const again = await screen.findByTestId('rate-meal-dialog');
    expect((within(again).getByRole('radio', { name: '4 stars' }) as HTMLInputElement).checked).toBe(true);
    expect((within(again).getByLabelText('Comment') as HTMLTextAreaElement).value).toBe('Lovely rajma');
  });

  it("shows the server's refusal in the form and keeps it open", async () => {
    const environment = await openAccount([ledgerMeal()]);
    fireEvent.click(screen.getByRole('button', { name: 'Rate Fri, 20 Nov Lunch' }));
    const dialog = await screen.findByTestId('rate-meal-dialog');
    fireEvent.click(within(dialog).getByRole('radio', { name: '2 stars' }));
    await act(async () => {
      fireEvent.click(within(dialog).getByRole('button', { name: 'Save rating' }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ id: 'TWVhbDox', stars: 2, comment: null });
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message: RATING_MESSAGES.tooLate, extensions: { code: 'BAD_USER_INPUT' } }],
      } as never);
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(within(screen.getByTestId('rate-meal-dialog')).getByRole('alert').textContent).toBe(RATING_MESSAGES.tooLate);
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('stateText', () => {
  it('reads the state label, and a rider’s reason only for a meal not delivered', () => {
    expect(stateText('out_for_delivery', null)).toBe('Out for delivery');
    expect(stateText('not_delivered', 'address_not_found')).toBe('Not delivered: Address not found');
    expect(stateText('delivered', 'refused')).toBe('Delivered');
  });
});
