// @vitest-environment happy-dom
// The dispatch list against a mock Relay environment: the heading, the row, what 'Deduct credits'
// does on success, on an empty answer and on a server error, 'Deduct all' asking first, and a day
// whose meals the API will not charge yet, and the list kept current by the server's changes.
import { act, fireEvent, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import type { Role } from '@freshmeals/host-api';
import { WithHost } from '../../test-host';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { toast } from 'sonner';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { RouteData } from '../../lib/route-data';
import DispatchPage, { DISPATCH_CHANGE_COALESCE_MS, DISPATCH_RECONNECT_MS } from './index';
import { dispatchQueries } from './route';

const ENTRY = {
  id: 'VXNlcjo3',
  userId: 7,
  name: 'Priya Iyer',
  email: 'priya.iyer@example.com',
  phone: '9845012345',
  categoryType: 'egg',
  dishName: 'Egg Curry',
  drinks: true,
  snacks: false,
  proteinMultiplier: 0,
  notAffordable: false,
  deducted: false,
  address: null as string | null,
  addressLabel: null as string | null,
  pin: null as string | null,
  deliveryNotes: null as string | null,
  price: 159,
  state: 'locked',
  mealId: 41 as number | null,
  creditReturned: false,
  photoUrl: null as string | null,
};

type Entry = typeof ENTRY;

/** The list as the API answers it: the rows of a page, and the counts of the whole list (`all`). */
function listOf(entries: readonly Entry[], deductRefusal: string | null = null, skipped: unknown[] = [], all: readonly Entry[] = entries, totalCount = all.length) {
  const pins = new Map<string | null, number>();
  for (const entry of all) pins.set(entry.pin, (pins.get(entry.pin) ?? 0) + 1);
  const due = all.filter((e) => !e.deducted && !e.notAffordable);
  return {
    weekday: 'saturday',
    meal: 'dinner',
    date: '2026-11-21',
    deductRefusal,
    total: all.length,
    pins: [...pins].map(([pin, meals]) => ({ pin, meals })),
    toDeduct: { meals: due.length, total: due.reduce((sum, e) => sum + e.price, 0), short: all.filter((e) => !e.deducted && e.notAffordable).length },
    page: { totalCount, edges: entries.map((node) => ({ node })) },
    skipped,
    production: all.length ? [{ categoryType: 'egg', dishName: 'Egg Curry', meals: 1, proteinPortions: 0, snacks: 0, drinks: 1 }] : [],
  };
}

async function renderDispatch(entries = [ENTRY], role: Role = 'admin', skipped: unknown[] = [], deductRefusal: string | null = null, answer = listOf(entries, deductRefusal, skipped)) {
  const page = { first: 50, after: null };
  const environment = createMockEnvironment();
  render(
    <WithHost role={role}>
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={['/dashboard/dispatch-summary?mealType=dinner']}>
        <RouteData queries={dispatchQueries}>
          <DispatchPage />
        </RouteData>
      </MemoryRouter>
    </RelayEnvironmentProvider>
    </WithHost>,
  );
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('dispatchListQuery');
  expect(operation.request.variables).toEqual({ meal: 'dinner', date: null, withMoney: role === 'admin', ...page });
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { DispatchList: () => answer }));
  });
  return environment;
}

