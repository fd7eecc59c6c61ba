// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { createMockEnvironment } from 'relay-test-utils';
import { currentLocation, currentSearch, describedText, renderApp } from '../test-utils';
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

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  vi.useFakeTimers();
  localStorage.clear();
  useSignupData.setState({ name: null, email: null, codeSentAt: null });
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('LoginPage', () => {
  it('shows the heading, the fields, the placeholder and sign-up links and sets the title', async () => {
    renderApp('/login');
    await flush();
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in to your account' })).toBeTruthy();
    expect(screen.getByLabelText('Email').getAttribute('type')).toBe('email');
    expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    expect(screen.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up' }).getAttribute('href')).toBe('/sign-up');
    expect(screen.getByRole('link', { name: 'FreshMeals' }).getAttribute('href')).toBe('/');
    expect(document.title).toBe('Sign in – FreshMeals');
  });

  it('shows the validation messages under the right fields and sends nothing', async () => {
    const { environment } = renderApp('/login');
    fill('Email', 'not-an-email');
    submit();
    await flush();
    const email = screen.getByLabelText('Email');
    const password = screen.getByLabelText('Password');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(email)).toBe('Invalid email address');
    expect(password.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(password)).toBe('Password is required');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('with an unverified e-mail: stores signup-data, tells the user and goes to /verify after 100 ms', async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() => ({
      data: {
        login: {
          accessToken: null,
          user: { id: 'U1', name: 'Asha Rao', email: 'asha@example.com', emailVerified: false, role: 'customer' },
        },
      },
    }));
    const { host } = renderApp('/login', { environment });
    fill('Email', ' Asha@Example.com ');
    fill('Password', 'Secret#123');
    submit();
    await flush();

    const operation = environment.mock.getAllOperations();
    expect(operation).toHaveLength(0); // resolved by the queued resolver
    expect(toast.info).toHaveBeenCalledWith('Please verify your email before logging in.');
    expect(host.setSession).not.toHaveBeenCalled();
    expect(JSON.parse(localStorage.getItem('signup-data') ?? 'null')).toEqual({
      // No code was sent by signing in: /verify's Resend is free at once.
      state: { name: 'Asha Rao', email: 'asha@example.com', codeSentAt: null },
      version: 0,
    });
    expect(currentLocation()).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(currentLocation()).toBe('/login');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(currentLocation()).toBe('/verify');
    expect(screen.getByText('asha@example.com')).toBeTruthy();
  });

  it('sends the trimmed, lower-cased e-mail; on success stores the session, resets and goes to /dashboard', async () => {
    const environment = createMockEnvironment();
    const { host } = renderApp('/login', { environment });
    fill('Email', ' Asha@Example.com ');
    fill('Password', 'Secret#123');
    submit();
    await flush();
    const [operation] = environment.mock.getAllOperations();
    expect(operation.request.variables).toEqual({ input: { email: 'asha@example.com', password: 'Secret#123' } });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: {
          login: {
            accessToken: 'token-1',
            user: { id: 'U1', name: 'Asha Rao', email: 'asha@example.com', emailVerified: true, role: 'customer' },
          },
        },
      });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(host.setSession).toHaveBeenCalledWith(
      { id: 'U1', name: 'Asha Rao', email: 'asha@example.com', emailVerified: true, role: 'customer' },
      'token-1',
    );
    expect(toast.success).toHaveBeenCalledWith('Login successful!');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    expect(useSignupData.getState().email).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(100));
    expect(currentLocation()).toBe('/dashboard');
  });

  async function signInOn(path: string, state?: unknown) {
    const environment = createMockEnvironment();
    renderApp(path, { environment, state });
    fill('Email', 'admin@example.com');
    fill('Password', 'Secret#123');
    submit();
    await flush();
    await act(async () => {
      environment.mock.resolve(environment.mock.getAllOperations()[0]!, {
        data: {
          login: {
            accessToken: 'token-1',
            user: { id: 'U1', name: 'Demo Admin', email: 'admin@example.com', emailVerified: true, role: 'admin' },
          },
        },
      });
      await vi.advanceTimersByTimeAsync(100);
    });
    return `${currentLocation()}${currentSearch()}`;
  }

  it('returns to the page the gate sent the user from, with its query', async () => {
    expect(await signInOn('/login', { from: '/dashboard/users/transactions?userId=7' })).toBe('/dashboard/users/transactions?userId=7');
  });

  it('returns to a ?next= path of this site, and never to another origin', async () => {
    expect(await signInOn('/login?next=%2Fdashboard%2Fmenu')).toBe('/dashboard/menu');
    cleanup();
    expect(await signInOn('/login?next=https%3A%2F%2Fevil.example%2F')).toBe('/dashboard');
    cleanup();
    expect(await signInOn('/login?next=%2F%2Fevil.example')).toBe('/dashboard');
    cleanup();
    expect(await signInOn('/login', { from: '/\\evil.example' })).toBe('/dashboard');
  });

  it("shows the server's message when the login fails", async () => {
    const environment = createMockEnvironment();
    // What the shell's network layer throws: a GraphQLRequestError carrying the GraphQL errors.
    environment.mock.queueOperationResolver(() =>
      Object.assign(new Error('Invalid email or password'), { errors: [{ message: 'Invalid email or password' }] }),
    );
    const { host } = renderApp('/login', { environment });
    fill('Email', 'asha@example.com');
    fill('Password', 'wrong');
    submit();
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Invalid email or password');
    expect(host.setSession).not.toHaveBeenCalled();
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(currentLocation()).toBe('/login');
  });

  it('reads GraphQL errors Relay reports for a response without data', async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() => ({ data: null, errors: [{ message: 'Too many attempts' }] }) as never);
    renderApp('/login', { environment });
    fill('Email', 'asha@example.com');
    fill('Password', 'wrong');
    submit();
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Too many attempts');
  });

  it('falls back to the product’s text when the server sent no message', async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() => new TypeError('Failed to fetch'));
    renderApp('/login', { environment });
    fill('Email', 'asha@example.com');
    fill('Password', 'whatever');
    submit();
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Login failed. Please check your credentials.');
  });

  it('pre-fills the e-mail handed over by /verify', async () => {
    renderApp('/login', { state: { email: 'asha@example.com' } });
    await flush();
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('asha@example.com');
  });
});
