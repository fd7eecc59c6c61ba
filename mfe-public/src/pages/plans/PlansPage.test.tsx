// @vitest-environment happy-dom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from 'sonner';
import { createMockEnvironment } from 'relay-test-utils';
import { currentLocation, currentSearch, describedText, renderApp } from '../../test-utils';
import { preloadParts } from './PlansPage';

vi.mock('sonner', () => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn(), loading: vi.fn(() => 't1') }),
}));

const flush = () => act(() => new Promise((resolve) => setTimeout(resolve, 0)));

beforeEach(() => sessionStorage.clear());
afterEach(cleanup);

const press = (name: string | RegExp) => fireEvent.click(screen.getByRole('button', { name }));

function dialog() {
  return within(screen.getByTestId('quote-dialog'));
}

function fillContact(values: { name: string; email: string; phone: string }) {
  fireEvent.change(dialog().getByLabelText('Name'), { target: { value: values.name } });
  fireEvent.change(dialog().getByLabelText('Email'), { target: { value: values.email } });
  fireEvent.change(dialog().getByLabelText('Phone'), { target: { value: values.phone } });
}

async function choose() {
  press('Lunch');
  press('Dinner');
  press('28 days');
  press(/Paneer/);
  await flush();
}

describe('PlansPage', () => {
  it('shows the plans with their ranges, the chips, the add-ons and the delivery note, Veg Plan selected', async () => {
    renderApp('/plans');
    await flush();
    for (const text of ['Veg Plan', 'Egg Plan', 'Chicken Plan', '300–600', '15–30g', '350–650', '20–35g', '400–700', '25–45g'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    expect(screen.getByTestId('plan-vegPlan').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('plan-eggPlan').getAttribute('aria-pressed')).toBe('false');
    for (const name of ['Breakfast', 'Lunch', 'Dinner', '14 days', '28 days'])
      expect(screen.getByRole('button', { name }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: /Chicken.*\+20g/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Paneer.*\+18g/ })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Egg.*\+12g/ })).toBeTruthy();
    expect(screen.getByText(/Delivery up to 4 km/).parentElement?.textContent).toContain('Delivery charges depend on your location.');
    expect(screen.queryByText(/₹\d/, { selector: '[class*=price]' })).toBeNull();
  });

  it('shows every message of the plan form and the quote contact form, and sends nothing', async () => {
    const environment = createMockEnvironment();
    renderApp('/plans', { environment });
    await flush();
    press('Veg Plan'.replace(/.*/, 'Request a quote'));
    await flush();
    expect(dialog().getByRole('heading', { name: 'Get Your Meal Plan Quote' })).toBeTruthy();
    // Deselect the plan behind the dialog: the page's own toggle.
    fireEvent.click(screen.getByTestId('plan-vegPlan'));
    fillContact({ name: '', email: 'nope', phone: '12345' });
    fireEvent.click(dialog().getByRole('button', { name: 'Get my quote' }));
    await flush();
    // Once, in the dialog: no toast repeats it.
    expect(toast.error).not.toHaveBeenCalledWith('Please select a meal plan first.');
    expect(screen.getAllByText('Please select a meal plan first.')).toHaveLength(1);
    expect(screen.getByTestId('quote-form-error').textContent).toBe('Please select a meal plan first.');
    const errors = within(screen.getByTestId('quote-plan-errors'));
    expect(errors.getByText('Please select a plan')).toBeTruthy();
    expect(errors.getByText('Choose at least one meal type')).toBeTruthy();
    expect(errors.getByText('Invalid duration')).toBeTruthy();
    expect(describedText(dialog().getByLabelText('Name'))).toBe('Name is required');
    expect(describedText(dialog().getByLabelText('Email'))).toBe('Invalid email');
    expect(describedText(dialog().getByLabelText('Phone'))).toBe('Phone must be 10 digits');
    fireEvent.change(dialog().getByLabelText('Phone'), { target: { value: '98765abcde' } });
    fireEvent.click(dialog().getByRole('button', { name: 'Get my quote' }));
    await flush();
    expect(describedText(dialog().getByLabelText('Phone'))).toBe('Phone must contain only digits');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('asks before resubmitting when the enquiry already exists, then resets on success', async () => {
    const environment = createMockEnvironment();
    renderApp('/plans', { environment });
    await flush();
    await choose();
    press('Request a quote');
    await flush();
    fillContact({ name: 'Neha Gupta', email: 'Neha@Example.com', phone: '9811234567' });
    fireEvent.click(dialog().getByRole('button', { name: 'Get my quote' }));
    await flush();

    const [first] = environment.mock.getAllOperations();
    expect(first.request.variables).toEqual({
      input: {
        name: 'Neha Gupta',
        email: 'neha@example.com',
        phone: '9811234567',
        mealType: 'vegPlan',
        mealDetails: ['lunch', 'dinner'],
        duration: 28,
        addons: ['Paneer'],
        override: false,
      },
    });
    await act(async () => {
      environment.mock.resolve(first, { data: { createEnquiry: { alreadyExists: true, enquiry: null } } });
    });
    await flush();
    const exists = within(screen.getByTestId('enquiry-exists-dialog'));
    expect(exists.getByRole('heading', { name: 'Enquiry Already Exists' })).toBeTruthy();
    expect(exists.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    fireEvent.click(exists.getByRole('button', { name: 'Resubmit' }));
    await flush();

    const [second] = environment.mock.getAllOperations();
    expect(second.request.variables.input).toMatchObject({ email: 'neha@example.com', override: true });
    await act(async () => {
      environment.mock.resolve(second, {
        data: { createEnquiry: { alreadyExists: false, enquiry: { id: 'RW5xdWlyeTox' } } },
      });
    });
    await flush();
    expect(toast.success).toHaveBeenCalled();
    // Dialogs closed, selection back to the default.
    expect(screen.getByTestId('quote-dialog').hasAttribute('open')).toBe(false);
    expect(screen.getByTestId('plan-vegPlan').getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Lunch' }).getAttribute('aria-pressed')).toBe('false');
    expect(screen.getByRole('button', { name: '28 days' }).getAttribute('aria-pressed')).toBe('false');
    press('Request a quote');
    await flush();
    expect((dialog().getByLabelText('Email') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's message, or the fallback, when the enquiry fails", async () => {
    const environment = createMockEnvironment();
    renderApp('/plans', { environment });
    await flush();
    await choose();
    press('Request a quote');
    await flush();
    fillContact({ name: 'Neha', email: 'neha@example.com', phone: '9811234567' });
    fireEvent.click(dialog().getByRole('button', { name: 'Get my quote' }));
    await flush();
    await act(async () => {
      environment.mock.reject(
        environment.mock.getMostRecentOperation(),
        Object.assign(new Error('Too many requests'), { errors: [{ message: 'Too many requests, try later' }] }),
      );
    });
    expect(toast.error).toHaveBeenLastCalledWith('Too many requests, try later');

    fireEvent.click(dialog().getByRole('button', { name: 'Get my quote' }));
    await flush();
    await act(async () => {
      environment.mock.reject(environment.mock.getMostRecentOperation(), new TypeError('Failed to fetch'));
    });
    expect(toast.error).toHaveBeenLastCalledWith('Failed to submit enquiry. Please try again.');
    expect(screen.getByTestId('quote-form-error').textContent).toBe('Failed to submit enquiry. Please try again.');
    // The dialog stays open with the data for another try.
    expect(screen.getByTestId('quote-dialog').hasAttribute('open')).toBe(true);
  });

  it('records quote_form_view, start and submit once per session', async () => {
    const environment = createMockEnvironment();
    renderApp('/plans', { environment });
    await flush();
    await choose();
    press('Request a quote');
    await flush();
    fireEvent.focus(dialog().getByLabelText('Name'));
    fillContact({ name: 'Neha', email: 'neha@example.com', phone: '9811234567' });
    fireEvent.click(dialog().getByRole('button', { name: 'Get my quote' }));
    await flush();
    const keys = Object.keys(sessionStorage).filter((key) => key.startsWith('fm-analytics-once:'));
    expect(keys.sort()).toEqual([
      'fm-analytics-once:quote_form_start',
      'fm-analytics-once:quote_form_submit',
      'fm-analytics-once:quote_form_view',
    ]);
  });

  it('says what the selection lacks as the dialog opens, before any contact detail is typed', async () => {
    const environment = createMockEnvironment();
    renderApp('/plans', { environment });
    await flush();
    press('Request a quote');
    await flush();
    const errors = within(dialog().getByTestId('quote-plan-errors'));
    expect(errors.getByText('Choose at least one meal type')).toBeTruthy();
    expect(errors.getByText('Invalid duration')).toBeTruthy();
    expect(dialog().getAllByText('Not selected', { selector: 'dd' })).toHaveLength(2);
    // Nothing typed yet: no message on the contact fields, nothing sent.
    expect(describedText(dialog().getByLabelText('Name'))).toBe('');
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    // The messages follow the selection: choosing a meal and a duration clears them.
    press('Lunch');
    press('14 days');
    await flush();
    expect(dialog().queryByTestId('quote-plan-errors')).toBeNull();
  });

  it("'Sign up with this plan' opens the sign-up with the quote's plan in the address and its contact details filled in, not in the address", async () => {
    const environment = createMockEnvironment();
    renderApp('/plans', { environment });
    await flush();
    fireEvent.click(screen.getByTestId('plan-eggPlan'));
    press('Lunch');
    press('14 days');
    press(/Egg.*\+12g/);
    press('Request a quote');
    await flush();
    fillContact({ name: 'Neha Gupta', email: 'Neha@Example.com', phone: '9811234567' });
    fireEvent.click(dialog().getByRole('button', { name: 'Get my quote' }));
    await flush();
    await act(async () => {
      environment.mock.resolveMostRecentOperation({ data: { createEnquiry: { alreadyExists: false, enquiry: { id: 'RW5xdWlyeTox' } } } });
    });
    await preloadParts();
    await flush();
    const link = screen.getByRole('link', { name: 'Sign up with this plan' });
    const href = link.getAttribute('href')!;
    expect(href).toBe('/sign-up?plan=eggPlan&meals=lunch&duration=14&addons=Egg');
    expect(href).not.toMatch(/neha|9811234567|Gupta/i);
    fireEvent.click(link);
    await flush();
    expect(currentLocation()).toBe('/sign-up');
    expect(currentSearch()).toBe('?plan=eggPlan&meals=lunch&duration=14&addons=Egg');
    expect((await screen.findByLabelText('Name') as HTMLInputElement).value).toBe('Neha Gupta');
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('neha@example.com');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('9811234567');
    expect((screen.getByLabelText('PIN code') as HTMLInputElement).value).toBe('');
    expect(screen.getByText(/Signing up with your plan: Egg plan: lunch every day, for 14 days, with Egg\./)).toBeTruthy();
  });
});
