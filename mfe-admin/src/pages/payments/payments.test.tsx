// @vitest-environment happy-dom
// The payments screen against a mock Relay environment: the top-ups table keeps its state filter
// (the stored 'abandoned' state included), and below it the differences the reconciliation job
// found, each with its order, customer and what differs, and Mark resolved; none shows a plain
// sentence instead.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { RouteData } from '../../lib/route-data';
import { WithHost } from '../../test-host';
import PaymentsPage from './index';
import { paymentsQueries } from './route';
import { DIFFERENCES_TITLE, NO_DIFFERENCES } from './components/PaymentDifferences';

const named = (name: string) => (op: OperationDescriptor) => op.request.node.params.name === name;

const PAYMENT = {
  id: 'UGF5bWVudDox',
  orderId: 'order_abc123',
  providerPaymentId: null,
  amount: 1000,
  pack: 'custom',
  state: 'abandoned',
  error: null,
  createdAt: '2026-12-02T05:00:00.000Z',
  paidAt: null,
  user: { name: 'Asha Iyer', email: 'asha@example.com' },
};

const DIFFERENCE = {
  id: 'UGF5bWVudERpZmZlcmVuY2U6MQ==',
  differenceId: 1,
  resolvedAt: null as string | null,
  kind: 'amount_mismatch',
  detail: 'Razorpay captured pay_xyz of ₹900.00 on an order of ₹1,000.00: nothing was credited.',
  foundAt: '2026-12-02T05:20:00.000Z',
  payment: { orderId: 'order_abc123', user: { name: 'Asha Iyer', email: 'asha@example.com' } },
};

async function renderPage(differences: (typeof DIFFERENCE)[], search = '') {
  const environment = createMockEnvironment();
  render(
    <WithHost>
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter initialEntries={[`/dashboard/payments${search}`]}>
          <RouteData queries={paymentsQueries}>
            <PaymentsPage />
          </RouteData>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </WithHost>,
  );
  const query = environment.mock.findOperation(named('paymentsPageQuery'));
  await act(async () => {
    environment.mock.resolve(
      query,
      MockPayloadGenerator.generate(query, {
        QueryPaymentsConnection: () => ({ totalCount: 1, edges: [{ node: PAYMENT }] }),
        Payment: () => PAYMENT,
        QueryPaymentDifferencesConnection: () => ({ totalCount: differences.length, edges: differences.map((node) => ({ node })) }),
        PaymentDifference: () => DIFFERENCE,
      }),
    );
  });
  return { query, environment };
}

describe('the payments screen', () => {
  it('asks for failed and abandoned top-ups by default, and shows an abandoned one as such', async () => {
    const { query } = await renderPage([DIFFERENCE]);
    expect(query.request.variables).toMatchObject({ states: ['failed', 'abandoned'] });
    const payments = screen.getByRole('heading', { level: 1 });
    expect(payments.textContent).toBe('Payments');
    const row = screen.getAllByText('asha@example.com')[0]!.closest('tr')!;
    expect(within(row).getByText('Abandoned')).toBeTruthy();
  });

  it('lists a difference with its order, customer and what differs', async () => {
    await renderPage([DIFFERENCE]);
    const section = screen.getByRole('region', { name: DIFFERENCES_TITLE });
    const row = within(section).getByText(DIFFERENCE.detail).closest('tr')!;
    expect(within(row).getByText('Amount differs')).toBeTruthy();
    expect(within(row).getByText('order_abc123')).toBeTruthy();
    expect(within(row).getByText('Asha Iyer')).toBeTruthy();
    expect(within(row).getByText('asha@example.com')).toBeTruthy();
  });

  it('marks a difference resolved with its numeric id, and then shows it resolved', async () => {
    const { environment } = await renderPage([DIFFERENCE]);
    fireEvent.click(screen.getByRole('button', { name: 'Mark resolved: order_abc123' }));
    const mutation = environment.mock.getMostRecentOperation();
    expect(mutation.request.node.params.name).toBe('PaymentDifferencesResolveMutation');
    expect(mutation.request.variables).toEqual({ differenceId: 1 });
    await act(async () => {
      environment.mock.resolve(mutation, { data: { resolvePaymentDifference: { id: DIFFERENCE.id, resolvedAt: '2026-12-02T06:00:00.000Z' } } });
    });
    const section = screen.getByRole('region', { name: DIFFERENCES_TITLE });
    expect(within(section).getByText('Resolved', { selector: '.ant-tag' })).toBeTruthy();
    expect(within(section).queryByRole('button', { name: /Mark resolved/ })).toBeNull();
  });

  it('says so when there is no difference, and keeps the chosen filter', async () => {
    const { query } = await renderPage([], '?show=paid');
    expect(query.request.variables).toMatchObject({ states: ['paid'] });
    const section = screen.getByRole('region', { name: DIFFERENCES_TITLE });
    expect(within(section).getByText(NO_DIFFERENCES)).toBeTruthy();
  });
});
