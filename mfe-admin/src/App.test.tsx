// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it, vi } from 'vitest';
import type { AuthState } from '@freshmeals/host-api';
import App from './App';
import { LAYOUT_FAILED } from './layout/AdminLayout';
import { hostWithAuth } from './test-host';

const ADMIN: AuthState = {
  user: { id: 'VXNlcjox', name: 'Demo Admin', email: 'admin@example.com', emailVerified: true, role: 'admin' },
  accessToken: 'token',
};

function LocationProbe() {
  return <output data-testid="location">{useLocation().pathname}</output>;
}

function renderAdmin(path: string, auth: AuthState = ADMIN) {
  const environment = createMockEnvironment();
  // What reached the network, in order: a route's query leaves at once, as its small parameters
  // module; Relay makes it an operation (below) once the screen's code, with the full query, is in.
  const execute = vi.spyOn(environment.getNetwork(), 'execute');
  const host = hostWithAuth(auth);
  render(
    <RelayEnvironmentProvider environment={environment}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/dashboard/*" element={<App host={host} />} />
          <Route path="*" element={<p>outside</p>} />
        </Routes>
        <LocationProbe />
      </MemoryRouter>
    </RelayEnvironmentProvider>,
  );
  // The layout's query, whichever the screen's own queries (started alongside it) came after.
  const layoutOperation = () =>
    environment.mock.findOperation((operation: OperationDescriptor) => operation.request.node.params.name === 'AdminLayoutQuery');
  const resolveViewer = () =>
    act(() => {
      const operation = layoutOperation();
      environment.mock.resolve(
        operation,
        MockPayloadGenerator.generate(operation, {
          User: () => ({ id: 'VXNlcjox', name: 'Demo Admin', email: 'admin@example.com' }),
        }),
      );
    });
  const operationNames = () => environment.mock.getAllOperations().map((operation: OperationDescriptor) => operation.request.node.params.name);
  const requested = () => execute.mock.calls.map(([params]) => params.name);
  const operationNamed = (name: string) =>
    waitFor(() => environment.mock.findOperation((operation: OperationDescriptor) => operation.request.node.params.name === name), { timeout: 10_000 });
  return { environment, host, resolveViewer, layoutOperation, operationNames, requested, operationNamed };
}

const location = () => screen.getByTestId('location').textContent;

describe('admin App', () => {
  it('shows a friendly failure, never the raw error, when the layout cannot load; Try again asks again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { environment, resolveViewer, layoutOperation, operationNames } = renderAdmin('/dashboard/order-enquiry');
    await act(async () => {
      environment.mock.reject(layoutOperation(), new TypeError('Failed to fetch: ECONNRESET 10.0.0.7'));
    });
    expect(await screen.findByText(LAYOUT_FAILED)).toBeTruthy();
    expect(screen.queryByText(/ECONNRESET/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(operationNames()).toContain('AdminLayoutQuery'));
    await resolveViewer();
    expect(screen.queryByText(LAYOUT_FAILED)).toBeNull();
  });

  it('asks the layout query for the viewer and shows the user block and the screen', async () => {
    const { resolveViewer, operationNames } = renderAdmin('/dashboard/order-enquiry');
    expect(operationNames()).toContain('AdminLayoutQuery');
    await resolveViewer();
    const block = await screen.findByTestId('admin-user-block');
    expect(block.textContent).toContain('Demo Admin');
    expect(block.textContent).toContain('admin@example.com');
    // The screen (loaded on demand, which takes more than the default second on a busy machine) inside the layout.
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toBe('Order Enquiry');
    expect(document.title).toBe('Order Enquiry – FreshMeals Admin');
  });

  it('on a phone, the menu opened while the console loads stays open once it has loaded', async () => {
    const matchMedia = vi.spyOn(window, 'matchMedia').mockImplementation(
      (query: string) =>
        ({ matches: query.includes('max-width'), media: query, addEventListener() {}, removeEventListener() {}, addListener() {}, removeListener() {} }) as unknown as MediaQueryList,
    );
    try {
      const { resolveViewer, operationNames } = renderAdmin('/dashboard/order-enquiry');
      // The layout's query is asked at once, though the drawer that shows its user block is closed.
      expect(operationNames()).toContain('AdminLayoutQuery');
      // The loading frame: its toggle opens the drawer before the layout query has answered.
      fireEvent.click(screen.getByRole('button', { name: 'Toggle sidebar' }));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Toggle sidebar' }).getAttribute('aria-expanded')).toBe('true'));
      await resolveViewer();
      // The loaded frame replaced it: the drawer is still open, with the admin's own block in it.
      expect(await screen.findByText('admin@example.com')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Toggle sidebar' }).getAttribute('aria-expanded')).toBe('true');
    } finally {
      matchMedia.mockRestore();
    }
  });

  it('redirects /dashboard to /dashboard/home', async () => {
    renderAdmin('/dashboard');
    await waitFor(() => expect(location()).toBe('/dashboard/home'));
  });

  it("shows a rider only Deliveries in the sidebar, and lands them on their run", async () => {
    const { resolveViewer } = renderAdmin('/dashboard', { ...ADMIN, user: { ...ADMIN.user!, role: 'delivery' } });
    await waitFor(() => expect(location()).toBe('/dashboard/deliveries'));
    await resolveViewer();
    await screen.findByRole('menuitem', { name: /Deliveries/ });
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Deliveries']);
  });

  it('lists Deliveries in the sidebar for admins and kitchen staff too', async () => {
    for (const role of ['admin', 'kitchen'] as const) {
      const { resolveViewer } = renderAdmin('/dashboard/home', { ...ADMIN, user: { ...ADMIN.user!, role } });
      await resolveViewer();
      expect(await screen.findByRole('menuitem', { name: /Deliveries/ }), role).toBeTruthy();
      expect(screen.getAllByRole('menuitem').length, role).toBeGreaterThan(1);
      cleanup();
    }
  });

  it('sends a customer to /account and a visitor to /login (access.ts)', async () => {
    renderAdmin('/dashboard/users', { ...ADMIN, user: { ...ADMIN.user!, role: 'customer' } });
    await waitFor(() => expect(location()).toBe('/account'));
  });

  it('logs out through the host, then goes to /login after 100 ms', async () => {
    const { host, resolveViewer } = renderAdmin('/dashboard/home');
    await resolveViewer();
    fireEvent.click(await screen.findByTestId('admin-user-block'));
    const logOut = await screen.findByText('Log out');
    vi.useFakeTimers();
    try {
      await act(async () => {
        fireEvent.click(logOut);
      });
      expect(host.logout).toHaveBeenCalledTimes(1);
      await act(async () => {
        await vi.advanceTimersByTimeAsync(99);
      });
      expect(location()).toBe('/dashboard/home');
      await act(async () => {
        await vi.advanceTimersByTimeAsync(1);
      });
      expect(location()).toBe('/login');
    } finally {
      vi.useRealTimers();
    }
  });

  it("starts the screen's code and data with the layout's query, and shows the screen before the layout has answered", async () => {
    const { environment, operationNames, requested, operationNamed } = renderAdmin('/dashboard/users');
    // Both asked at once: the screen's query waits neither for the layout's nor for the screen's code.
    expect(requested()).toEqual(expect.arrayContaining(['AdminLayoutQuery', 'usersPageQuery']));
    const list = await operationNamed('usersPageQuery');
    expect(list.request.variables).toEqual({ first: 10, after: null, search: null, withMoney: true });
    await act(async () => {
      environment.mock.resolve(
        list,
        MockPayloadGenerator.generate(list, { User: () => ({ userId: 5, name: 'Asha Verma', email: 'asha@example.com', isDisabled: false }) }),
      );
    });
    expect((await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).textContent).toBe('Users');
    expect(await screen.findByRole('row', { name: /Asha Verma/ }, { timeout: 10_000 })).toBeTruthy();
    // The layout's query has not answered: its user block is still loading.
    expect(screen.queryByTestId('admin-user-block')).toBeNull();
    // The screen read the route's query: it sent none of its own (a second one would still be pending).
    expect(operationNames()).not.toContain('usersPageQuery');
  });

  it("a sidebar link starts its screen's query when hovered, before it is followed; following it asks nothing again", async () => {
    const { environment, resolveViewer, operationNames, requested, operationNamed } = renderAdmin('/dashboard/home');
    await resolveViewer();
    const users = await screen.findByRole('menuitem', { name: /Users/ });
    expect(requested()).not.toContain('usersPageQuery');
    fireEvent.mouseEnter(users);
    expect(requested()).toContain('usersPageQuery');
    expect(location()).toBe('/dashboard/home');
    const preloaded = await operationNamed('usersPageQuery');
    expect(preloaded.request.variables).toEqual({ first: 10, after: null, search: null, withMoney: true });
    // Hovering again, focusing and pressing it reuse the query already on its way.
    fireEvent.mouseEnter(users);
    fireEvent.focus(users);
    fireEvent.pointerDown(users);
    expect(requested().filter((name) => name === 'usersPageQuery')).toHaveLength(1);
    expect(operationNames().filter((name) => name === 'usersPageQuery')).toHaveLength(1);
    fireEvent.click(users);
    await waitFor(() => expect(location()).toBe('/dashboard/users'));
    expect(operationNames().filter((name) => name === 'usersPageQuery')).toHaveLength(1);
    await act(async () => {
      environment.mock.resolve(
        preloaded,
        MockPayloadGenerator.generate(preloaded, { User: () => ({ userId: 5, name: 'Asha Verma', email: 'asha@example.com', isDisabled: false }) }),
      );
    });
    expect(await screen.findByRole('row', { name: /Asha Verma/ }, { timeout: 10_000 })).toBeTruthy();
    // The screen read the preloaded query: it sent none of its own (a second one would still be pending).
    expect(operationNames()).not.toContain('usersPageQuery');
  });

  it("a sidebar link starts its screen's query when focused or pressed", async () => {
    const { resolveViewer, requested } = renderAdmin('/dashboard/users');
    await resolveViewer();
    expect(requested()).not.toContain('homeSummaryQuery');
    fireEvent.focus(await screen.findByRole('menuitem', { name: /Home/ }));
    expect(requested()).toContain('homeSummaryQuery');
    cleanup();

    const pressed = renderAdmin('/dashboard/home');
    await pressed.resolveViewer();
    const users = await screen.findByRole('menuitem', { name: /Users/ });
    expect(pressed.requested()).not.toContain('usersPageQuery');
    fireEvent.pointerDown(users);
    expect(pressed.requested()).toContain('usersPageQuery');
    expect(location()).toBe('/dashboard/home');
  });
});
