// @vitest-environment happy-dom
// The API keys screen against a mock Relay environment: the list, the Create dialog's rules (the
// server's own), the new key shown once, and Revoke after a confirmation.
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { businessToday } from '@freshmeals/ui/business-time';
import { addDays } from '@freshmeals/rules/dates';
import { RouteData } from '../../lib/route-data';
import { WithHost } from '../../test-host';
import ApiKeysPage from './index';
import { apiKeysQueries } from './route';

const named = (name: string) => (op: OperationDescriptor) => op.request.node.params.name === name;

const KEY = {
  apiKeyId: 4,
  name: 'Tally export',
  role: 'readonly',
  prefix: 'fmk_AbCdEfGhJkMn',
  createdAt: '2026-11-25T05:00:00.000Z',
  createdByName: 'Demo Admin',
  expiresAt: null,
  lastUsedAt: null,
  status: 'active',
};

async function renderPage() {
  const environment = createMockEnvironment();
  render(
    <WithHost>
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={['/dashboard/api-keys']}>
          <RouteData queries={apiKeysQueries}>
            <ApiKeysPage />
          </RouteData>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </WithHost>,
  );
  const query = environment.mock.findOperation(named('apiKeysPageQuery'));
  await act(async () => {
    environment.mock.resolve(query, MockPayloadGenerator.generate(query, { ApiKeyConnection: () => ({ totalCount: 1, edges: [{ node: KEY }] }), ApiKey: () => KEY }));
  });
  return environment;
}

describe('the API keys screen', () => {
  it("offers as last day only the days the server takes: after the business's today", async () => {
    await renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Create API key/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await act(async () => fireEvent.mouseDown(within(dialog).getByLabelText('Expires after')));
    await act(async () => fireEvent.click(within(dialog).getByLabelText('Expires after')));
    const today = businessToday();
    const cell = (day: string) => document.querySelector(`.ant-picker-dropdown td[title="${day}"]`);
    await waitFor(() => expect(cell(today)).not.toBeNull());
    expect(cell(today)!.classList.contains('ant-picker-cell-disabled')).toBe(true);
    expect(cell(addDays(today, -1))?.classList.contains('ant-picker-cell-disabled') ?? true).toBe(true);
    // The day after today may still be in the next month's page: only check it when it is shown.
    const tomorrow = cell(addDays(today, 1));
    if (tomorrow) expect(tomorrow.classList.contains('ant-picker-cell-disabled')).toBe(false);
  });

  it('lists keys by name, prefix, role, last use and status', async () => {
    await renderPage();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('API keys');
    const row = (await screen.findByText('Tally export')).closest('tr')!;
    expect(within(row).getByText('fmk_AbCdEfGhJkMn_…')).toBeTruthy();
    expect(within(row).getByText('Read-only admin')).toBeTruthy();
    expect(within(row).getAllByText('Never').length).toBeGreaterThan(0);
    expect(within(row).getByText('Active')).toBeTruthy();
  });

  it('checks the name before sending, then shows the new key once', async () => {
    const environment = await renderPage();
    fireEvent.click(screen.getByRole('button', { name: /Create API key/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Create API key' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /Create$/ })));
    expect(await within(dialog).findByText('Name is required')).toBeTruthy();
    expect(environment.mock.getAllOperations().filter(named('CreateApiKeyDialogMutation'))).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Delivery partner' } });
    fireEvent.click(within(dialog).getByLabelText('Full admin'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: /Create$/ })));
    const mutation = await waitFor(() => environment.mock.findOperation(named('CreateApiKeyDialogMutation')));
    expect(mutation.request.variables.input).toEqual({ name: 'Delivery partner', role: 'admin', expiresOn: null });
    await act(async () => {
      environment.mock.resolve(mutation, {
        data: { createApiKey: { key: 'fmk_QwErTyUiOpAs_secret', message: 'API key created', apiKey: { id: 'QXBpS2V5OjU=', name: 'Delivery partner' } } },
      });
    });
    const shown = await screen.findByRole('dialog', { name: 'Your new API key' });
    expect(within(shown).getByText('Delivery partner')).toBeTruthy();
    expect(within(shown).getByText('Copy this key now. It will not be shown again.')).toBeTruthy();
    expect(within(shown).getByTestId('new-api-key').textContent).toContain('fmk_QwErTyUiOpAs_secret');
    fireEvent.click(within(shown).getByRole('button', { name: 'Done' }));
    // Opened again, the dialog is a fresh form: the key is not shown a second time.
    fireEvent.click(screen.getByRole('button', { name: /Create API key/ }));
    const again = await screen.findByRole('dialog', { name: 'Create API key' });
    expect(within(again).queryByText(/fmk_QwErTyUiOpAs_secret/)).toBeNull();
    expect((within(again).getByLabelText('Name') as HTMLInputElement).value).toBe('');
  });

  it('revokes a key only after the confirmation', async () => {
    const environment = await renderPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Revoke Tally export' }));
    const confirm = await screen.findByRole('tooltip');
    expect(within(confirm).getByText('Revoke this API key?')).toBeTruthy();
    expect(environment.mock.getAllOperations().filter(named('ApiKeysTableRevokeMutation'))).toHaveLength(0);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Revoke' })));
    const mutation = await waitFor(() => environment.mock.findOperation(named('ApiKeysTableRevokeMutation')));
    expect(mutation.request.variables).toEqual({ apiKeyId: 4 });
  });
});
