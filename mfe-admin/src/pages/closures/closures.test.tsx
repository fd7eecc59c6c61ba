// @vitest-environment happy-dom
// Kitchen closures against a mock Relay environment: the list (a whole day as one row), closing a
// meal (the form checks what the server checks; the server's refusal is shown in its words),
// reopening after a question, and kitchen staff reading the list without the form or Reopen.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Role } from '@freshmeals/host-api';
import { addDays } from '@freshmeals/rules/dates';
import { businessToday } from '@freshmeals/ui/business-time';
import { RouteData } from '../../lib/route-data';
import { WithHost } from '../../test-host';
import ClosuresPage from './index';
import { closuresQueries } from './route';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const DAY = addDays(businessToday(), 10);
const LATER = addDays(businessToday(), 12);
const CLOSURES = [
  { id: 'S0I6MQ==', date: DAY, meal: 'breakfast', reason: 'Diwali' },
  { id: 'S0I6Mg==', date: DAY, meal: 'lunch', reason: 'Diwali' },
  { id: 'S0I6Mw==', date: DAY, meal: 'dinner', reason: 'Diwali' },
  { id: 'S0I6NA==', date: LATER, meal: 'lunch', reason: 'Gas line repair' },
];

async function renderClosures(role: Role = 'admin', closures = CLOSURES) {
  const environment = createMockEnvironment();
  render(
    <WithHost role={role}>
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={['/dashboard/closures']}>
          <RouteData queries={closuresQueries}>
            <ClosuresPage />
          </RouteData>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </WithHost>,
  );
  await resolveList(environment, closures);
  return environment;
}

async function resolveList(environment: ReturnType<typeof createMockEnvironment>, closures: typeof CLOSURES) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('closuresPageQuery');
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Query: () => ({ kitchenClosures: closures }) }));
  });
}

const dayText = (date: string) => new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: '2-digit', month: 'short', year: 'numeric', timeZone: 'UTC' })
  .format(new Date(`${date}T00:00:00Z`))
  .replace(/^(\w+) /, '$1, ');

describe('kitchen closures', () => {
  it('lists the coming closures, a whole day as one row', async () => {
    await renderClosures();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Kitchen closures');
    const rows = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      [dayText(DAY), 'Whole day', 'Diwali', 'Reopen'],
      [dayText(LATER), 'Lunch', 'Gas line repair', 'Reopen'],
    ]);
  });

  it('says so when nothing is closed', async () => {
    await renderClosures('admin', []);
    expect(screen.getByText('No coming closures: the kitchen cooks every meal.')).toBeTruthy();
  });

  it('checks the form as the server does: a date and a reason are needed, and nothing is sent without them', async () => {
    const environment = await renderClosures();
    const before = environment.mock.getAllOperations().length;
    fireEvent.click(screen.getByRole('button', { name: 'Close kitchen' }));
    expect(screen.getByText('Date is required')).toBeTruthy();
    expect(screen.getByText('Reason is required')).toBeTruthy();
    expect(screen.getByLabelText('Reason').getAttribute('aria-invalid')).toBe('true');
    expect(environment.mock.getAllOperations().length).toBe(before);
  });

  it('closes one meal with its reason, then reads the list again', async () => {
    const environment = await renderClosures();
    pickDate(LATER);
    chooseMeal('Dinner');
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: '  Staff training  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close kitchen' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('CloseKitchenFormMutation');
    expect(mutation.request.variables).toEqual({ input: { date: LATER, meal: 'dinner', reason: 'Staff training' } });
    await act(async () => {
      environment.mock.resolve(mutation, { data: { closeKitchen: [{ id: 'S0I6NQ==', date: LATER, meal: 'dinner' }] } });
    });
    expect(toast.success).toHaveBeenCalledWith(`Kitchen closed: dinner on ${dayText(LATER)}`);
    // The list is asked for again, from the server.
    const again = environment.mock.getMostRecentOperation();
    expect(again.request.node.params.name).toBe('closuresPageQuery');
    expect((screen.getByLabelText('Reason') as HTMLInputElement).value).toBe('');
  });

  it("shows the server's refusal in its words and keeps what was typed", async () => {
    const environment = await renderClosures();
    pickDate(DAY);
    fireEvent.change(screen.getByLabelText('Reason'), { target: { value: 'Diwali' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close kitchen' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables).toEqual({ input: { date: DAY, meal: null, reason: 'Diwali' } });
    const message = 'The kitchen is already closed for this meal';
    await act(async () => {
      environment.mock.reject(mutation, Object.assign(new Error(message), { name: 'GraphQLRequestError', status: 200, errors: [{ message, extensions: { code: 'CONFLICT' } }] }));
    });
    expect(toast.error).toHaveBeenCalledWith(message);
    expect((screen.getByLabelText('Reason') as HTMLInputElement).value).toBe('Diwali');
  });

  it('asks before reopening; Cancel sends nothing, Reopen reopens each meal of a whole day', async () => {
    const environment = await renderClosures();
    const reopens = () => environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'ClosuresTableReopenMutation');
    fireEvent.click(screen.getByRole('button', { name: `Reopen whole day on ${dayText(DAY)}` }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain(`Reopen the kitchen for the whole day on ${dayText(DAY)}?`);
    expect(dialog.textContent).toContain('Reason: Diwali');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(reopens()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: `Reopen whole day on ${dayText(DAY)}` }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reopen' }));
    for (const id of ['S0I6MQ==', 'S0I6Mg==', 'S0I6Mw==']) {
      const op = reopens().at(-1)!;
      expect(op.request.variables).toEqual({ id });
      await act(async () => {
        environment.mock.resolve(op, { data: { reopenKitchen: true } });
      });
    }
    expect(toast.success).toHaveBeenCalledWith('Kitchen reopened');
    expect(environment.mock.getMostRecentOperation().request.node.params.name).toBe('closuresPageQuery');
  });

  it('shows a card per closure on a phone, each with its Reopen', async () => {
    onPhone();
    await renderClosures();
    const cards = within(screen.getByRole('list', { name: 'Coming closures' })).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([`${dayText(DAY)}Whole dayDiwaliReopen`, `${dayText(LATER)}LunchGas line repairReopen`]);
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('shows kitchen staff the list without the form or Reopen', async () => {
    await renderClosures('kitchen');
    expect(screen.queryByRole('button', { name: 'Close kitchen' })).toBeNull();
    expect(screen.queryByRole('button', { name: /Reopen/ })).toBeNull();
    expect(screen.getByText('Gas line repair')).toBeTruthy();
  });
});

/** A phone's viewport: the console's mobile media query matches. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  onTestFinished(() => void vi.unstubAllGlobals());
}

/** Types a date into the picker, as a person may. */
function pickDate(date: string) {
  const input = screen.getByLabelText('Date');
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: date } });
  fireEvent.keyDown(input, { key: 'Enter', code: 'Enter' });
  fireEvent.blur(input);
}

function chooseMeal(label: string) {
  const select = screen.getByLabelText('Meal');
  fireEvent.mouseDown(select);
  const option = screen.getAllByText(label).find((node) => node.closest('.ant-select-item-option'));
  fireEvent.click(option!);
}
