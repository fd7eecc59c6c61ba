// @vitest-environment happy-dom
// The Prices panel of the menu page against a mock Relay environment: a meal cannot be priced at 0
// (the server's words, under the field), and a change of more than half the price is confirmed first.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter, Route, Routes } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import type { Role } from '@freshmeals/host-api';
import { WithHost } from '../../test-host';
import { RouteData } from '../../lib/route-data';
import MenuPage from './index';
import { menuQueries } from './route';

async function renderMenu(role: Role) {
  const environment = createMockEnvironment();
  render(
    <WithHost role={role}>
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={['/dashboard/menu']}>
          <Routes>
            <Route
              path="/dashboard/menu"
              element={
                <RouteData queries={menuQueries}>
                  <MenuPage />
                </RouteData>
              }
            />
          </Routes>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </WithHost>,
  );
  const page = environment.mock.findOperation((op: OperationDescriptor) => op.request.node.params.name === 'menuPageQuery');
  // Prices are asked for only by admins: the server refuses them to kitchen staff.
  expect(page.request.variables.withMoney).toBe(role === 'admin');
  await act(async () => {
    environment.mock.resolve(
      page,
      MockPayloadGenerator.generate(page, {
        Query: () => ({
          prices: [
            { key: 'veg', label: 'Veg meal', amount: 139 },
            { key: 'snacks', label: 'Snacks', amount: 40 },
          ],
          dishes: { totalCount: 0, edges: [] },
        }),
        Menu: () => ({ weekStart: '2026-11-23', items: [] }),
      }),
    );
  });
  return environment;
}

async function renderPrices() {
  const environment = await renderMenu('admin');
  const prices = within(screen.getByRole('region', { name: 'Prices' }));
  const setPrice = () =>
    environment.mock.getAllOperations().filter((op: OperationDescriptor) => op.request.node.params.name === 'PricesPanelSetPriceMutation');
  return { environment, prices, setPrice };
}

describe('the Prices panel', () => {
  it("refuses a meal at 0 with the server's message and sends nothing; an extra may be free", async () => {
    const { prices, setPrice } = await renderPrices();
    fireEvent.change(prices.getByLabelText('New price for Veg meal'), { target: { value: '0' } });
    expect(prices.getByRole('alert').textContent).toBe('A meal price must be more than 0');
    const save = prices.getByRole('button', { name: 'Save price for Veg meal' }) as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    fireEvent.keyDown(prices.getByLabelText('New price for Veg meal'), { key: 'Enter', code: 'Enter', keyCode: 13 });
    expect(setPrice()).toHaveLength(0);

    fireEvent.change(prices.getByLabelText('New price for Snacks'), { target: { value: '30' } });
    expect(prices.queryAllByRole('alert').map((a) => a.textContent)).toEqual(['A meal price must be more than 0']);
    fireEvent.click(prices.getByRole('button', { name: 'Save price for Snacks' }));
    expect(setPrice()).toHaveLength(1);
    expect(setPrice()[0]!.request.variables).toEqual({ key: 'snacks', amount: 30 });
  });

  it('asks before a change of more than half the price, and saves only when confirmed', async () => {
    const { setPrice, prices } = await renderPrices();
    fireEvent.change(prices.getByLabelText('New price for Veg meal'), { target: { value: '300' } });
    fireEvent.click(prices.getByRole('button', { name: 'Save price for Veg meal' }));
    expect(setPrice()).toHaveLength(0);
    expect(await screen.findByText('Change Veg meal from ₹139.00 to ₹300.00?')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(setPrice()).toHaveLength(0);

    fireEvent.click(prices.getByRole('button', { name: 'Save price for Veg meal' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Change price' }));
    expect(setPrice()).toHaveLength(1);
    expect(setPrice()[0]!.request.variables).toEqual({ key: 'veg', amount: 300 });
  });

  it('is not on the menu of kitchen staff, who read no prices', async () => {
    await renderMenu('kitchen');
    expect(screen.getByTestId('menu-week')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Prices' })).toBeNull();
    expect(screen.queryByText(/₹/)).toBeNull();
  });

  it('saves a change of at most half the price at once', async () => {
    const { setPrice, prices } = await renderPrices();
    fireEvent.change(prices.getByLabelText('New price for Veg meal'), { target: { value: '159' } });
    fireEvent.click(prices.getByRole('button', { name: 'Save price for Veg meal' }));
    expect(setPrice()).toHaveLength(1);
    expect(screen.queryByText(/Change Veg meal from/)).toBeNull();
  });
});
