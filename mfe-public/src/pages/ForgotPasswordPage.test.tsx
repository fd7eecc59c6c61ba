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
const SENT = 'If an account exists for this email, we sent a 6-digit code to reset your password.';

function send(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
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

describe('ForgotPasswordPage', () => {
  it('is reached from the login page link and shows the heading, the field and the title', async () => {
    renderApp('/login');
    await flush();
    fireEvent.click(screen.getByRole('link', { name: 'Forgot your password?' }));
    await flush();
    expect(currentLocation()).toBe('/forgot-password');
    expect(screen.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(document.title).toBe('Reset your password – FreshMeals');
  });

  it.each([
    ['', 'Invalid email address'],
    ['not-an-email', 'Invalid email address'],
  ])('rejects %j with %s and sends nothing', async (email, message) => {
    const { environment } = renderApp('/forgot-password');
    send(email);
    await flush();
    const input = screen.getByLabelText('Email');
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toBe(message);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the code and goes to /reset-password with the e-mail', async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) => {
      expect(operation.request.variables).toEqual({ input: { email: 'asha@example.com' } });
      return { data: { requestPasswordReset: { message: SENT } } };
    });
    renderApp('/forgot-password', { environment });
    send('  Asha@Example.com ');
    await flush();
    expect(toast.success).toHaveBeenCalledWith(SENT);
    expect(currentLocation()).toBe('/reset-password');
    expect(screen.getByText('asha@example.com').tagName).toBe('STRONG');
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeTruthy();
    // A code was just sent: Resend waits out the 30 s cooldown.
    expect(screen.getByRole('button', { name: /^Resend/ }).textContent).toBe('Resend (30s)');
  });

  it("shows the server's message, else a generic one, and stays", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() =>
      Object.assign(new Error('x'), { errors: [{ message: 'Please wait 30 seconds before requesting a new code.' }] }),
    );
    environment.mock.queueOperationResolver(() => new TypeError('Failed to fetch'));
    renderApp('/forgot-password', { environment });
    send('asha@example.com');
    await flush();
    expect(toast.error).toHaveBeenLastCalledWith('Please wait 30 seconds before requesting a new code.');
    send('asha@example.com');
    await flush();
    expect(toast.error).toHaveBeenLastCalledWith('Failed to send the code. Please try again.');
    expect(currentLocation()).toBe('/forgot-password');
  });
});