describe('dispatch list', () => {
  it('heads the list with the weekday and the meal and shows the production count and the row', async () => {
    await renderDispatch();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Dispatch List – Saturday (dinner)');
    const production = screen.getByRole('region', { name: 'Production' });
    const cells = screen.getAllByRole('cell');
    const text = (list: HTMLElement[]) => list.map((cell) => cell.textContent);
    expect(text(cells.filter((cell) => production.contains(cell)))).toEqual(['egg', 'Egg Curry', '1', '0', '0', '1']);
    expect(text(cells.filter((cell) => !production.contains(cell)))).toEqual(['Priya IyerNo address', 'priya.iyer@example.com', '9845012345', 'egg', 'Egg Curry', 'Yes', 'No', '0', 'To deduct', 'Deduct credits']);
  });

  it("gives back a charged meal not delivered after asking ('Return credit'), once; kitchen staff only read its state", async () => {
    const missed = { ...ENTRY, state: 'not_delivered', deducted: true };
    const environment = await renderDispatch([missed, { ...ENTRY, id: 'VXNlcjo4', userId: 8, name: 'Ravi Kumar', state: 'delivered', deducted: true, mealId: 42 }]);
    // Only the meal not delivered offers it.
    expect(screen.queryByRole('button', { name: 'Return credit to Ravi Kumar' })).toBeNull();
    expect(screen.getByText('Not delivered')).toBeTruthy();
    expect(screen.getByText('Delivered')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Return credit to Priya Iyer' }));
    // Asked first: nothing is sent until the confirmation.
    expect(environment.mock.getAllOperations().some((op) => op.request.node.params.name === 'ReturnCreditButtonMutation')).toBe(false);
    fireEvent.click(await screen.findByRole('button', { name: 'Return credit' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('ReturnCreditButtonMutation');
    expect(mutation.request.variables).toEqual({ id: '41' });
    await act(async () => {
      environment.mock.resolve(mutation, { data: { returnMealCredit: { mealId: 41, creditReturned: true } } });
    });
    expect(toast.success).toHaveBeenCalledWith('Credit returned');
    expect(screen.getByText('Credit returned')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Return credit to Priya Iyer' })).toBeNull();
  });

  it('watches its list, and reads it again when the server tells of a change: the riders’ records show in place', async () => {
    vi.useFakeTimers();
    try {
      const environment = await renderDispatch([{ ...ENTRY, state: 'locked' }]);
      expect(screen.queryByText('Delivered')).toBeNull();
      const live = environment.mock.getAllOperations().find((op) => op.request.node.params.name === 'dispatchLiveSubscription')!;
      // The list's own day and meal, as the answer gave them (the URL may leave the day out).
      expect(live.request.variables).toEqual({ date: '2026-11-21', meal: 'dinner' });
      // Nothing is asked until something changes.
      await act(async () => {
        vi.advanceTimersByTime(60_000);
      });
      expect(environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'dispatchListQuery')).toEqual([]);
      // A burst of changes is read once.
      await act(async () => {
        for (let i = 0; i < 3; i++) environment.mock.nextValue(live, { data: { dispatchListChanged: { date: '2026-11-21', meal: 'dinner' } } });
        vi.advanceTimersByTime(DISPATCH_CHANGE_COALESCE_MS);
      });
      const reads = environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'dispatchListQuery');
      expect(reads).toHaveLength(1);
      // The page in view, again.
      expect(reads[0]!.request.variables).toEqual({ meal: 'dinner', date: null, withMoney: true, first: 50, after: null });
      await act(async () => {
        environment.mock.resolve(reads[0]!, MockPayloadGenerator.generate(reads[0]!, { DispatchList: () => listOf([{ ...ENTRY, state: 'delivered' }]) }));
      });
      // Updated where it stands: no loading state in between.
      expect(screen.getByRole('cell', { name: 'To deduct Delivered' })).toBeTruthy();
    } finally {
      vi.useRealTimers();
    }
  });

  it('watches again a few seconds after the connection drops or the server ends it, and reads what it missed', async () => {
    vi.useFakeTimers();
    try {
      const environment = await renderDispatch([{ ...ENTRY, state: 'locked' }]);
      const watching = () => environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'dispatchLiveSubscription');
      await act(async () => {
        environment.mock.reject(watching()[0]!, new Error('The live connection closed'));
      });
      expect(watching()).toEqual([]);
      await act(async () => {
        vi.advanceTimersByTime(DISPATCH_RECONNECT_MS);
      });
      expect(watching()).toHaveLength(1);
      expect(environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'dispatchListQuery')).toHaveLength(1);
      // Ended by the server (a gateway shutting down): the same.
      await act(async () => {
        environment.mock.complete(watching()[0]!);
      });
      expect(watching()).toEqual([]);
      await act(async () => {
        vi.advanceTimersByTime(DISPATCH_RECONNECT_MS);
      });
      expect(watching()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it("shows kitchen staff the delivery state and the rider's photo, without Return credit", async () => {
    await renderDispatch([{ ...ENTRY, state: 'not_delivered', deducted: true, photoUrl: '/uploads/deliveries/p.jpg?signature=x' }], 'kitchen');
    expect(screen.getByText('Not delivered')).toBeTruthy();
    // With the rider's photo, full size in a new tab.
    const photo = screen.getByRole('link', { name: 'Photo: Priya Iyer' });
    expect([photo.getAttribute('href'), photo.getAttribute('target')]).toEqual(['/uploads/deliveries/p.jpg?signature=x', '_blank']);
    expect(screen.queryByRole('button', { name: /Return credit/ })).toBeNull();
  });

  it('names the meal and the weekday when nobody is found', async () => {
    await renderDispatch([]);
    expect(screen.getByText('No users found for dinner on Saturday')).toBeTruthy();
  });

  it('deducts, toasts and turns the button into a disabled Deducted', async () => {
    const environment = await renderDispatch();
    fireEvent.click(screen.getByRole('button', { name: 'Deduct credits for Priya Iyer' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('DeductButtonMutation');
    expect(mutation.request.variables).toEqual({ userId: 7, meal: 'dinner', date: '2026-11-21' });
    await act(async () => {
      environment.mock.resolve(mutation, {
        data: { deductCredits: { success: true, userId: 7, meal: 'dinner', balance: 120 } },
      });
    });
    expect(toast.success).toHaveBeenCalledWith('Credits deducted successfully');
    const button = screen.getByRole('button', { name: /Deducted/ }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it('treats an empty answer as a failure', async () => {
    const environment = await renderDispatch();
    fireEvent.click(screen.getByRole('button', { name: 'Deduct credits for Priya Iyer' }));
    await act(async () => {
      environment.mock.resolve(environment.mock.getMostRecentOperation(), { data: { deductCredits: null } });
    });
    expect(toast.error).toHaveBeenCalledWith('Failed to deduct credits');
    expect(screen.getByRole('button', { name: 'Deduct credits for Priya Iyer' })).toBeTruthy();
  });

  it("shows the server's message when the deduction fails", async () => {
    const environment = await renderDispatch();
    fireEvent.click(screen.getByRole('button', { name: 'Deduct credits for Priya Iyer' }));
    await act(async () => {
      // What the host's transport rejects with when the server answers with an error.
      const answer = Object.assign(new Error('Insufficient credit'), {
        name: 'GraphQLRequestError',
        status: 200,
        errors: [{ message: 'Insufficient credit' }],
      });
      environment.mock.reject(environment.mock.getMostRecentOperation(), answer);
    });
    expect(toast.error).toHaveBeenCalledWith('Insufficient credit');
  });

  it('shows Deducted for a row the API says is charged already', async () => {
    await renderDispatch([{ ...ENTRY, deducted: true }]);
    expect((screen.getByRole('button', { name: /Deducted/ }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows kitchen staff the list without its charging buttons', async () => {
    await renderDispatch([ENTRY, { ...ENTRY, id: 'VXNlcjo4', userId: 8, name: 'Bala Murugan', deducted: true }], 'kitchen');
    expect(screen.queryByRole('button', { name: /Deduct all/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /Deduct credits/ })).toBeNull();
    expect(screen.getByRole('button', { name: /Export CSV/ })).toBeTruthy();
    expect(screen.getAllByText('Deducted').length).toBeGreaterThan(0);
  });

  it('lists who skipped the meal under the table, with the status Skipped', async () => {
    await renderDispatch([ENTRY], 'admin', [{ userId: 9, name: 'Mohan Das', email: 'mohan@example.com', phone: '9811111111', categoryType: 'veg' }]);
    const section = screen.getByRole('region', { name: 'Skipped (1)' });
    expect(section.textContent).toContain('Mohan Das');
    expect(section.textContent).toContain('Skipped');
  });

  it('groups the rows by PIN code, with each address and its delivery notes', async () => {
    const at = (id: string, userId: number, name: string, pin: string | null) => ({
      ...ENTRY,
      id,
      userId,
      name,
      pin,
      address: pin ? `14, 2nd Cross, Bengaluru ${pin}` : null,
      addressLabel: pin ? 'Home' : null,
      deliveryNotes: pin === '560001' ? 'Ring twice' : null,
    });
    await renderDispatch([at('a', 1, 'Asha', '560038'), at('b', 2, 'Bala', null), at('c', 3, 'Chitra', '560001'), at('d', 4, 'Dev', '560038')]);
    const groups = screen.getAllByRole('region').filter((region) => region.getAttribute('aria-label')?.match(/^(PIN|No address)/));
    expect(groups.map((group) => group.getAttribute('aria-label'))).toEqual(['PIN 560001 · 1 meal', 'PIN 560038 · 2 meals', 'No address · 1 meal']);
    expect(groups[0]!.textContent).toContain('Home: 14, 2nd Cross, Bengaluru 560001');
    expect(groups[0]!.textContent).toContain('Ring twice');
    expect(groups[1]!.textContent).toMatch(/Asha.*Dev/);
  });

  it("shows the rows 50 to a page, by page number; each PIN's heading counts the whole list's meals there", async () => {
    const at = (userId: number, name: string, pin: string) => ({ ...ENTRY, id: `u${userId}`, userId, name, pin, address: `1, Main Road, Bengaluru ${pin}`, addressLabel: 'Home' });
    const all = [at(1, 'Asha', '560001'), at(2, 'Bala', '560038'), at(3, 'Chitra', '560038')];
    // Two of the three rows, in a list of 120: three pages.
    const environment = await renderDispatch(undefined, 'admin', [], null, listOf(all.slice(0, 2), null, [], all, 120));
    const titles = () => screen.getAllByRole('region').map((region) => region.getAttribute('aria-label')).filter((label) => label?.startsWith('PIN'));
    expect(titles()).toEqual(['PIN 560001 · 1 meal', 'PIN 560038 · 2 meals']);
    expect(screen.getByText('Page 1 of 3')).toBeTruthy();
    expect(screen.queryByText('Chitra')).toBeNull();
    fireEvent.click(screen.getByTitle('2'));
    const next = environment.mock.getMostRecentOperation();
    expect(next.request.node.params.name).toBe('dispatchListQuery');
    // Page 2 starts after the 50th row.
    expect(next.request.variables).toEqual({ meal: 'dinner', date: null, withMoney: true, first: 50, after: btoa('OffsetConnection:49') });
    await act(async () => {
      environment.mock.resolve(next, MockPayloadGenerator.generate(next, { DispatchList: () => listOf([all[2]!], null, [], all, 120) }));
    });
    expect(screen.getByText('Chitra')).toBeTruthy();
    expect(screen.queryByText('Asha')).toBeNull();
    expect(titles()).toEqual(['PIN 560038 · 2 meals']);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
  });

  it('has no pages to choose when the list fits one', async () => {
    await renderDispatch();
    expect(screen.queryByRole('list', { name: /pagination/i })).toBeNull();
    expect(screen.queryByText(/^Page \d+ of/)).toBeNull();
  });

  it('exports every row of the list, not only the rows loaded, with the skipped ones last', async () => {
    const environment = await renderDispatch([ENTRY], 'admin', [], null, listOf([ENTRY], null, [], [ENTRY, { ...ENTRY, userId: 8, name: 'Ravi Kumar' }], 51));
    let saved: Blob | null = null;
    const original = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
    Object.assign(URL, {
      createObjectURL: (blob: Blob) => {
        saved = blob;
        return 'blob:dispatch';
      },
      revokeObjectURL: () => undefined,
    });
    onTestFinished(() => void Object.assign(URL, original));
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    fireEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    const csv = environment.mock.getMostRecentOperation();
    expect(csv.request.node.params.name).toBe('DispatchToolbarCsvQuery');
    expect(csv.request.variables).toEqual({ meal: 'dinner', date: '2026-11-21' });
    await act(async () => {
      environment.mock.resolve(csv, {
        data: {
          dispatchList: {
            entries: [ENTRY, { ...ENTRY, name: 'Ravi Kumar', email: 'ravi@example.com' }].map(({ name, email, phone, categoryType, dishName, drinks, snacks, proteinMultiplier, deducted, notAffordable, address, pin }) => ({
              name, email, phone, categoryType, dishName, drinks, snacks, proteinMultiplier, deducted, notAffordable, address, pin,
            })),
            skipped: [{ name: 'Mohan Das', email: 'mohan@example.com', phone: '9811111111', categoryType: 'veg', paused: false }],
          },
        },
      });
    });
    expect(names).toEqual(['dispatch-2026-11-21-dinner.csv']);
    const lines = (await saved!.text()).split('\r\n');
    expect(lines.slice(1, 4).map((line) => line.split(',')[0])).toEqual(['Priya Iyer', 'Ravi Kumar', 'Mohan Das']);
  });

  it("asks before 'Deduct all', naming the meals and their total; Cancel sends nothing", async () => {
    const broke = { ...ENTRY, id: 'VXNlcjo5', userId: 9, name: 'Kiran Rao', notAffordable: true, price: 139 };
    const done = { ...ENTRY, id: 'VXNlcjoxMA', userId: 10, name: 'Lata Shah', deducted: true, price: 179 };
    const second = { ...ENTRY, id: 'VXNlcjoxMQ', userId: 11, name: 'Meena Pillai', price: 219.5 };
    const environment = await renderDispatch([ENTRY, broke, done, second]);
    const pending = () => environment.mock.getAllOperations().filter((op) => op.request.node.params.name === 'DispatchToolbarDeductAllMutation');
    fireEvent.click(screen.getByRole('button', { name: /Deduct all/ }));
    const dialog = await screen.findByRole('dialog');
    // Priya 159 + Meena 219.50: the charged row and the one without enough credit are not counted.
    expect(dialog.textContent).toContain('Deduct ₹378.50 in credits for 2 meals?');
    expect(dialog.textContent).toContain('1 meal with too little credit will not be charged.');
    expect(dialog.textContent).toContain('dinner on Sat, 21 Nov 2026');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(pending()).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: /Deduct all/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Deduct' }));
    expect(pending()).toHaveLength(1);
    expect(pending()[0]!.request.variables).toEqual({ meal: 'dinner', date: '2026-11-21' });
  });

  it("disables every Deduct button on a day the API will not charge yet, saying why in the API's words", async () => {
    const refusal = 'Credits can be deducted on the day of the meal or later';
    await renderDispatch([ENTRY], 'admin', [], refusal);
    const all = screen.getByRole('button', { name: /Deduct all/ }) as HTMLButtonElement;
    const row = screen.getByRole('button', { name: 'Deduct credits for Priya Iyer' }) as HTMLButtonElement;
    expect(all.disabled).toBe(true);
    expect(row.disabled).toBe(true);
    const reason = document.getElementById(all.getAttribute('aria-describedby') ?? '');
    expect(reason?.textContent).toBe(refusal);
    expect(row.getAttribute('aria-describedby')).toBe(reason?.id);
  });
});
