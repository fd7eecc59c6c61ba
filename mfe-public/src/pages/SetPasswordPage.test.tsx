// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { createMockEnvironment } from 'relay-test-utils';
import { currentLocation, renderApp } from '../test-utils';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), {
    success: vi.fn(),
    error: vi.fn(),
    info: vi.fn(),
    warning: vi.fn(),
    loading: vi.fn(() => 'toast-1'),
  }),
}));

const flush = () => act(() => vi.advanceTimersByTimeAsync(0));
const tick = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
const PATH = '/set-password?token=7.abcDEF123';

function fill(password = 'Fresh#Pass9', confirm = password) {
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Set password' }));
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('SetPasswordPage', () => {
  it('shows the password fields under the title', async () => {
    renderApp(PATH);
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Set your password' })).toBeTruthy();
    expect(screen.getByLabelText('Password').getAttribute('autocomplete')).toBe('new-password');
    expect(document.title).toBe('Set your password – FreshMeals');
  });

  it.each([
    ['short password', 'Ab1!', 'Ab1!', 'Password must be at least 8 characters'],
    ['password without a special character', 'Fresh1234', 'Fresh1234', 'Must contain a special character'],
    ['mismatch', 'Fresh#Pass9', 'Fresh#Pass8', 'Passwords do not match'],
  ])('rejects a %s with the sign-up message, sending nothing', async (_label, password, confirm, message) => {
    const { environment } = renderApp(PATH);
    await flush();
    fill(password, confirm);
    await flush();
    expect(screen.getByText(message)).toBeTruthy();
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sets the password with the token, toasts and goes to /login after 100 ms', async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) => {
      expect(operation.request.variables).toEqual({
        input: { token: '7.abcDEF123', password: 'Fresh#Pass9', confirmPassword: 'Fresh#Pass9' },
      });
      return { data: { setPassword: { message: 'Password set' } } };
    });
    renderApp(PATH, { environment });
    await flush();
    fill();
    await flush();
    expect(toast.success).toHaveBeenCalledWith('Password set! You can now sign in.');
    await tick(99);
    expect(currentLocation()).toBe('/set-password');
    await tick(1);
    expect(currentLocation()).toBe('/login');
  });

  it("shows the server's message for a used or expired link, and stays", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() =>
      Object.assign(new Error('x'), { errors: [{ message: 'This link is invalid or has expired.' }] }),
    );
    renderApp(PATH, { environment });
    await flush();
    fill();
    await flush();
    expect(toast.error).toHaveBeenCalledWith('This link is invalid or has expired.');
    await tick(500);
    expect(currentLocation()).toBe('/set-password');
  });

  it('without a token says the link is invalid', async () => {
    renderApp('/set-password');
    await flush();
    expect(screen.getByRole('status').textContent).toBe('This link is invalid or has expired.');
    expect(screen.queryByRole('button', { name: 'Set password' })).toBeNull();
  });
});
