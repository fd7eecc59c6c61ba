// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { createMockEnvironment } from 'relay-test-utils';
import { describedText, renderApp } from '../test-utils';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), loading: vi.fn(() => 'contact-toast') }),
}));

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));
afterEach(cleanup);

function fill(values: Partial<Record<'Name' | 'Email' | 'Phone' | 'Message', string>>) {
  for (const [label, value] of Object.entries(values)) fireEvent.change(screen.getByLabelText(label), { target: { value } });
}
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send message' }));
const valid = { Name: 'Ritika Saxena', Email: 'ritika@example.com', Phone: '9811345678', Message: 'Do you deliver to Indiranagar?' };

describe('ContactPage', () => {
  it('shows the Get in Touch form and every validation message', async () => {
    const environment = createMockEnvironment();
    renderApp('/contact-us', { environment });
    await flush();
    expect(screen.getByRole('heading', { name: 'Get in Touch' })).toBeTruthy();
    send();
    await flush();
    expect(describedText(screen.getByLabelText('Name'))).toBe('Name is required');
    expect(describedText(screen.getByLabelText('Email'))).toBe('Email is required');
    expect(describedText(screen.getByLabelText('Phone'))).toBe('Phone number must be 10 digits');
    expect(describedText(screen.getByLabelText('Message'))).toBe('Message should be at least 10 characters');
    fill({ Email: 'not-an-email', Phone: '98113abcde', Message: 'short' });
    send();
    await flush();
    expect(describedText(screen.getByLabelText('Email'))).toBe('Invalid email address');
    expect(describedText(screen.getByLabelText('Phone'))).toBe('Enter a valid 10-digit phone number');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('turns the loading toast into the success toast and clears the form', async () => {
    const environment = createMockEnvironment();
    renderApp('/contact-us', { environment });
    await flush();
    fill(valid);
    send();
    await flush();
    expect(toast.loading).toHaveBeenCalledWith('Sending your message...');
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({
      input: { name: 'Ritika Saxena', email: 'ritika@example.com', phone: '9811345678', message: 'Do you deliver to Indiranagar?' },
    });
    await act(async () => {
      environment.mock.resolve(operation, {
        data: { createContactEnquiry: { message: 'Thank you for reaching out! We will get back to you soon.' } },
      });
    });
    await flush();
    expect(toast.success).toHaveBeenCalledWith('Thank you for reaching out! We will get back to you soon.', { id: 'contact-toast' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it.each([
    ['a server answer with a message', Object.assign(new Error('x'), { name: 'GraphQLRequestError', status: 429, errors: [{ message: 'Too many messages' }] }), 'Too many messages'],
    ['a server answer without a message', Object.assign(new Error(''), { name: 'GraphQLRequestError', status: 500, errors: [] }), 'Something went wrong.'],
    ['a failed request', new TypeError('Failed to fetch'), 'An error occurred. Please try again later.'],
  ])('on %s, the same toast shows the error', async (_case, error, message) => {
    const environment = createMockEnvironment();
    renderApp('/contact-us', { environment });
    await flush();
    fill(valid);
    send();
    await flush();
    await act(async () => {
      environment.mock.reject(environment.mock.getMostRecentOperation(), error);
    });
    await flush();
    expect(toast.error).toHaveBeenLastCalledWith(message, { id: 'contact-toast' });
    expect((screen.getByLabelText('Name') as HTMLInputElement).value).toBe('Ritika Saxena');
  });
});
