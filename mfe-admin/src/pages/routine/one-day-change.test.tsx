// @vitest-environment happy-dom
// 'Change this day' on the routine screen's coming meals against a mock Relay environment: the
// dialog starts from the meal as it is, names a time outside the meal's window in the server's
// words, sends the change with the user's id, and a changed meal is tagged and can be undone.
// Kitchen staff read the tag without the buttons.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { Role } from '@freshmeals/host-api';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { toast } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { WithHost } from '../../test-host';
import { RouteData } from '../../lib/route-data';
import RoutinePage from './index';
import { routineQueries } from './route';

const HOME = { addressId: 1, label: 'Home', line1: '14, 2nd Cross', line2: null, landmark: null, city: 'Bengaluru', pin: '560038', notes: null, isDefault: true };
const OFFICE = { ...HOME, addressId: 2, label: 'Office', line1: 'Prestige Tower', pin: '560001', isDefault: false };
const meal = (over: Record<string, unknown> = {}) => ({
  date: '2026-11-27',
  meal: 'lunch',
  hour: 13,
  type: 'veg',
  snacks: false,
  drinks: true,
  proteinMultiplier: 2,
  price: 169,
  skipped: false,
  deducted: false,
  canSkip: true,
  canUnskip: false,
  oneDayChange: false,
  addressId: 2,
  canChange: true,
  ...over,
});

async function renderUpcoming(meals: Record<string, unknown>[], role: Role = 'admin') {
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
  await act(async () => {
    environment.mock.resolveMostRecentOperation((operation) =>
      MockPayloadGenerator.generate(operation, { Routine: () => ({ slots: [], changesFrom: [] }), Query: () => ({ addresses: [HOME, OFFICE], upcomingMeals: meals }) }),
    );
  });
  return environment;
}

const upcoming = () => within(screen.getByRole('region', { name: 'Upcoming meals' }));

function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByLabelText(label));
  const item = screen.getAllByText(option).find((node) => node.closest('.ant-select-item-option'));
  fireEvent.click(item!);
}

beforeEach(() => {
  vi.mocked(toast.success).mockClear();
  vi.mocked(toast.error).mockClear();
});

describe("routine screen: 'Change this day'", () => {
  it('opens with the meal as it is, names a time outside lunch, and sends the change for the user', async () => {
    const environment = await renderUpcoming([meal()]);
    fireEvent.click(upcoming().getByRole('button', { name: 'Change this day: Fri, 27 Nov lunch' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Change lunch on Fri, 27 Nov')).toBeTruthy();
    // Prefilled: 13:00, veg, drinks, 2 portions (40 g), to the Office.
    expect(within(dialog).getByTitle('13:00')).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'veg' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByRole('checkbox', { name: 'Include Snacks' }) as HTMLInputElement).checked).toBe(false);
    expect((within(dialog).getByRole('checkbox', { name: 'Include Drinks' }) as HTMLInputElement).checked).toBe(true);
    expect((within(dialog).getByLabelText('Extra Protein Portions') as HTMLInputElement).value).toBe('2');
    expect(within(dialog).getByText('= 40 g protein')).toBeTruthy();
    expect(within(dialog).getByTitle('Office: Prestige Tower, Bengaluru 560001')).toBeTruthy();

    const save = () => within(dialog).getByRole('button', { name: 'Save' }) as HTMLButtonElement;
    choose(dialog, 'Time', '19:00');
    expect(within(dialog).getByRole('alert').textContent).toBe('Lunch must be between 12:00 and 17:00');
    expect(save().disabled).toBe(true);
    choose(dialog, 'Time', '14:00');
    // Within the window again: Save is on (antd fades the message out on its own time).
    expect(save().disabled).toBe(false);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'chicken' }));
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Include Snacks' }));
    choose(dialog, 'Deliver to', 'Default address (Home: 14, 2nd Cross, Bengaluru 560038)');
    fireEvent.click(save());

    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('RoutineUpcomingMealsChangeMutation');
    expect(mutation.request.variables).toEqual({
      userId: 5,
      input: { date: '2026-11-27', meal: 'lunch', hour: 14, type: 'chicken', snacks: true, drinks: true, proteinMultiplier: 2, addressId: null },
    });
    await act(async () => {
      environment.mock.resolve(mutation, MockPayloadGenerator.generate(mutation));
    });
    expect(toast.success).toHaveBeenCalledWith('Changed for Fri 27 Nov');
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('RoutineUpcomingMealsRefetchQuery');
    expect(environment.mock.getMostRecentOperation().request.variables).toMatchObject({ userId: 5 });
  }, 15_000);

  it("keeps the dialog open with the server's refusal", async () => {
    const environment = await renderUpcoming([meal()]);
    fireEvent.click(upcoming().getByRole('button', { name: 'Change this day: Fri, 27 Nov lunch' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await act(async () => {
      environment.mock.resolveMostRecentOperation({
        data: null,
        errors: [{ message: 'Too late to change this meal: its cut-off has passed', extensions: { code: 'BAD_USER_INPUT' } }],
      } as never);
    });
    expect(toast.error).toHaveBeenCalledWith('Too late to change this meal: its cut-off has passed');
    expect(screen.getByRole('dialog')).toBeTruthy();
  });

  it("tags a changed meal 'Changed' and undoes the change for the user", async () => {
    const environment = await renderUpcoming([meal({ oneDayChange: true, hour: 15 }), meal({ date: '2026-11-28', canChange: false })]);
    const changed = screen.getByTestId('upcoming-2026-11-27-lunch');
    expect(within(changed).getByText('Changed')).toBeTruthy();
    // Past its cut-off: neither changed nor changeable.
    const locked = screen.getByTestId('upcoming-2026-11-28-lunch');
    expect(within(locked).queryByText('Changed')).toBeNull();
    expect(within(locked).queryByRole('button', { name: /Change/ })).toBeNull();

    fireEvent.click(within(changed).getByRole('button', { name: 'Undo change of Fri, 27 Nov lunch' }));
    const undo = environment.mock.getMostRecentOperation();
    expect(undo.request.node.params.name).toBe('RoutineUpcomingMealsUndoChangeMutation');
    expect(undo.request.variables).toEqual({ userId: 5, date: '2026-11-27', meal: 'lunch' });
    await act(async () => {
      environment.mock.resolve(undo, MockPayloadGenerator.generate(undo));
    });
    expect(toast.success).toHaveBeenCalledWith('Change undone');
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('RoutineUpcomingMealsRefetchQuery');
  });

  it('is read only for kitchen staff: the tag, no buttons', async () => {
    await renderUpcoming([meal({ oneDayChange: true })], 'kitchen');
    const changed = screen.getByTestId('upcoming-2026-11-27-lunch');
    expect(within(changed).getByText('Changed')).toBeTruthy();
    expect(within(changed).queryByRole('button')).toBeNull();
  });
});
