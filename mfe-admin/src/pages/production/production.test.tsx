// @vitest-environment happy-dom
// The production sheet against a mock Relay environment: the URL's meal and day become the query's
// variables (tomorrow and lunch by default, as the API works them out), the totals and the rows per
// type and dish, 'Export CSV' downloading those rows, 'Print', and kitchen staff reading it too.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter, useLocation } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { Role } from '@freshmeals/host-api';
import { RouteData } from '../../lib/route-data';
import { WithHost } from '../../test-host';
import ProductionPage from './index';
import { productionQueries } from './route';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const SHEET = {
  date: '2026-11-29',
  meal: 'dinner',
  meals: 6,
  proteinGrams: 60,
  snacks: 2,
  drinks: 3,
  notAffordable: 2,
  lines: [
    { categoryType: 'chicken', dishName: 'Butter Chicken', meals: 2, proteinPortions: 3, snacks: 1, drinks: 2 },
    { categoryType: 'veg', dishName: 'Dal, Rice', meals: 4, proteinPortions: 0, snacks: 1, drinks: 1 },
  ],
};

async function renderSheet(url = '/dashboard/production?meal=dinner&date=2026-11-29', role: Role = 'admin', sheet = SHEET) {
  const environment = createMockEnvironment();
  render(
    <WithHost role={role}>
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={[url]}>
          <RouteData queries={productionQueries}>
            <ProductionPage />
          </RouteData>
          <Where />
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </WithHost>,
  );
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('productionSheetQuery');
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { ProductionSheet: () => sheet }));
  });
  return { environment, variables: operation.request.variables };
}

/** The query string the console shows: what the router has committed. */
function Where() {
  return <output data-testid="where">{useLocation().search}</output>;
}

/** Types a day into the picker, as a person may; Enter (`enter`) takes it. */
function typeDay(day: string) {
  const input = screen.getByLabelText('Production day');
  fireEvent.mouseDown(input);
  fireEvent.focus(input);
  fireEvent.change(input, { target: { value: day } });
}

function enter() {
  fireEvent.keyDown(screen.getByLabelText('Production day'), { key: 'Enter', code: 'Enter' });
}

/** Answers every query the screen has asked and not had answered, each for its own day. */
async function answerAll(environment: ReturnType<typeof createMockEnvironment>) {
  await act(async () => {
    for (const operation of environment.mock.getAllOperations()) {
      const date = (operation.request.variables.date as string | null) ?? '2026-11-29';
      environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { ProductionSheet: () => ({ ...SHEET, date }) }));
    }
  });
}

