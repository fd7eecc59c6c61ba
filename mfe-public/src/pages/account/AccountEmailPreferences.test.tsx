// @vitest-environment happy-dom
// 'E-mail preferences' on the account page, against a mock Relay environment: two labelled switches
// showing the saved preferences, a change saved at once (only that preference sent) with a toast,
// and put back with the server's message when it is refused. Admins and kitchen staff, who get
// none of these e-mails, are not offered them.
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { createFakeHost, renderApp } from '../../test-utils';
import { preferenceSaved } from './AccountEmailPreferences';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), loading: vi.fn() }),
}));

type Env = ReturnType<typeof createMockEnvironment>;
const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

async function openAccount(user: { role?: 'customer' | 'admin'; lowCreditEmails?: boolean; weeklySummaryEmails?: boolean } = {}) {
  const environment = createMockEnvironment();
  const role = user.role ?? 'customer';
  renderApp('/account', {
    environment,
    host: createFakeHost({ user: { id: 'U1', name: 'Asha Rao', email: 'asha@example.com', emailVerified: true, role }, accessToken: 't' }),
  });
  await flush();
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation: OperationDescriptor) =>
      MockPayloadGenerator.generate(operation, {
        User: () => ({
          id: 'VXNlcjox',
          name: 'Asha Rao',
          role,
          credit: 100,
          lowCreditEmails: user.lowCreditEmails ?? true,
          weeklySummaryEmails: user.weeklySummaryEmails ?? true,
          proposedPlan: null,
        }),
        Query: () => ({ upcomingMeals: [] }),
        Routine: () => ({ slots: [], cutoffHours: 12, changesFrom: [] }),
      }),
    );
    await vi.advanceTimersByTimeAsync(0);
  });
  return environment;
}

const switchOf = (name: string) => screen.getByRole('switch', { name }) as HTMLInputElement;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  vi.setSystemTime(new Date('2026-11-21T10:00:00.000Z'));
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('E-mail preferences', () => {
  it('shows a labelled, described switch for each, as saved', async () => {
    await openAccount({ lowCreditEmails: true, weeklySummaryEmails: false });
    const region = screen.getByRole('region', { name: 'E-mail preferences' });
    expect(region).toBeTruthy();
    expect(switchOf('Low-credit warnings').checked).toBe(true);
    expect(switchOf('Weekly summary').checked).toBe(false);
    const hint = document.getElementById(switchOf('Weekly summary').getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe("Every Sunday evening: the coming week's meals and dishes, and whether your credit covers them.");
    expect(screen.getByText('Codes, receipts and confirmations are always sent.')).toBeTruthy();
  });

  it('saves a change at once, sending only that preference, and says so', async () => {
    const environment = await openAccount();
    fireEvent.click(switchOf('Weekly summary'));
    await flush();
    // The switch moves before the server answers.
    expect(switchOf('Weekly summary').checked).toBe(false);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('AccountEmailPreferencesMutation');
    expect(operation.request.variables).toEqual({ input: { weeklySummaryEmails: false } });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { setEmailPreferences: { id: 'VXNlcjox', lowCreditEmails: true, weeklySummaryEmails: false } },
      });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toast.success).toHaveBeenCalledWith('Weekly summary turned off.');
    expect(preferenceSaved('low_credit', true)).toBe('Low-credit warnings turned on.');
    expect(switchOf('Weekly summary').checked).toBe(false);
    expect(switchOf('Low-credit warnings').checked).toBe(true);
  });

  it("puts the switch back with the server's message when the change is refused", async () => {
    const environment: Env = await openAccount({ lowCreditEmails: false });
    fireEvent.click(switchOf('Low-credit warnings'));
    await flush();
    expect(switchOf('Low-credit warnings').checked).toBe(true);
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { lowCreditEmails: true } });
    await act(async () => {
      environment.mock.reject(operation, Object.assign(new Error('You must be logged in'), { source: { errors: [{ message: 'You must be logged in' }] } }));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toast.error).toHaveBeenCalledWith('You must be logged in');
    expect(toast.success).not.toHaveBeenCalled();
    expect(switchOf('Low-credit warnings').checked).toBe(false);
  });

  it('toggles from the keyboard: the switches are native checkboxes in tab order', async () => {
    const environment = await openAccount();
    const weekly = switchOf('Weekly summary');
    weekly.focus();
    expect(document.activeElement).toBe(weekly);
    expect(weekly.tabIndex).toBe(0);
    // A keyboard press of Space on a checkbox is a click.
    fireEvent.click(weekly);
    await flush();
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ input: { weeklySummaryEmails: false } });
  });

  it('is not offered to staff', async () => {
    await openAccount({ role: 'admin' });
    expect(screen.getByText(/You are signed in as an admin/)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'E-mail preferences' })).toBeNull();
  });
});
