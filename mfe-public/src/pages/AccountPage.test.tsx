// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { createFakeHost, currentLocation, renderApp } from '../test-utils';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), loading: vi.fn() }),
}));

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));

const customer = { id: 'U1', name: 'Asha Rao', email: 'asha@example.com', emailVerified: true, role: 'customer' as const };

function resolveViewer(environment: ReturnType<typeof createMockEnvironment>, viewer: Record<string, unknown> | null) {
  return act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      viewer === null
        ? { data: { viewer: null } }
        : MockPayloadGenerator.generate(operation, { User: () => ({ id: 'VXNlcjox', proposedPlan: null, ...viewer }) }),
    );
    await vi.advanceTimersByTimeAsync(0);
  });
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('AccountPage', () => {
  it('sends a visitor without an access token to /login', async () => {
    renderApp('/account');
    await flush();
    expect(currentLocation()).toBe('/login');
  });

  it("shows the customer's details and credit in INR", async () => {
    const environment = createMockEnvironment();
    const host = createFakeHost({ user: customer, accessToken: 't' });
    renderApp('/account', { environment, host });
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'My account' })).toBeTruthy();
    expect(screen.getByRole('status', { name: 'Loading your account' })).toBeTruthy();
    await resolveViewer(environment, {
      name: 'Asha Rao',
      email: 'asha@example.com',
      phone: '9876543210',
      credit: 1500.5,
      role: 'customer',
    });
    expect(screen.getByText('Asha Rao')).toBeTruthy();
    expect(screen.getByText('asha@example.com')).toBeTruthy();
    expect(screen.getByText('9876543210')).toBeTruthy();
    expect(screen.getByText('₹1,500.50')).toBeTruthy();
    expect(screen.queryByRole('link', { name: /dashboard/i })).toBeNull();
    expect(document.title).toBe('My account – FreshMeals');
  });

  it("Edit details refuses a phone sign-up would refuse, before sending anything, and saves a valid one", async () => {
    const environment = createMockEnvironment();
    const host = createFakeHost({ user: customer, accessToken: 't' });
    renderApp('/account', { environment, host });
    await flush();
    await resolveViewer(environment, { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', credit: 10, role: 'customer' });
    fireEvent.click(screen.getByRole('button', { name: 'Edit details' }));
    const form = screen.getByRole('form', { name: 'Your details' });
    const phone = within(form).getByLabelText('Phone');
    const sent = () => environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'AccountSummaryProfileMutation');
    for (const [value, message] of [
      ['12345', 'Phone number must be 10 digits'],
      ['98765432101234', 'Phone number must be 10 digits'],
      ['abcde12345', 'Enter a valid 10-digit phone number'],
    ]) {
      fireEvent.change(phone, { target: { value } });
      fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
      await flush();
      expect(within(form).getByText(message)).toBeTruthy();
      expect(sent()).toHaveLength(0);
    }
    fireEvent.change(phone, { target: { value: '9123456780' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save details' }));
    await flush();
    expect(sent()).toHaveLength(1);
    expect(sent()[0]!.request.variables).toEqual({ input: { name: 'Asha Rao', phone: '9123456780' } });
  });

  it('offers an admin the way to the dashboard', async () => {
    const environment = createMockEnvironment();
    const host = createFakeHost({ user: { ...customer, role: 'admin' }, accessToken: 't' });
    renderApp('/account', { environment, host });
    await flush();
    await resolveViewer(environment, { name: 'Admin', email: 'a@x.in', phone: '9000000000', credit: 0, role: 'admin' });
    expect(screen.getByText('₹0.00')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('offers a rider the way to the dashboard, not the customer sections', async () => {
    const environment = createMockEnvironment();
    const host = createFakeHost({ user: { ...customer, role: 'delivery' }, accessToken: 't' });
    renderApp('/account', { environment, host });
    await flush();
    await resolveViewer(environment, { name: 'Arun', email: 'arun@x.in', phone: '9000000001', credit: 0, role: 'delivery' });
    expect(screen.getByText(/signed in as delivery staff/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('logs out through the host and goes to /login after 100 ms', async () => {
    const environment = createMockEnvironment();
    const host = createFakeHost({ user: customer, accessToken: 't' });
    renderApp('/account', { environment, host });
    await flush();
    await resolveViewer(environment, { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', credit: 10, role: 'customer' });
    // The page's own Log out (the header has one too).
    fireEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log out' }));
    await flush();
    expect(host.logout).toHaveBeenCalledTimes(1);
    expect(currentLocation()).toBe('/account');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(currentLocation()).toBe('/login');
  });

  it('ends a session the server no longer knows', async () => {
    const environment = createMockEnvironment();
    const host = createFakeHost({ user: customer, accessToken: 'stale' });
    renderApp('/account', { environment, host });
    await flush();
    await resolveViewer(environment, null);
    expect(host.clearSession).toHaveBeenCalled();
  });

  it('offers a retry when the account cannot be loaded', async () => {
    const environment = createMockEnvironment();
    const host = createFakeHost({ user: customer, accessToken: 't' });
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp('/account', { environment, host });
    await flush();
    await act(async () => {
      environment.mock.rejectMostRecentOperation(new Error('boom'));
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByRole('alert').textContent).toContain("We couldn't load your account.");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await flush();
    await resolveViewer(environment, { name: 'Asha Rao', email: 'asha@example.com', phone: '9876543210', credit: 10, role: 'customer' });
    expect(screen.getByText('₹10.00')).toBeTruthy();
    consoleError.mockRestore();
  });
});
