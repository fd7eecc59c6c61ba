// @vitest-environment happy-dom
// The routine screen against a mock Relay environment: the loaded slot, the click rules, the
// dialog, double click, and what 'Update preference' sends and says.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { Role } from '@freshmeals/host-api';
import { WithHost } from '../../test-host';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { RouteData } from '../../lib/route-data';
import RoutinePage from './index';
import { routineQueries } from './route';
import { parseUserId } from '../shared/user-screens';

const LUNCH = { weekday: 'monday', meal: 'lunch', hour: 13, type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2, addressId: null as number | null };
const HOME = { addressId: 1, label: 'Home', line1: '14, 2nd Cross', line2: null, landmark: null, city: 'Bengaluru', pin: '560038', notes: null, isDefault: true };
const OFFICE = { ...HOME, addressId: 2, label: 'Office', line1: 'Prestige Tower', pin: '560001', isDefault: false };

type ChangeDate = { weekday: string; meal: string; label: string };

async function renderRoutine(
  cutoff: { changesFrom: ChangeDate[] } = { changesFrom: [] },
  role: Role = 'admin',
  { slots = [LUNCH], addresses = [HOME] }: { slots?: (typeof LUNCH)[]; addresses?: (typeof HOME)[] } = {},
) {
  const environment = createMockEnvironment();
  render(
    <WithHost role={role}>
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={['/dashboard/users/user-routine?userId=5&name=Priya+Iyer&email=priya%40example.com']}>
        <RouteData queries={routineQueries}>
          <RoutinePage />
        </RouteData>
      </MemoryRouter>
    </RelayEnvironmentProvider>
    </WithHost>,
  );
  const operation = environment.mock.getMostRecentOperation();
  // Kitchen staff ask for no prices (the server refuses them those).
  expect(operation.request.variables).toEqual({ userId: 5, withMoney: role === 'admin' });
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Routine: () => ({ slots, ...cutoff }), Query: () => ({ addresses }) }));
  });
  return environment;
}

const cell = (name: string) => screen.getByRole('button', { name: new RegExp(`^${name}:`) });