describe('production sheet', () => {
  it('reads lunch of tomorrow (as the API works it out) by default, and the meal and day of the URL', async () => {
    expect((await renderSheet('/dashboard/production')).variables).toEqual({ meal: 'lunch', date: null });
    cleanup();
    expect((await renderSheet('/dashboard/production?meal=Dinner&date=2026-11-29')).variables).toEqual({ meal: 'dinner', date: '2026-11-29' });
    cleanup();
    expect((await renderSheet('/dashboard/production?meal=brunch&date=soon')).variables).toEqual({ meal: 'lunch', date: null });
  });

  it('shows the totals and one row per type and dish, with each type and the meal totalled', async () => {
    await renderSheet();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Production sheet');
    expect(screen.getByTestId('production-meals').textContent).toBe('6');
    expect(screen.getByTestId('production-protein').textContent).toBe('60 g');
    expect(screen.getByTestId('production-snacks').textContent).toBe('2');
    expect(screen.getByTestId('production-drinks').textContent).toBe('3');
    expect(screen.getByTestId('production-not-affordable').textContent).toBe("Not counted: 2 meals whose customer's credit is below the price.");
    const rows = screen.getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell').map((cell) => cell.textContent));
    expect(rows).toEqual([
      ['veg', 'Dal, Rice', '4', '0', '1', '1'],
      ['veg', 'All dishes', '4', '0', '1', '1'],
      ['chicken', 'Butter Chicken', '2', '60', '1', '2'],
      ['chicken', 'All dishes', '2', '60', '1', '2'],
      ['All types', '', '6', '60', '2', '3'],
    ]);
    expect(screen.getByTestId('production-print-title').textContent).toBe('Dinner on Sun, 29 Nov 2026');
  });

  it("downloads the rows as CSV named after the day and meal, and prints with the browser's print", async () => {
    await renderSheet();
    let saved: Blob | null = null;
    const createObjectURL = vi.fn((blob: Blob) => {
      saved = blob;
      return 'blob:production';
    });
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() });
    onTestFinished(() => void Object.assign(URL, original));
    const clicks: Array<{ href: string; download: string }> = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push({ href: this.href, download: this.download });
    });
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    expect(clicks).toEqual([{ href: 'blob:production', download: 'production-2026-11-29-dinner.csv' }]);
    const text = await saved!.text();
    expect(text.split('\r\n')).toEqual([
      'Date,Meal,Type,Dish,Meals,Protein (g),Snacks,Drinks',
      '2026-11-29,dinner,veg,"Dal, Rice",4,0,1,1',
      '2026-11-29,dinner,veg,All dishes,4,0,1,1',
      '2026-11-29,dinner,chicken,Butter Chicken,2,60,1,2',
      '2026-11-29,dinner,chicken,All dishes,2,60,1,2',
      '2026-11-29,dinner,All types,,6,60,2,3',
      '',
    ]);
    const print = vi.fn();
    vi.stubGlobal('print', print);
    fireEvent.click(screen.getByRole('button', { name: /Print/ }));
    expect(print).toHaveBeenCalledTimes(1);
    vi.unstubAllGlobals();
  });

  it('says there is nothing to cook, and offers no empty file, when no meal is counted', async () => {
    await renderSheet(undefined, 'admin', { ...SHEET, meals: 0, proteinGrams: 0, snacks: 0, drinks: 0, notAffordable: 0, lines: [] });
    expect(screen.getByText('Nothing to cook for this meal')).toBeTruthy();
    expect((screen.getByRole('button', { name: /Export CSV/ }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.queryByTestId('production-not-affordable')).toBeNull();
  });

  it('shows a card per row on a phone, with the four counts', async () => {
    onPhone();
    await renderSheet();
    const cards = within(screen.getByRole('list', { name: 'Production' })).getAllByRole('listitem');
    expect(cards.map((card) => card.querySelector('p')?.textContent)).toEqual(['veg · Dal, Rice', 'veg · All dishes', 'chicken · Butter Chicken', 'chicken · All dishes', 'All types']);
    expect(cards.at(-1)!.textContent).toBe('All typesMeals6Protein (g)60Snacks2Drinks3');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('keeps a day typed while another meal loads: the sheet read is that meal on that day', async () => {
    const { environment } = await renderSheet('/dashboard/production');
    // The meal changes in a transition: the lunch sheet stays on screen while dinner's loads.
    await act(async () => void fireEvent.click(screen.getByText('dinner')));
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ meal: 'dinner', date: null });
    await act(async () => {
      typeDay('2026-12-30');
      enter();
    });
    // What was asked shows at once, and the answer that comes in the meantime does not undo it.
    expect((screen.getByLabelText('Production day') as HTMLInputElement).value).toBe('Wed, 30 Dec 2026');
    await answerAll(environment);
    expect((screen.getByLabelText('Production day') as HTMLInputElement).value).toBe('Wed, 30 Dec 2026');
    expect(new URLSearchParams(screen.getByTestId('where').textContent!).toString()).toBe('meal=dinner&date=2026-12-30');
    expect(screen.getByTestId('production-print-title').textContent).toBe('Dinner on Wed, 30 Dec 2026');
  });

  it('keeps what is being typed when the sheet of another meal arrives before Enter', async () => {
    const { environment } = await renderSheet('/dashboard/production');
    await act(async () => void fireEvent.click(screen.getByText('dinner')));
    await act(async () => void typeDay('2026-12-30'));
    await answerAll(environment);
    await act(async () => void enter());
    await answerAll(environment);
    expect((screen.getByLabelText('Production day') as HTMLInputElement).value).toBe('Wed, 30 Dec 2026');
    expect(new URLSearchParams(screen.getByTestId('where').textContent!).toString()).toBe('meal=dinner&date=2026-12-30');
  });

  it('is the same sheet for kitchen staff', async () => {
    await renderSheet(undefined, 'kitchen');
    expect(screen.getByTestId('production-meals').textContent).toBe('6');
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeTruthy();
  });
});

/** A phone's viewport: the console's mobile media query matches. */
function onPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: true, media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  onTestFinished(() => void vi.unstubAllGlobals());
}
