// @vitest-environment happy-dom
// The rider's run against a mock Relay environment: the meal from the URL (or the business clock),
// cards under their PIN codes with a tap-to-call phone, Delivered and Not delivered (the note
// 'Other' needs, checked before anything is sent), the server's refusal shown, the empty run, and
// 'Load more'.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter, useLocation } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@freshmeals/host-api';
import { MEAL_MESSAGES } from '@freshmeals/rules/meals';
import { RouteData } from '../../lib/route-data';
import { WithHost } from '../../test-host';
import { EMPTY_RUN } from './components/DeliveryRun';
import DeliveriesPage from './index';
import { currentMeal, deliveriesQueries, mealOf } from './route';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

const ASHA = {
  id: 'TWVhbDox',
  pin: '560001',
  hour: 13,
  categoryType: 'egg',
  dishName: 'Egg Curry',
  snacks: true,
  drinks: false,
  proteinGrams: 50,
  state: 'locked',
  reason: null as string | null,
  note: null as string | null,
  photoUrl: null as string | null,
  customerName: 'Asha Rao',
  phone: '9845012345',
  address: '12 MG Road, Opposite the metro, Bengaluru 560001',
  addressLabel: 'Home',
  deliveryNotes: 'Ring twice',
};
const BALA = {
  ...ASHA,
  id: 'TWVhbDoy',
  pin: '560034',
  categoryType: 'veg',
  dishName: null as string | null,
  snacks: false,
  proteinGrams: 0,
  customerName: 'Bala Murugan',
  phone: '9000000002',
  address: '4 Church Street, Bengaluru 560034',
  addressLabel: null as string | null,
  deliveryNotes: null as string | null,
};

const RUN_STATES = ['locked', 'out_for_delivery', 'delivered', 'not_delivered'];

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

async function resolveRun(environment: ReturnType<typeof createMockEnvironment>, operation: OperationDescriptor, meals: unknown[], hasNextPage = false, totalCount = meals.length) {
  await act(async () => {
    environment.mock.resolve(
      operation,
      MockPayloadGenerator.generate(operation, {
        MealConnection: () => ({
          totalCount,
          edges: meals.map((node, i) => ({ cursor: `c${i}`, node: { __typename: 'Meal', ...(node as object) } })),
          pageInfo: { hasNextPage, endCursor: `c${meals.length - 1}`, hasPreviousPage: false, startCursor: 'c0' },
        }),
      }),
    );
  });
}

async function renderRun(url = '/dashboard/deliveries?meal=lunch', meals: unknown[] = [ASHA, BALA], role: Role = 'delivery', hasNextPage = false) {
  const environment = createMockEnvironment();
  render(
    <WithHost role={role}>
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={[url]}>
          <RouteData queries={deliveriesQueries}>
            <DeliveriesPage />
          </RouteData>
          <LocationProbe />
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </WithHost>,
  );
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('deliveriesPageQuery');
  await resolveRun(environment, operation, meals, hasNextPage, hasNextPage ? meals.length + 1 : meals.length);
  return environment;
}

const card = (name: string) => screen.getByRole('article', { name });

describe('the meal of the run', () => {
  it('is the current one by the business clock: breakfast before 12:00, lunch before 18:00, then dinner', () => {
    // India is UTC+05:30.
    expect(currentMeal(new Date('2026-11-28T06:29:00Z'))).toBe('breakfast');
    expect(currentMeal(new Date('2026-11-28T06:30:00Z'))).toBe('lunch');
    expect(currentMeal(new Date('2026-11-28T12:29:00Z'))).toBe('lunch');
    expect(currentMeal(new Date('2026-11-28T12:30:00Z'))).toBe('dinner');
    expect(currentMeal(new Date('2026-11-28T20:00:00Z'))).toBe('breakfast');
  });

  it("is the URL's when it names one", () => {
    const noon = new Date('2026-11-28T07:00:00Z');
    expect(mealOf(new URLSearchParams('meal=dinner'), noon)).toBe('dinner');
    expect(mealOf(new URLSearchParams('meal=supper'), noon)).toBe('lunch');
    expect(mealOf(new URLSearchParams(''), noon)).toBe('lunch');
  });
});

