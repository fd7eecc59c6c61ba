// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { createMockEnvironment } from 'relay-test-utils';
import { currentLocation, describedText, renderApp } from '../test-utils';

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
const PATH = '/reset-password?email=asha%40example.com';

const codeInput = () => screen.getByLabelText('Reset code') as HTMLInputElement;
const resendButton = () => screen.getByRole('button', { name: /^Resend/ }) as HTMLButtonElement;

function fill(values: { code?: string; password?: string; confirm?: string }) {
  const v = { code: '123456', password: 'Fresh#Pass9', confirm: 'Fresh#Pass9', ...values };
  fireEvent.change(codeInput(), { target: { value: v.code } });
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: v.password } });
  fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: v.confirm } });
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
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

describe('ResetPasswordPage', () => {
  it('shows the e-mail, a 6-digit code input, the password fields and the title', async () => {
    renderApp(PATH);
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    expect(screen.getByText('asha@example.com').tagName).toBe('STRONG');
    expect(codeInput().maxLength).toBe(6);
    expect(codeInput().getAttribute('inputmode')).toBe('numeric');
    expect(codeInput().getAttribute('autocomplete')).toBe('one-time-code');
    expect(screen.getByLabelText('New password').getAttribute('autocomplete')).toBe('new-password');
    expect(resendButton().textContent).toBe('Resend');
    expect(document.title).toBe('Choose a new password – FreshMeals');
  });

  it('without an e-mail it points back to /forgot-password', async () => {
    renderApp('/reset-password');
    await flush();
    expect(screen.getByRole('status').textContent).toContain('no email address');
    expect(screen.getByRole('link', { name: 'Request a reset code' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.queryByLabelText('Reset code')).toBeNull();
  });

  it.each([
    ['short code', { code: '123' }, 'Reset code', 'Code must be exactly 6 digits'],
    ['code with letters', { code: '12ab56' }, 'Reset code', 'Code must contain only digits'],
    ['short password', { password: 'Ab1!', confirm: 'Ab1!' }, 'New password', 'Password must be at least 8 characters'],
    ['no uppercase', { password: 'secret@123', confirm: 'secret@123' }, 'New password', 'Must contain an uppercase letter'],
    ['no lowercase', { password: 'SECRET@123', confirm: 'SECRET@123' }, 'New password', 'Must contain a lowercase letter'],
    ['no digit', { password: 'Secret@abc', confirm: 'Secret@abc' }, 'New password', 'Must contain a number'],
    ['no special', { password: 'Secret1234', confirm: 'Secret1234' }, 'New password', 'Must contain a special character'],
    ['mismatch', { confirm: 'Fresh#Pass8' }, 'Confirm password', 'Passwords do not match'],
  ])('rejects a %s', async (_label, values, field, message) => {
    const { environment } = renderApp(PATH);
    fill(values);
    await flush();
    const input = screen.getByLabelText(field);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toContain(message);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('resets, toasts and goes to /login with the e-mail after 100 ms', async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) => {
      expect(operation.request.variables).toEqual({
        input: { email: 'asha@example.com', code: '123456', password: 'Fresh#Pass9', confirmPassword: 'Fresh#Pass9' },
      });
      return { data: { resetPassword: { message: 'Your password has been reset. You can now sign in.' } } };
    });
    renderApp(PATH, { environment });
    fill({});
    await flush();
    expect(toast.success).toHaveBeenCalledWith('Password reset! You can now sign in.');
    await tick(99);
    expect(currentLocation()).toBe('/reset-password');
    await tick(1);
    expect(currentLocation()).toBe('/login');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.com');
  });

  it("shows the server's message, else 'Invalid or expired code', and stays", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() =>
      Object.assign(new Error('x'), { errors: [{ message: 'Too many wrong attempts. Please request a new code.' }] }),
    );
    environment.mock.queueOperationResolver(() => new TypeError('Failed to fetch'));
    renderApp(PATH, { environment });
    fill({});
    await flush();
    expect(toast.error).toHaveBeenLastCalledWith('Too many wrong attempts. Please request a new code.');
    fill({ code: '654321' });
    await flush();
    expect(toast.error).toHaveBeenLastCalledWith('Invalid or expired code');
    expect(currentLocation()).toBe('/reset-password');
  });

  it('resends the code, then counts down from 30 s; a failure re-enables it at once', async () => {
    const environment = createMockEnvironment();
    renderApp(PATH, { environment });
    await flush();
    fireEvent.click(resendButton());
    await flush();
    expect(resendButton().disabled).toBe(true);
    const [operation] = environment.mock.getAllOperations();
    expect(operation!.request.variables).toEqual({ input: { email: 'asha@example.com' } });
    await act(async () => {
      environment.mock.resolve(operation!, { data: { requestPasswordReset: { message: 'sent' } } });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toast.success).toHaveBeenCalledWith('A new code is on its way');
    expect(resendButton().textContent).toBe('Resend (30s)');
    await tick(1000);
    expect(resendButton().textContent).toBe('Resend (29s)');
    await tick(29_000);
    expect(resendButton().textContent).toBe('Resend');
    expect(resendButton().disabled).toBe(false);

    environment.mock.queueOperationResolver(() => new TypeError('Failed to fetch'));
    fireEvent.click(resendButton());
    await flush();
    expect(toast.error).toHaveBeenLastCalledWith('Failed to resend code. Please try again.');
    expect(resendButton().disabled).toBe(false);
  });
});
