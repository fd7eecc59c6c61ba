// @vitest-environment happy-dom
// The Settings screen's 'Meal cut-offs' against a mock Relay environment: each meal's time and day as
// the server has them, a change saved with the usual toast, a bad time refused with the server's own
// message before anything is sent, and the server's refusal shown as a toast; and the seller's GST
// details (the warning while none are saved, a change saved, a bad GSTIN refused before sending).
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MEAL_MESSAGES } from '@freshmeals/rules/meals';
import { RouteData } from '../../lib/route-data';
import { WithHost } from '../../test-host';
import { SETTINGS_SAVED } from './components/CutoffForm';
import { TAX_SETTINGS_SAVED } from './components/TaxSettingsForm';
import { TAX_SETTINGS_MESSAGES } from '@freshmeals/rules/tax-documents';
import SettingsPage from './index';
import { settingsQueries } from './route';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const CUTOFFS = {
  breakfast: { time: '21:00', dayBefore: true },
  lunch: { time: '10:00', dayBefore: false },
  dinner: { time: '16:00', dayBefore: false },
};

async function renderSettings(taxSettings: Record<string, unknown> = {}) {
  const environment = createMockEnvironment();
  render(
    <WithHost>
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={['/dashboard/settings']}>
          <RouteData queries={settingsQueries}>
            <SettingsPage />
          </RouteData>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </WithHost>,
  );
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('settingsPageQuery');
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        Settings: () => ({ routineCutoffHours: 12 }),
        MealCutoffs: () => CUTOFFS,
        TaxSettings: () => ({
          configured: false,
          legalName: null,
          address: null,
          stateCode: null,
          gstin: null,
          fssaiLicence: null,
          sacCode: '996331',
          ratePercent: 5,
          states: [
            { code: '27', name: 'Maharashtra' },
            { code: '29', name: 'Karnataka' },
          ],
          ...taxSettings,
        }),
      }),
    );
  });
  return { environment, form: screen.getByRole('form', { name: 'Meal cut-offs' }) };
}

const time = (meal: string) => screen.getByLabelText(`${meal} cut-off time`) as HTMLInputElement;
const day = (meal: string, label: string) =>
  within(screen.getByRole('radiogroup', { name: `${meal} cut-off day` })).getByRole('radio', { name: label }) as HTMLInputElement;

describe('meal cut-offs', () => {
  it("shows each meal's time and day as the server has them", async () => {
    const { form } = await renderSettings();
    expect(time('Breakfast').value).toBe('21:00');
    expect(day('Breakfast', 'The day before').checked).toBe(true);
    expect(time('Lunch').value).toBe('10:00');
    expect(day('Lunch', 'The same day').checked).toBe(true);
    expect(time('Dinner').value).toBe('16:00');
    expect(day('Dinner', 'The same day').checked).toBe(true);
    expect(form.textContent).toContain('Customers read: Changes until 21:00 the day before');
    // The routine change cut-off keeps its own card and form.
    expect((screen.getByLabelText('Pause cut-off (hours)') as HTMLInputElement).value).toBe('12');
  });

  it('saves a changed time and day with the usual toast', async () => {
    const { environment, form } = await renderSettings();
    fireEvent.change(time('Lunch'), { target: { value: '11:30' } });
    fireEvent.click(day('Lunch', 'The day before'));
    expect(form.textContent).toContain('Customers read: Changes until 11:30 the day before');
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save cut-offs' }));
    });
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('MealCutoffsFormMutation');
    expect(mutation.request.variables).toEqual({ input: { ...CUTOFFS, lunch: { time: '11:30', dayBefore: true } } });
    await act(async () => {
      environment.mock.resolve(mutation, { data: { updateMealCutoffs: { mealCutoffs: { ...CUTOFFS, lunch: { time: '11:30', dayBefore: true } } } } });
    });
    expect(toast.success).toHaveBeenCalledWith(SETTINGS_SAVED);
    expect(time('Lunch').value).toBe('11:30');
  });

  it("refuses a missing time with the server's message and sends nothing", async () => {
    const { environment, form } = await renderSettings();
    const operations = environment.mock.getAllOperations().length;
    fireEvent.change(time('Dinner'), { target: { value: '' } });
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save cut-offs' }));
    });
    expect(within(form).getByText(MEAL_MESSAGES.cutoffTime)).toBeTruthy();
    expect(environment.mock.getAllOperations().length, 'nothing is sent').toBe(operations);
  });

  it("shows the server's refusal as a toast", async () => {
    const { environment, form } = await renderSettings();
    await act(async () => {
      fireEvent.click(within(form).getByRole('button', { name: 'Save cut-offs' }));
    });
    await act(async () => {
      const answer = Object.assign(new Error('Not authorized'), { name: 'GraphQLRequestError', status: 200, errors: [{ message: 'Not authorized' }] });
      environment.mock.reject(environment.mock.getMostRecentOperation(), answer);
    });
    expect(toast.error).toHaveBeenCalledWith('Not authorized');
    expect(toast.success).not.toHaveBeenCalled();
  });
});