describe('deliveries', () => {
  it("asks for today's meals of the URL's meal that go out, and shows them under their PIN codes", async () => {
    const environment = createMockEnvironment();
    render(
      <WithHost role="delivery">
        <RelayEnvironmentProvider environment={environment}>
          <MemoryRouter initialEntries={['/dashboard/deliveries?meal=dinner']}>
            <RouteData queries={deliveriesQueries}>
              <DeliveriesPage />
            </RouteData>
          </MemoryRouter>
        </RelayEnvironmentProvider>
      </WithHost>,
    );
    expect(environment.mock.getMostRecentOperation().request.variables).toEqual({ meal: 'dinner', states: RUN_STATES, first: 20 });
    cleanup();

    await renderRun();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Deliveries');
    const headings = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['PIN 560001', 'PIN 560034']);
    const asha = card('Asha Rao');
    expect(within(screen.getByRole('region', { name: 'PIN 560001' })).getByRole('article', { name: 'Asha Rao' })).toBe(asha);
    expect(asha.textContent).toContain('Home: 12 MG Road, Opposite the metro, Bengaluru 560001');
    expect(asha.textContent).toContain('Ring twice');
    expect(asha.textContent).toContain('Egg Curry (egg), 13:00');
    expect(asha.textContent).toContain('Snacks · +50 g protein');
    expect(within(asha).getByText('Locked')).toBeTruthy();
    expect(within(asha).getByRole('link', { name: 'Call Asha Rao on 9845012345' }).getAttribute('href')).toBe('tel:9845012345');
    const bala = card('Bala Murugan');
    expect(bala.textContent).toContain('Veg meal, 13:00');
    expect(bala.textContent).toContain('No extras');
    expect((screen.getByRole('radio', { name: 'Lunch' }) as HTMLInputElement).checked).toBe(true);
  });

  it('says so when the meal has nothing to deliver', async () => {
    await renderRun('/dashboard/deliveries?meal=breakfast', []);
    expect(screen.getByText(EMPTY_RUN)).toBeTruthy();
  });

  it('keeps the chosen meal in the URL and asks for its run', async () => {
    const environment = await renderRun();
    await act(async () => {
      fireEvent.click(screen.getByRole('radio', { name: 'Dinner' }));
    });
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ meal: 'dinner', states: RUN_STATES, first: 20 });
    // Lunch's run stays on screen while dinner's loads (a transition).
    expect(card('Asha Rao')).toBeTruthy();
    await resolveRun(environment, operation, [{ ...BALA, hour: 20 }]);
    expect(screen.getByTestId('location').textContent).toBe('/dashboard/deliveries?meal=dinner');
    expect(screen.queryByRole('article', { name: 'Asha Rao' })).toBeNull();
    expect(card('Bala Murugan').textContent).toContain('Veg meal, 20:00');
    expect((screen.getByRole('radio', { name: 'Dinner' }) as HTMLInputElement).checked).toBe(true);
  });

  it('records Delivered and shows the new state the server answers with', async () => {
    const environment = await renderRun();
    fireEvent.click(within(card('Asha Rao')).getByRole('button', { name: 'Delivered: Asha Rao' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('DeliveryCardMutation');
    expect(mutation.request.variables).toEqual({ id: ASHA.id, status: 'delivered', reason: null, note: null, photo: null });
    await act(async () => environment.mock.resolve(mutation, { data: { setMealDelivery: { __typename: 'Meal', ...ASHA, state: 'delivered' } } }));
    expect(within(card('Asha Rao')).getByText('Delivered', { selector: '.ant-tag' })).toBeTruthy();
    expect((within(card('Asha Rao')).getByRole('button', { name: 'Delivered: Asha Rao' }) as HTMLButtonElement).disabled).toBe(true);
    expect(toast.success).toHaveBeenCalledWith('Asha Rao: Delivered');
  });

  it("asks why for Not delivered, needs a note for 'Other' before it sends, then shows the reason", async () => {
    const environment = await renderRun();
    fireEvent.click(within(card('Bala Murugan')).getByRole('button', { name: 'Not delivered: Bala Murugan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not delivered' });
    const radios = within(dialog).getAllByRole('radio').map((radio) => radio.closest('label')?.textContent);
    expect(radios).toEqual(['Not at home', 'Refused', 'Address not found', 'Other']);
    const operations = environment.mock.getAllOperations().length;

    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(MEAL_MESSAGES.reasonRequired)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText("Add a note to say why ('Other')")).toBeTruthy();
    expect(environment.mock.getAllOperations().length, 'nothing is sent').toBe(operations);

    fireEvent.change(within(dialog).getByLabelText('Note'), { target: { value: '  Gate locked, no answer  ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await act(async () => {});
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables).toEqual({ id: BALA.id, status: 'not_delivered', reason: 'other', note: 'Gate locked, no answer', photo: null });
    await act(async () => {
      environment.mock.resolve(mutation, {
        data: { setMealDelivery: { __typename: 'Meal', ...BALA, state: 'not_delivered', reason: 'other', note: 'Gate locked, no answer' } },
      });
    });
    const bala = card('Bala Murugan');
    expect(within(bala).getByText('Not delivered', { selector: '.ant-tag' })).toBeTruthy();
    expect(bala.textContent).toContain('Other: Gate locked, no answer');
  });

  it('sends the photo taken for Not delivered with the record, and shows it on the card', async () => {
    const environment = await renderRun();
    const sent = vi.spyOn(environment, 'executeMutation');
    fireEvent.click(within(card('Asha Rao')).getByRole('button', { name: 'Not delivered: Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not delivered' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Not at home' }));
    expect(within(dialog).getByText('Photo (optional)')).toBeTruthy();
    const photo = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'gate.jpg', { type: 'image/jpeg' });
    const input = dialog.querySelector<HTMLInputElement>('input[type=file]')!;
    expect([input.accept, input.getAttribute('capture')]).toEqual(['image/*', 'environment']);
    await act(async () => {
      fireEvent.change(input, { target: { files: [photo] } });
    });
    expect(await within(dialog).findByRole('img', { name: 'The photo to send' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await act(async () => {});
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.variables).toEqual({ id: ASHA.id, status: 'not_delivered', reason: 'not_at_home', note: null, photo: null });
    expect(sent.mock.calls[0]![0].uploadables).toEqual({ photo });
    await act(async () => {
      environment.mock.resolve(mutation, {
        data: { setMealDelivery: { __typename: 'Meal', ...ASHA, state: 'not_delivered', reason: 'not_at_home', photoUrl: '/uploads/deliveries/a.jpg?sig=1' } },
      });
    });
    expect(within(card('Asha Rao')).getByRole('img', { name: 'Photo: Asha Rao' }).getAttribute('src')).toBe('/uploads/deliveries/a.jpg?sig=1');
  });

  it("shows the server's message when it refuses, and keeps the dialog open", async () => {
    const environment = await renderRun();
    fireEvent.click(within(card('Asha Rao')).getByRole('button', { name: 'Not delivered: Asha Rao' }));
    const dialog = await screen.findByRole('dialog', { name: 'Not delivered' });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Not at home' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await act(async () => {});
    await act(async () => {
      const answer = Object.assign(new Error("Delivery staff see today's run only"), {
        name: 'GraphQLRequestError',
        status: 200,
        errors: [{ message: "Delivery staff see today's run only" }],
      });
      environment.mock.reject(environment.mock.getMostRecentOperation(), answer);
    });
    expect(toast.error).toHaveBeenCalledWith("Delivery staff see today's run only");
    expect(screen.getByRole('dialog', { name: 'Not delivered' })).toBeTruthy();
    expect(within(card('Asha Rao')).getByText('Locked')).toBeTruthy();
  });

  it("loads the run's next page with 'Load more'", async () => {
    const environment = await renderRun('/dashboard/deliveries?meal=lunch', [ASHA], 'admin', true);
    expect(screen.getByText('1 of 2 meals')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.node.params.name).toBe('DeliveryRunPaginationQuery');
    expect(operation.request.variables).toMatchObject({ meal: 'lunch', states: RUN_STATES, first: 20, after: 'c0' });
    await resolveRun(environment, operation, [BALA], false, 2);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['PIN 560001', 'PIN 560034']);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
  });
});
