// @vitest-environment happy-dom
// The service area screen's 'Delivery order' card against a mock Relay environment: the ordered PIN
// codes numbered, the rest under "Not ordered yet"; moves change the list on the screen, 'Save order'
// sends the whole list as shown, the server's refusal is shown in its words, and a PIN code added
// or removed above updates the list without losing unsaved moves.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { toast } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RouteData } from '../../lib/route-data';
import { WithHost } from '../../test-host';
import ServiceAreaPage from './index';
import { serviceAreaQueries } from './route';

afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

type Environment = ReturnType<typeof createMockEnvironment>;
const AREA = [
  { pin: '560100', runOrder: 1 },
  { pin: '560038', runOrder: 2 },
  { pin: '560001', runOrder: null },
  { pin: '560002', runOrder: null },
];

async function renderScreen(area = AREA) {
  const environment = createMockEnvironment();
  render(
    <WithHost role="admin">
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={['/dashboard/service-area']}>
          <RouteData queries={serviceAreaQueries}>
            <ServiceAreaPage />
          </RouteData>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </WithHost>,
  );
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('serviceAreaPageQuery');
  await act(async () => {
    environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, { Query: () => ({ serviceArea: area }) }));
  });
  return environment;
}

const card = () => screen.getByRole('region', { name: 'Delivery order' });
const items = (name: string) => {
  const list = within(card()).queryByRole('list', { name });
  return list ? within(list).getAllByRole('listitem').map((item) => item.textContent) : [];
};
const press = (name: string) => fireEvent.click(within(card()).getByRole('button', { name }));

async function resolve(environment: Environment, name: string, data: Record<string, unknown>) {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe(name);
  await act(async () => {
    environment.mock.resolve(operation, { data });
  });
  return operation;
}

describe('the delivery order', () => {
  it('numbers the ordered PIN codes, then lists the rest by code under "Not ordered yet"', async () => {
    await renderScreen();
    expect(card().textContent).toContain("Riders' runs list these PIN codes in this order, then the rest by code.");
    expect(items('Delivery order')).toEqual(['1.560100', '2.560038']);
    expect(items('Not ordered yet')).toEqual(['560001', '560002']);
    const up = within(card()).getByRole('button', { name: 'Move 560100 up' }) as HTMLButtonElement;
    const down = within(card()).getByRole('button', { name: 'Move 560002 down' }) as HTMLButtonElement;
    expect([up.disabled, down.disabled]).toEqual([true, true]);
  });

  it('moves PIN codes on the screen, keeps focus on the pressed button, and saves the whole list as shown', async () => {
    const environment = await renderScreen();
    // The first of the rest moved up: it and the one it passed are ordered now.
    press('Move 560001 up');
    expect(items('Delivery order')).toEqual(['1.560100', '2.560001', '3.560038']);
    expect(items('Not ordered yet')).toEqual(['560002']);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move 560001 up');
    press('Move 560038 up');
    press('Move 560038 up');
    expect(items('Delivery order')).toEqual(['1.560038', '2.560100', '3.560001']);
    // At the top the pressed button is disabled: focus moves to the other one of the row.
    expect(document.activeElement?.getAttribute('aria-label')).toBe('Move 560038 down');
    expect(screen.getByText('560038 moved to place 1 of 4')).toBeTruthy();
    expect(card().textContent).toContain('Changed: not saved yet');

    press('Save order');
    const save = await resolve(environment, 'DeliveryOrderCardSaveMutation', {
      setRunOrder: [
        { pin: '560038', runOrder: 1 },
        { pin: '560100', runOrder: 2 },
        { pin: '560001', runOrder: 3 },
        { pin: '560002', runOrder: 4 },
      ],
    });
    expect(save.request.variables).toEqual({ pins: ['560038', '560100', '560001', '560002'] });
    expect(toast.success).toHaveBeenCalledWith('Delivery order saved');
    expect(items('Delivery order')).toEqual(['1.560038', '2.560100', '3.560001', '4.560002']);
    expect(within(card()).queryByRole('list', { name: 'Not ordered yet' })).toBeNull();
    expect(card().textContent).not.toContain('Changed: not saved yet');
  });

  it("shows the server's refusal in its words and keeps the list as moved", async () => {
    const environment = await renderScreen();
    press('Move 560038 up');
    press('Save order');
    const operation = environment.mock.getMostRecentOperation();
    const message = 'Only PIN codes of the service area can be put in the delivery order';
    await act(async () => {
      environment.mock.reject(operation, Object.assign(new Error(message), { name: 'GraphQLRequestError', status: 200, errors: [{ message, extensions: { code: 'BAD_USER_INPUT' } }] }));
    });
    expect(toast.error).toHaveBeenCalledWith(message);
    expect(items('Delivery order')).toEqual(['1.560038', '2.560100']);
    expect(card().textContent).toContain('Changed: not saved yet');
  });

  it('takes a PIN code added or removed above into the list, unsaved moves kept', async () => {
    const environment = await renderScreen();
    press('Move 560038 up');
    fireEvent.change(screen.getByLabelText('PIN codes to add'), { target: { value: '560050' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    await resolve(environment, 'serviceAreaAddMutation', {
      addServiceAreaPins: [{ pin: '560100' }, { pin: '560038' }, { pin: '560001' }, { pin: '560002' }, { pin: '560050' }],
    });
    expect(items('Delivery order')).toEqual(['1.560038', '2.560100']);
    expect(items('Not ordered yet')).toEqual(['560001', '560002', '560050']);

    fireEvent.click(screen.getByRole('button', { name: 'Remove 560100' }));
    await resolve(environment, 'serviceAreaRemoveMutation', {
      removeServiceAreaPin: [{ pin: '560038' }, { pin: '560001' }, { pin: '560002' }, { pin: '560050' }],
    });
    expect(items('Delivery order')).toEqual(['1.560038']);
    expect(items('Not ordered yet')).toEqual(['560001', '560002', '560050']);
  });

  it('asks for PIN codes first while the service area is empty', async () => {
    await renderScreen([]);
    expect(card().textContent).toContain('Add PIN codes to the service area to set their delivery order.');
    expect(within(card()).queryByRole('button', { name: 'Save order' })).toBeNull();
  });
});
