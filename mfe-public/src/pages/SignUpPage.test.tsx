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

const VALID = {
  Name: 'Asha Rao',
  Email: 'asha@example.com',
  Phone: '9876543210',
  'PIN code': '560038',
  Password: 'Secret#123',
  'Confirm Password': 'Secret#123',
};

function fillForm(values: Partial<Record<keyof typeof VALID, string>>) {
  for (const [label, value] of Object.entries({ ...VALID, ...values })) {
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  }
}

function submit() {
  fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
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

describe('SignUpPage', () => {
  it('is served at /sign-up and /signup with the five fields and a link to /login', async () => {
    for (const path of ['/sign-up', '/signup']) {
      renderApp(path);
      await flush();
      expect(screen.getByRole('heading', { level: 1, name: 'Create your account' })).toBeTruthy();
      for (const label of Object.keys(VALID)) expect(screen.getByLabelText(label)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/login');
      expect(document.title).toBe('Create account – FreshMeals');
      cleanup();
    }
  });

  const cases: Array<[string, keyof typeof VALID, string, Partial<Record<keyof typeof VALID, string>>?]> = [
    ['a 1-character name', 'Name', 'Name is required', { Name: 'A' }],
    ['an invalid e-mail', 'Email', 'Invalid email address', { Email: 'asha@' }],
    ['a short phone', 'Phone', 'Phone number must be 10 digits', { Phone: '98765' }],
    ['a phone with letters', 'Phone', 'Enter a valid 10-digit phone number', { Phone: '98765abcde' }],
    ['a short PIN code', 'PIN code', 'Enter a 6-digit PIN code', { 'PIN code': '5600' }],
    ['a short password', 'Password', 'Password must be at least 8 characters', { Password: 'Ab1#', 'Confirm Password': 'Ab1#' }],
    ['no uppercase', 'Password', 'Must contain an uppercase letter', { Password: 'secret#123', 'Confirm Password': 'secret#123' }],
    ['no lowercase', 'Password', 'Must contain a lowercase letter', { Password: 'SECRET#123', 'Confirm Password': 'SECRET#123' }],
    ['no digit', 'Password', 'Must contain a number', { Password: 'Secret#abc', 'Confirm Password': 'Secret#abc' }],
    ['no special character', 'Password', 'Must contain a special character', { Password: 'Secret1234', 'Confirm Password': 'Secret1234' }],
    ['a different confirmation', 'Confirm Password', 'Passwords do not match', { 'Confirm Password': 'Secret#124' }],
  ];

  it.each(cases)('shows the message for %s under that field only', async (_case, label, message, values) => {
    const { environment } = renderApp('/sign-up');
    fillForm(values ?? {});
    submit();
    await flush();
    const input = screen.getByLabelText(label);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(describedText(input)).toContain(message);
    for (const other of Object.keys(VALID).filter((l) => l !== label)) {
      expect(screen.getByLabelText(other).getAttribute('aria-invalid')).toBeNull();
    }
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('shows every message of an empty form', async () => {
    renderApp('/sign-up');
    submit();
    await flush();
    expect(describedText(screen.getByLabelText('Name'))).toBe('Name is required');
    expect(describedText(screen.getByLabelText('Email'))).toBe('Invalid email address');
    expect(describedText(screen.getByLabelText('Phone'))).toBe('Phone number must be 10 digits');
    expect(describedText(screen.getByLabelText('Password'))).toContain('Password must be at least 8 characters');
  });

  it('signs up with the confirmation in the payload, stores signup-data and goes to /verify after 100 ms', async () => {
    const environment = createMockEnvironment();
    renderApp('/sign-up', { environment });
    fillForm({ Email: ' Asha@Example.COM ' });
    submit();
    await flush();
    expect(toast.loading).toHaveBeenCalledWith('Signing you up...');
    const [operation] = environment.mock.getAllOperations();
    expect(operation.request.variables).toEqual({
      input: {
        name: 'Asha Rao',
        email: 'asha@example.com',
        phone: '9876543210',
        pin: '560038',
        password: 'Secret#123',
        confirmPassword: 'Secret#123',
        plan: null,
        referralCode: null,
      },
    });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { signup: { message: 'Account created. We sent a code to asha@example.com.' } },
      });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(toast.success).toHaveBeenCalledWith('Account created. We sent a code to asha@example.com.', {
      id: 'toast-1',
    });
    expect(JSON.parse(localStorage.getItem('signup-data') ?? 'null')).toEqual({
      // When the code went: /verify's Resend counts the server's 30 s cooldown from it.
      state: { name: 'Asha Rao', email: 'asha@example.com', codeSentAt: Date.now() },
      version: 0,
    });
    await act(() => vi.advanceTimersByTimeAsync(99));
    expect(currentLocation()).toBe('/sign-up');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(currentLocation()).toBe('/verify');
  });

  it("through a referral link: says what the invitation gives once the server confirms the code, and signs up with it", async () => {
    const environment = createMockEnvironment();
    renderApp('/r/abcd2345', { environment });
    await flush();
    expect(currentLocation()).toBe('/signup');
    const invite = environment.mock.getMostRecentOperation();
    expect(invite.request.variables).toEqual({ code: 'abcd2345' });
    await act(async () => {
      environment.mock.resolve(invite, { data: { referralInvite: { code: 'ABCD2345', credit: 200 } } });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('A friend invited you to FreshMeals. You both get ₹200 of credit when your first top-up is paid.')).toBeTruthy();
    fillForm({});
    submit();
    await flush();
    const signup = environment.mock.getMostRecentOperation();
    expect(signup.request.variables.input).toMatchObject({ email: 'asha@example.com', referralCode: 'ABCD2345' });
  });

  it('a referral code that is not good is said so and left out of the sign-up', async () => {
    const environment = createMockEnvironment();
    renderApp('/signup?ref=NOPE', { environment });
    await flush();
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), { data: { referralInvite: null } });
      await vi.advanceTimersByTimeAsync(0);
    });
    expect(screen.getByText('This referral link is not valid. You can still sign up.')).toBeTruthy();
    fillForm({});
    submit();
    await flush();
    expect(environment.mock.getMostRecentOperation().request.variables.input).toMatchObject({ referralCode: null });
  });

  it("replaces the loading toast with the server's message on failure", async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() =>
      Object.assign(new Error('An account with this email already exists'), {
        errors: [{ message: 'An account with this email already exists' }],
      }),
    );
    renderApp('/sign-up', { environment });
    fillForm({});
    submit();
    await flush();
    expect(toast.error).toHaveBeenCalledWith('An account with this email already exists', { id: 'toast-1' });
    expect(localStorage.getItem('signup-data')).toContain('"email":null');
    await act(() => vi.advanceTimersByTimeAsync(500));
    expect(currentLocation()).toBe('/sign-up');
  });

  it('falls back to the product’s text without a server message', async () => {
    const environment = createMockEnvironment();
    environment.mock.queueOperationResolver(() => new TypeError('Failed to fetch'));
    renderApp('/sign-up', { environment });
    fillForm({});
    submit();
    await flush();
    expect(toast.error).toHaveBeenCalledWith('Sign up failed, please try again', { id: 'toast-1' });
  });

  it("opens with the quote's name, e-mail and phone from the location state; any other state fills nothing", async () => {
    renderApp('/sign-up?plan=vegPlan&meals=lunch&duration=28', {
      state: { quoteContact: { name: 'Neha Gupta', email: 'neha@example.com', phone: '9811234567' } },
    });
    await flush();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Neha Gupta');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('neha@example.com');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('9811234567');
    expect((screen.getByLabelText('PIN code') as HTMLInputElement).value).toBe('');
    expect((screen.getByLabelText('Password') as HTMLInputElement).value).toBe('');
    cleanup();

    renderApp('/sign-up', { state: { quoteContact: { name: 42, email: null } } });
    await flush();
    for (const label of ['Name', 'Email', 'Phone']) expect((screen.getByLabelText(label) as HTMLInputElement).value).toBe('');
    cleanup();
    renderApp('/sign-up', { state: { fromSomewhere: true } });
    await flush();
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });
});
