// @vitest-environment happy-dom
// The dashboard home against a mock Relay environment: the day cards, their figures, today's
// Dispatch List buttons, and 'No data available.' when the summary fails.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { Role } from '@freshmeals/host-api';
import { WithHost } from '../../test-host';
import { PreloadLinkProvider } from '../../lib/preload-link';
import { RouteData } from '../../lib/route-data';
import HomePage from './index';
import { homeQueries } from './route';

const types = (total: number) =>
  ['egg', 'veg', 'chicken'].map((type, i) => ({ type, total: i === 1 ? total : 0, extraProtein: i === 1 ? 2 : 0, drinks: 0, snacks: 1 }));

const meal = (name: string, total: number, users: Array<{ name: string; email: string; phone: string }> = []) => ({
  meal: name,
  total,
  skipped: 1,
  paused: 0,
  notAffordable: users.length,
  notAffordableUsers: users.map((u, i) => ({ id: `u${i}`, userId: i + 1, ...u })),
  types: types(total),
});

const day = (date: string, weekday: string, totalMeals: number) => ({
  date,
  weekday,
  totalMeals,
  meals: [meal('dinner', 1), meal('breakfast', 2), meal('lunch', 3, [{ name: 'Kavya Nair', email: 'kavya.nair@example.com', phone: '9847098765' }])],
});

function Where() {
  const location = useLocation();
  return <output data-testid="where">{location.pathname + location.search}</output>;
}

function renderHome(role: Role = 'admin') {
  const environment = createMockEnvironment();
  const preload = vi.fn();
  render(
    <WithHost role={role}>
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={['/dashboard/home']}>
        <PreloadLinkProvider value={preload}>
          <Routes>
            <Route
              path="/dashboard/home"
              element={
                <RouteData queries={homeQueries}>
                  <HomePage />
                </RouteData>
              }
            />
            <Route path="*" element={null} />
          </Routes>
        </PreloadLinkProvider>
        <Where />
      </MemoryRouter>
    </RelayEnvironmentProvider>
    </WithHost>,
  );
  const summary = () =>
    environment.mock.findOperation((op: OperationDescriptor) => op.request.node.params.name === 'homeSummaryQuery');
  const operationNames = () => environment.mock.getAllOperations().map((op: OperationDescriptor) => op.request.node.params.name);
  return { environment, summary, operationNames, preload };
}

describe('dashboard home', () => {
  it('shows a card per day with every figure and the dispatch buttons for today', async () => {
    const { environment, summary, preload } = renderHome();
    const operation = summary();
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          WeekSummary: () => ({
            today: day('2026-11-18', 'wednesday', 6),
            tomorrow: day('2026-11-19', 'thursday', 5),
            weekRemaining: [day('2026-11-20', 'friday', 4), day('2026-11-21', 'saturday', 3), day('2026-11-22', 'sunday', 0)],
          }),
        }),
      );
    });
    expect(screen.getAllByText('Total Meals Scheduled')).toHaveLength(5);
    const today = screen.getByTestId('day-card-today');
    expect(today.textContent).toContain('Today');
    expect(today.textContent).toContain('Wednesday, 18 Nov 2026');
    expect(screen.getByTestId('day-card-tomorrow').textContent).toContain('Tomorrow');
    for (const weekday of ['friday', 'saturday', 'sunday']) expect(screen.getByTestId(`day-card-${weekday}`)).toBeTruthy();
    expect(screen.getByTestId('day-card-sunday').textContent).toContain('Sunday');

    // Meals in the product's order, each with its figures and the per-type table in veg, chicken, egg order.
    const sections = within(today).getAllByRole('group');
    expect(sections.map((s) => s.getAttribute('aria-label'))).toEqual(['Breakfast', 'Lunch', 'Dinner']);
    const lunch = sections[1]!;
    expect(lunch.textContent).toContain('Total Meals3');
    expect(lunch.textContent).toContain('Skipped1');
    expect(lunch.textContent).toContain('Not Affordable1');
    expect(within(lunch).getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['veg', 'chicken', 'egg']);
    expect(within(lunch).getAllByRole('row')[1]!.textContent).toBe('veg3201');

    // The not-affordable list expands to name, e-mail and phone.
    fireEvent.click(within(lunch).getByText('Not affordable users (1)'));
    expect((await within(lunch).findByText('kavya.nair@example.com')).textContent).toBe('kavya.nair@example.com');
    expect(within(lunch).getByText('9847098765')).toBeTruthy();

    // Dispatch List buttons on today's meals only; one goes to the dispatch list with the meal.
    expect(within(today).getAllByRole('button', { name: /Dispatch List/ })).toHaveLength(3);
    expect(within(screen.getByTestId('day-card-tomorrow')).queryAllByRole('button', { name: /Dispatch List/ })).toHaveLength(0);
    // Pressing it starts the dispatch list's code and data before the route changes.
    fireEvent.pointerDown(within(lunch).getByRole('button', { name: 'Dispatch List (lunch)' }));
    expect(preload).toHaveBeenCalledWith('/dashboard/dispatch-summary?mealType=lunch');
    fireEvent.click(within(lunch).getByRole('button', { name: 'Dispatch List (lunch)' }));
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/dispatch-summary?mealType=lunch');
  });

  it("reads 'No data available.' when the summary fails", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { environment, summary } = renderHome();
    await act(async () => {
      environment.mock.reject(summary(), new Error('Boom'));
    });
    expect(screen.getByText('No data available.')).toBeTruthy();
  });

  it('asks for the analytics report for admins only: kitchen staff get no panel and send no refused query', async () => {
    const admin = renderHome('admin');
    expect(admin.operationNames()).toEqual(expect.arrayContaining(['homeSummaryQuery', 'HomeAnalyticsQuery']));
    cleanup();
    const kitchen = renderHome('kitchen');
    expect(kitchen.operationNames()).toEqual(['homeSummaryQuery']);
    await act(async () => {
      const operation = kitchen.summary();
      kitchen.environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { WeekSummary: () => ({ today: day('2026-11-18', 'wednesday', 1), tomorrow: day('2026-11-19', 'thursday', 1), weekRemaining: [] }) }));
    });
    expect(screen.getAllByText('Total Meals Scheduled')).toHaveLength(2);
    expect(kitchen.operationNames()).not.toContain('HomeAnalyticsQuery');
  });
});
