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
const SENT = 'If an account exists for this email, we sent a 6-digit sign-in code.';

function send(email: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
}

function enter(code: string) {
  fireEvent.change(screen.getByLabelText('Sign-in code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
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

describe('SignInCodePage', () => {
  it("is reached from the login page's link and shows the heading, the field and the title", async () => {
    renderApp('/login');
    await flush();
    fireEvent.click(screen.getByRole('link', { name: 'Email me a sign-in code' }));
    await flush();
    expect(currentLocation()).toBe('/sign-in-code');
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in with a code' })).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByRole('link', { name: 'Back to sign in' }).getAttribute('href')).toBe('/login');
    expect(document.title).toBe('Sign in with a code – FreshMeals');
  });

  it('rejects a bad e-mail and sends nothing', async () => {
    const { environment } = renderApp('/sign-in-code');
    send('not-an-email');
    await flush();
    expect(describedText(screen.getByLabelText('Email'))).toBe('Invalid email address');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('sends the code, then signs in with it: stores the session and goes to /dashboard', async () => {
    const environment = createMockEnvironment();
    const { host } = renderApp('/sign-in-code', { environment });
    send('  Asha@Example.com ');
    await flush();
    const [request] = environment.mock.getAllOperations();
    expect(request!.request.node.operation.name).toBe('SignInCodePageRequestMutation');
    expect(request!.request.variables).toEqual({ input: { email: 'asha@example.com' } });
    await act(async () => {
      environment.mock.resolve(request!, { data: { requestSignInCode: { message: SENT } } });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toast.success).toHaveBeenCalledWith(SENT);
    expect(screen.getByText('asha@example.com').tagName).toBe('STRONG');
    // A code was just sent: Resend waits out the 30 s cooldown.
    expect(screen.getByRole('button', { name: /^Resend/ }).textContent).toBe('Resend (30s)');

    // The code field checks the code like the other code forms.
    enter('12');
    await flush();
    expect(describedText(screen.getByLabelText('Sign-in code'))).toBe('Code must be exactly 6 digits');
    expect(environment.mock.getAllOperations()).toHaveLength(0);

    enter('123456');
    await flush();
    const [signIn] = environment.mock.getAllOperations();
    expect(signIn!.request.node.operation.name).toBe('SignInCodePageSignInMutation');
    expect(signIn!.request.variables).toEqual({ input: { email: 'asha@example.com', code: '123456' } });
    await act(async () => {
      environment.mock.resolve(signIn!, {
        data: {
          signInWithCode: {
            accessToken: 'token-2',
            user: { id: 'U1', name: 'Asha Rao', email: 'asha@example.com', emailVerified: true, role: 'customer' },
          },
        },
      });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(host.setSession).toHaveBeenCalledWith(
      { id: 'U1', name: 'Asha Rao', email: 'asha@example.com', emailVerified: true, role: 'customer' },
      'token-2',
    );
    expect(toast.success).toHaveBeenCalledWith('Login successful!');
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(currentLocation()).toBe('/dashboard');
  });

  it("shows the server's message for a wrong code and stays signed out", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() => ({ data: { requestSignInCode: { message: SENT } } }));
    environment.mock.queueOperationResolver(() => Object.assign(new Error('x'), { errors: [{ message: 'Invalid or expired code' }] }));
    const { host } = renderApp('/sign-in-code', { environment });
    send('asha@example.com');
    await flush();
    enter('654321');
    await flush();
    expect(toast.error).toHaveBeenLastCalledWith('Invalid or expired code');
    expect(host.setSession).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/sign-in-code');
    // Start again goes back to the e-mail step.
    fireEvent.click(screen.getByRole('button', { name: 'Start again' }));
    expect(screen.getByLabelText('Email')).toBeTruthy();
  });
});