describe('routine screen', () => {
  it('reads the user id from the query string', () => {
    expect(parseUserId('5')).toBe(5);
    expect(parseUserId(btoa('User:12'))).toBe(12);
    expect(parseUserId('0')).toBeNull();
    expect(parseUserId('abc')).toBeNull();
    expect(parseUserId(null)).toBeNull();
  });

  it('when the routine fails to load, only logs it: the grid is empty and saving is off', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const environment = createMockEnvironment();
    render(
      <WithHost>
    <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={['/dashboard/users/user-routine?userId=5&name=Priya+Iyer&email=priya%40example.com']}>
          <RouteData queries={routineQueries}>
            <RoutinePage />
          </RouteData>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </WithHost>,
    );
    await act(async () => {
      environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('Network down'));
    });
    expect(cell('Monday 13:00').textContent).not.toContain('Lunch');
    const save = screen.getByRole('button', { name: /Update preference/ }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(toast.error).not.toHaveBeenCalled();
    log.mockRestore();
  });

  it('says from which date each changed meal applies, in its cell and above the grid', async () => {
    await renderRoutine({
      changesFrom: [
        { weekday: 'monday', meal: 'lunch', label: 'From Mon 7 Dec' },
        { weekday: 'tuesday', meal: 'breakfast', label: 'From Tue 1 Dec' },
      ],
    });
    expect(screen.getByText(/A change reaches each meal from its next date not yet past its cut-off/)).toBeTruthy();
    // Nothing changed yet: no dates.
    expect(screen.queryByText(/From Mon 7 Dec/)).toBeNull();
    // Monday's lunch removed, Tuesday's breakfast added: both are listed; the added slot shows its date.
    fireEvent.doubleClick(cell('Monday 13:00'));
    fireEvent.click(cell('Tuesday 07:00'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cell('Tuesday 07:00').textContent).toContain('From Tue 1 Dec'));
    expect(screen.getByLabelText('When the changes apply').textContent).toBe('Monday lunch: from Mon 7 Dec · Tuesday breakfast: from Tue 1 Dec');
    // A cell is never locked: every hour of a meal can be chosen.
    expect((cell('Monday 14:00') as HTMLButtonElement).disabled).toBe(false);
  });

  it('is read-only for kitchen staff: no saving, and a click changes nothing', async () => {
    await renderRoutine(undefined, 'kitchen');
    expect(screen.getByText('Read only: admins change routines.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Update preference/ })).toBeNull();
    fireEvent.click(cell('Tuesday 13:00'));
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.doubleClick(cell('Monday 13:00'));
    expect(cell('Monday 13:00').textContent).toContain('Lunch');
    // The coming meals with their status, without a price.
    const upcoming = within(screen.getByRole('region', { name: 'Upcoming meals' }));
    expect(upcoming.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Meal', 'Type', 'Status', 'Action']);
    expect(upcoming.queryByText(/₹/)).toBeNull();
  });

  it('shows the heading and the loaded slot', async () => {
    await renderRoutine();
    expect(within(screen.getByRole('region', { name: 'Upcoming meals' })).getByRole('columnheader', { name: 'Price' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Meal Slots For Priya Iyer - priya@example.com');
    const monday13 = cell('Monday 13:00');
    expect(monday13.textContent).toContain('Lunch');
    expect(monday13.textContent).toContain('chicken');
    expect(monday13.textContent).toContain('40g');
    expect(within(monday13).getByRole('img', { name: 'Snacks' })).toBeTruthy();
  });

  it('moves a slot, removes one with a double click and saves the week as a slot list', async () => {
    const environment = await renderRoutine();
    // The hour already used for lunch: nothing opens.
    fireEvent.click(cell('Monday 13:00'));
    expect(screen.queryByRole('dialog')).toBeNull();

    fireEvent.click(cell('Monday 16:00'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Select Meal Type for lunch at 16:00 on Monday')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(cell('Monday 16:00').textContent).toContain('chicken');
    expect(cell('Monday 13:00').textContent).toBe('');

    fireEvent.click(cell('Sunday 19:00'));
    const second = await screen.findByRole('dialog');
    fireEvent.click(within(second).getByRole('button', { name: 'Save' }));
    expect(cell('Sunday 19:00').textContent).toContain('veg');
    fireEvent.doubleClick(cell('Sunday 19:00'));
    expect(cell('Sunday 19:00').textContent).toBe('');

    fireEvent.click(screen.getByRole('button', { name: /Update preference/ }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('RoutineEditorSaveMutation');
    expect(mutation.request.variables).toEqual({
      userId: 5,
      slots: [{ weekday: 'monday', meal: 'lunch', hour: 16, type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2, addressId: null }],
    });
    await act(async () => {
      environment.mock.resolve(mutation, MockPayloadGenerator.generate(mutation, { Routine: () => ({ slots: [] }) }));
    });
    expect(toast.success).toHaveBeenCalledWith('Preference updated');
  });

  it('does not ask where to deliver when the user has one address', async () => {
    await renderRoutine();
    fireEvent.click(cell('Sunday 19:00'));
    expect(within(await screen.findByRole('dialog')).queryByRole('radiogroup', { name: 'Deliver to' })).toBeNull();
  });

  it('sends a slot to another of the user’s addresses, and shows the address on the cell', async () => {
    const environment = await renderRoutine(undefined, 'admin', { slots: [{ ...LUNCH, addressId: 2 }], addresses: [HOME, OFFICE] });
    expect(cell('Monday 13:00').textContent).toContain('Office');

    fireEvent.click(cell('Sunday 19:00'));
    const dialog = await screen.findByRole('dialog');
    const deliverTo = within(dialog).getByRole('radiogroup', { name: 'Deliver to' });
    expect((within(deliverTo).getByRole('radio', { name: 'Default address (Home: 14, 2nd Cross, Bengaluru 560038)' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(deliverTo).getByRole('radio', { name: 'Office: Prestige Tower, Bengaluru 560001' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(cell('Sunday 19:00').textContent).toContain('Office');

    fireEvent.click(screen.getByRole('button', { name: /Update preference/ }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables.slots).toEqual([
      { weekday: 'monday', meal: 'lunch', hour: 13, type: 'chicken', snacks: true, drinks: false, proteinMultiplier: 2, addressId: 2 },
      { weekday: 'sunday', meal: 'dinner', hour: 19, type: 'veg', snacks: false, drinks: false, proteinMultiplier: 0, addressId: 2 },
    ]);
  });

  it("says 'Failed to save' when the save fails without a message", async () => {
    const environment = await renderRoutine();
    fireEvent.click(screen.getByRole('button', { name: /Update preference/ }));
    await act(async () => {
      environment.mock.reject(environment.mock.getMostRecentOperation(), new Error('Something went wrong'));
    });
    expect(toast.error).toHaveBeenCalledWith('Failed to save');
  });
});