describe('GST details', () => {
  const SAVED = {
    configured: true,
    legalName: 'FreshMeals Private Limited',
    address: '12 MG Road, Bengaluru',
    stateCode: '29',
    gstin: '29ABCDE1234F1Z5',
    fssaiLicence: '11221333000123',
    sacCode: '996331',
    ratePercent: 5,
  };
  const gstForm = () => screen.getByRole('form', { name: 'GST details' });

  it('warns that nothing is issued until they are saved, and shows the defaults', async () => {
    await renderSettings();
    expect(gstForm().textContent).toContain('No receipt voucher or tax invoice is issued until these are saved.');
    expect((screen.getByLabelText('SAC code') as HTMLInputElement).value).toBe('996331');
    expect((screen.getByLabelText('GST rate (%)') as HTMLInputElement).value).toBe('5.00');
  });

  it('saves changed details with a toast; the screen then reads the saved ones', async () => {
    // As if saved by someone else since: the answer is what the screen shows next.
    const { environment } = await renderSettings({ ...SAVED, configured: false });
    expect(gstForm().textContent).toContain('No receipt voucher');
    fireEvent.change(screen.getByLabelText('Legal name'), { target: { value: 'FreshMeals Foods LLP' } });
    await act(async () => {
      fireEvent.click(within(gstForm()).getByRole('button', { name: 'Save' }));
    });
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('TaxSettingsFormMutation');
    const { configured: _configured, ...input } = SAVED;
    expect(mutation.request.variables).toEqual({ input: { ...input, legalName: 'FreshMeals Foods LLP' } });
    await act(async () => {
      environment.mock.resolve(mutation, MockPayloadGenerator.generate(mutation, { TaxSettings: () => ({ ...SAVED, legalName: 'FreshMeals Foods LLP', states: [] }) }));
    });
    expect(toast.success).toHaveBeenCalledWith(TAX_SETTINGS_SAVED);
    expect(gstForm().textContent).not.toContain('No receipt voucher');
    expect((screen.getByLabelText('Legal name') as HTMLInputElement).value).toBe('FreshMeals Foods LLP');
  });

  it("refuses a GSTIN of another state with the server's message and sends nothing", async () => {
    const { environment } = await renderSettings(SAVED);
    const operations = environment.mock.getAllOperations().length;
    fireEvent.change(screen.getByLabelText('GSTIN'), { target: { value: '27ABCDE1234F1Z5' } });
    await act(async () => {
      fireEvent.click(within(gstForm()).getByRole('button', { name: 'Save' }));
    });
    expect(within(gstForm()).getByText(TAX_SETTINGS_MESSAGES.gstinState)).toBeTruthy();
    expect(environment.mock.getAllOperations().length, 'nothing is sent').toBe(operations);
  });
});
