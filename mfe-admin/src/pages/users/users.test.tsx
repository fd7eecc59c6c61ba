// @vitest-environment happy-dom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter, useLocation } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '@freshmeals/host-api';
import { WithHost } from '../../test-host';
import { RouteData } from '../../lib/route-data';
import { PreloadLinkProvider } from '../../lib/preload-link';
import UsersPage, { SEARCH_PLACEHOLDER, UsersSearch } from './index';
import { usersQueries } from './route';
import { userScreenPath } from './components/UserActions';
// The compiled queries carry an id; their text is in the app's manifest of trusted documents.
import persisted from '../../../persisted-documents.json';

function LocationProbe() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

describe('the users search (300 ms debounce, back to page 1)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('searches 300 ms after the last keystroke, from page 1', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/users?page=3']}>
        <UsersSearch />
        <LocationProbe />
      </MemoryRouter>,
    );
    const input = screen.getByPlaceholderText(SEARCH_PLACEHOLDER);
    fireEvent.change(input, { target: { value: 'pri' } });
    await act(() => vi.advanceTimersByTimeAsync(200));
    fireEvent.change(input, { target: { value: 'priya' } });
    await act(() => vi.advanceTimersByTimeAsync(299));
    expect(screen.getByTestId('search').textContent).toBe('?page=3');
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByTestId('search').textContent).toBe('?search=priya');
  });

  it('clearing the search lists everyone from page 1', async () => {
    render(
      <MemoryRouter initialEntries={['/dashboard/users?search=priya&page=2']}>
        <UsersSearch />
        <LocationProbe />
      </MemoryRouter>,
    );
    fireEvent.change(screen.getByPlaceholderText(SEARCH_PLACEHOLDER), { target: { value: '' } });
    await act(() => vi.advanceTimersByTimeAsync(300));
    expect(screen.getByTestId('search').textContent).toBe('');
  });
});

describe('userScreenPath', () => {
  it('passes userId, name and email in the query string', () => {
    expect(userScreenPath('transactions', { userId: 7, name: 'Kavya Nair', email: 'kavya+1@example.com' })).toBe(
      '/dashboard/users/transactions?userId=7&name=Kavya+Nair&email=kavya%2B1%40example.com',
    );
    expect(userScreenPath('user-routine', { userId: 7, name: 'A', email: 'a@b.c' })).toBe(
      '/dashboard/users/user-routine?userId=7&name=A&email=a%40b.c',
    );
  });
});

describe('the users table', () => {
  async function renderUsers(role: Role, preload: (href: string) => void = () => undefined) {
    const environment = createMockEnvironment();
    render(
      <WithHost role={role}>
        <RelayEnvironmentProvider environment={environment}>
          <MemoryRouter initialEntries={['/dashboard/users']}>
            <PreloadLinkProvider value={preload}>
              <RouteData queries={usersQueries}>
                <UsersPage />
              </RouteData>
            </PreloadLinkProvider>
          </MemoryRouter>
        </RelayEnvironmentProvider>
      </WithHost>,
    );
    const operation = environment.mock.findOperation((op: OperationDescriptor) => op.request.node.params.name === 'usersPageQuery');
    await act(async () => {
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          User: () => ({ userId: 5, name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', isDisabled: false, credit: 1250.5 }),
        }),
      );
    });
    return { variables: operation.request.variables, text: (persisted as Record<string, string>)[operation.request.node.params.id ?? ''] ?? '', row: within(screen.getByRole('row', { name: /Asha Verma/ })) };
  }

  const headers = () => screen.getAllByRole('columnheader').map((h) => h.textContent);

  it('lists customers only: staff accounts live on the Staff screen', async () => {
    const { text } = await renderUsers('admin');
    expect(text).toMatch(/users\(first: \$first, after: \$after, search: \$search, role: customer\)/);
  });

  it("shows admins each user's credit and the Add Credit action", async () => {
    const { variables, row } = await renderUsers('admin');
    expect(variables.withMoney).toBe(true);
    expect(headers()).toEqual(['Name', 'Email', 'Phone', 'Status', 'Credit Available', 'Actions']);
    expect(row.getByTestId('credit').textContent).toBe('₹1,250.50');
    expect(row.getByRole('button', { name: 'Add Credit' })).toBeTruthy();
  });

  it('asks no credit for kitchen staff and shows them no Credit column, balance or Add Credit', async () => {
    const { variables, row } = await renderUsers('kitchen');
    expect(variables.withMoney).toBe(false);
    expect(headers()).toEqual(['Name', 'Email', 'Phone', 'Status', 'Actions']);
    expect(row.queryByTestId('credit')).toBeNull();
    expect(screen.queryByText(/₹/)).toBeNull();
    expect(row.queryByRole('button', { name: 'Add Credit' })).toBeNull();
    expect(row.getByRole('button', { name: 'Routine' })).toBeTruthy();
  });

  it("starts a user's transactions or routine screen when its button is pointed at, focused or pressed", async () => {
    const preload = vi.fn();
    const { row } = await renderUsers('admin', preload);
    const user = { userId: 5, name: 'Asha Verma', email: 'asha@example.com' };
    fireEvent.mouseEnter(row.getByRole('button', { name: 'View Transactions' }));
    expect(preload).toHaveBeenLastCalledWith(userScreenPath('transactions', user));
    fireEvent.pointerDown(row.getByRole('button', { name: 'Routine' }));
    expect(preload).toHaveBeenLastCalledWith(userScreenPath('user-routine', user));
    fireEvent.focus(row.getByRole('button', { name: 'View Transactions' }));
    expect(preload).toHaveBeenCalledTimes(3);
  });
});
