// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { createMockEnvironment } from 'relay-test-utils';
import { currentLocation, describedText, renderApp } from '../test-utils';
import { useSignupData } from '../store/signup-data';

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

function codeInput() {
  return screen.getByLabelText('Verification code') as HTMLInputElement;
}

function enterCode(code: string) {
  fireEvent.change(codeInput(), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
}

function resendButton() {
  return screen.getByRole('button', { name: /^Resend/ }) as HTMLButtonElement;
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  useSignupData.setState({ name: 'Asha Rao', email: 'asha@example.com', codeSentAt: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('VerifyPage without pending sign-up data', () => {
  it('says so and redirects to /sign-up after 500 ms', async () => {
    useSignupData.getState().clear();
    renderApp('/verify');
    await flush();
    expect(screen.getByRole('status').textContent).toContain('No pending sign-up found');
    expect(screen.queryByLabelText('Verification code')).toBeNull();
    await tick(499);
    expect(currentLocation()).toBe('/verify');
    await tick(1);
    expect(currentLocation()).toBe('/sign-up');
    expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
  });
});

describe('VerifyPage', () => {
  it('shows where the code went and a 6-digit one-time-code input', async () => {
    renderApp('/verify');
    await flush();
    expect(screen.getByText('asha@example.com').tagName).toBe('STRONG');
    const input = codeInput();
    expect(input.maxLength).toBe(6);
    expect(input.getAttribute('inputmode')).toBe('numeric');
    expect(input.getAttribute('autocomplete')).toBe('one-time-code');
    expect(resendButton().textContent).toBe('Resend');
    expect(document.title).toBe('Verify your email – FreshMeals');
  });

  it.each([
    ['123', 'Code must be exactly 6 digits'],
    ['', 'Code must be exactly 6 digits'],
    ['12ab56', 'Code must contain only digits'],
  ])('rejects %j with %s', async (code, message) => {
    const { environment } = renderApp('/verify');
    enterCode(code);
    await flush();
    expect(codeInput().getAttribute('aria-invalid')).toBe('true');
    expect(describedText(codeInput())).toBe(message);
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('verifies, clears signup-data and goes to /login after 100 ms', async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver((operation) => {
      expect(operation.request.variables).toEqual({ input: { email: 'asha@example.com', code: '123456' } });
      return { data: { verifyEmail: { message: 'Email verified' } } };
    });
    renderApp('/verify', { environment });
    enterCode('123456');
    await flush();
    expect(toast.success).toHaveBeenCalledWith('Code verified!');
    expect(localStorage.getItem('signup-data')).toBeNull();
    expect(useSignupData.getState().email).toBeNull();
    await tick(99);
    expect(currentLocation()).toBe('/verify');
    await tick(1);
    expect(currentLocation()).toBe('/login');
    // The verified e-mail is handed to the login form.
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.com');
    await tick(1000);
    expect(currentLocation()).toBe('/login');
  });

  it("shows the server's message, else 'Invalid or expired code', when verification fails", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() =>
      Object.assign(new Error('x'), { errors: [{ message: 'The code has expired' }] }),
    );
    environment.mock.queueOperationResolver(() => new TypeError('Failed to fetch'));
    renderApp('/verify', { environment });
    enterCode('123456');
    await flush();
    expect(toast.error).toHaveBeenLastCalledWith('The code has expired');
    enterCode('654321');
    await flush();
    expect(toast.error).toHaveBeenLastCalledWith('Invalid or expired code');
    expect(useSignupData.getState().email).toBe('asha@example.com');
    expect(currentLocation()).toBe('/verify');
  });

  it('asks for a password when the server needs one, with the sign-up rules, and sends it with the code', async () => {
    const environment = createMockEnvironment();
    const sent: unknown[] = [];
    environment.mock.queueOperationResolver((operation) => {
      sent.push(operation.request.variables);
      return Object.assign(new Error('x'), {
        errors: [{ message: 'Choose a password to finish creating your account.', extensions: { code: 'PASSWORD_REQUIRED', field: 'password' } }],
      });
    });
    renderApp('/verify', { environment });
    await flush();
    expect(screen.queryByLabelText('Password')).toBeNull();
    enterCode('123456');
    await flush();
    // Not a failure: the page asks for a password, with the server's words, and keeps the code.
    expect(toast.error).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toBe('Choose a password to finish creating your account.');
    const password = screen.getByLabelText('Password') as HTMLInputElement;
    const confirm = screen.getByLabelText('Confirm Password') as HTMLInputElement;
    expect(password.type).toBe('password');
    expect(password.autocomplete).toBe('new-password');
    expect(describedText(password)).toContain('At least 8 characters');
    expect(codeInput().value).toBe('123456');
    expect(currentLocation()).toBe('/verify');

    // The sign-up's rules and messages, checked before anything is sent.
    fireEvent.change(password, { target: { value: 'short' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await flush();
    expect(describedText(password)).toContain('Password must be at least 8 characters');
    fireEvent.change(password, { target: { value: 'Owner#Chosen3' } });
    fireEvent.change(confirm, { target: { value: 'Owner#Other4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await flush();
    expect(describedText(confirm)).toBe('Passwords do not match');
    expect(sent).toHaveLength(1);

    environment.mock.queueOperationResolver((operation) => {
      sent.push(operation.request.variables);
      return { data: { verifyEmail: { message: 'Email verified. You can now sign in.' } } };
    });
    fireEvent.change(confirm, { target: { value: 'Owner#Chosen3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await flush();
    expect(sent).toEqual([
      { input: { email: 'asha@example.com', code: '123456' } },
      { input: { email: 'asha@example.com', code: '123456', password: 'Owner#Chosen3', confirmPassword: 'Owner#Chosen3' } },
    ]);
    expect(toast.success).toHaveBeenCalledWith('Code verified!');
    await tick(100);
    expect(currentLocation()).toBe('/login');
  });

  it('disables Resend while in flight, then counts down from 30 s', async () => {
    const environment = createMockEnvironment();
    renderApp('/verify', { environment });
    await flush();
    fireEvent.click(resendButton());
    await flush();
    expect(resendButton().disabled).toBe(true);
    const [operation] = environment.mock.getAllOperations();
    expect(operation.request.variables).toEqual({ input: { email: 'asha@example.com' } });

    await act(async () => {
      environment.mock.resolve(operation, { data: { resendCode: { message: 'Code sent' } } });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toast.success).toHaveBeenCalledWith('Verification code resent');
    expect(resendButton().textContent).toBe('Resend (30s)');
    expect(resendButton().disabled).toBe(true);
    await tick(1000);
    expect(resendButton().textContent).toBe('Resend (29s)');
    await tick(1000);
    expect(resendButton().textContent).toBe('Resend (28s)');
    await tick(27_000);
    expect(resendButton().textContent).toBe('Resend (1s)');
    expect(resendButton().disabled).toBe(true);
    await tick(1000);
    expect(resendButton().textContent).toBe('Resend');
    expect(resendButton().disabled).toBe(false);
  });

  it('arriving right after sign-up, Resend counts down the rest of the 30 s from when the code was sent, also after a reload', async () => {
    useSignupData.setState({ codeSentAt: Date.now() - 10_000 });
    renderApp('/verify');
    await flush();
    expect(resendButton().disabled).toBe(true);
    expect(resendButton().textContent).toBe('Resend (20s)');
    await tick(20_000);
    expect(resendButton().disabled).toBe(false);
    expect(resendButton().textContent).toBe('Resend');
  });

  it('remembers when Resend sent a code, so a reload keeps the countdown', async () => {
    const environment = createMockEnvironment();
    renderApp('/verify', { environment });
    await flush();
    fireEvent.click(resendButton());
    await flush();
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { resendCode: { message: 'A new code was sent' } } });
    });
    await flush();
    expect(useSignupData.getState().codeSentAt).toBe(Date.now());
    expect(JSON.parse(localStorage.getItem('signup-data')!).state.codeSentAt).toBe(Date.now());
  });

  it('re-enables Resend at once when resending fails', async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() => new TypeError('Failed to fetch'));
    environment.mock.queueOperationResolver(() =>
      Object.assign(new Error('x'), { errors: [{ message: 'Too many requests, try again later' }] }),
    );
    renderApp('/verify', { environment });
    await flush();
    fireEvent.click(resendButton());
    await flush();
    expect(toast.error).toHaveBeenLastCalledWith('Failed to resend code. Please try again.');
    expect(resendButton().textContent).toBe('Resend');
    expect(resendButton().disabled).toBe(false);
    fireEvent.click(resendButton());
    await flush();
    expect(toast.error).toHaveBeenLastCalledWith('Too many requests, try again later');
  });
});
