// @vitest-environment happy-dom
// The screen of a user's transactions shows its heading and its rows together: the route starts the
// user and the list at once, and an answer for the user alone changes nothing on the screen (a
// spinner shown in between would hold the rows back, as React delays a reveal just after a fallback).
import { act, cleanup, render, screen } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { afterEach, describe, expect, it } from 'vitest';
import { WithHost } from '../../test-host';
import { RouteData } from '../../lib/route-data';
import TransactionsPage from './index';
import { transactionsQueries } from './route';

afterEach(cleanup);

function resolve(environment: ReturnType<typeof createMockEnvironment>, name: string, resolvers: Parameters<typeof MockPayloadGenerator.generate>[1]) {
  const operation = environment.mock.findOperation((op: OperationDescriptor) => op.request.node.params.name === name);
  environment.mock.resolve(operation, MockPayloadGenerator.generate(operation, resolvers));
}

describe('the transactions screen', () => {
  it('shows the heading with the rows, not before them', async () => {
    const environment = createMockEnvironment();
    render(
      <WithHost role="admin">
        <RelayEnvironmentProvider environment={environment}>
          <MemoryRouter initialEntries={['/dashboard/users/transactions?userId=7&name=Kavya&email=k%40example.com']}>
            <RouteData queries={transactionsQueries}>
              <TransactionsPage />
            </RouteData>
          </MemoryRouter>
        </RelayEnvironmentProvider>
      </WithHost>,
    );
    const heading = () => screen.getByRole('heading', { level: 1 }).textContent;
    // While both load: the heading the link carried, and the spinner.
    expect(heading()).toBe('Transactions for Kavya - k@example.com');

    await act(async () => resolve(environment, 'transactionsUserQuery', { Node: () => ({ __typename: 'User' }), User: () => ({ name: 'Kavya Nair', email: 'kavya@example.com' }) }));
    // The user alone: still the loading screen, with no rows' spinner below a new heading.
    expect(heading()).toBe('Transactions for Kavya - k@example.com');
    expect(screen.queryByRole('table')).toBeNull();

    await act(async () =>
      resolve(environment, 'transactionsPageQuery', {
        CreditTransaction: () => ({ transactionId: 41, type: 'credit', amount: 500, reversesTransactionId: null, reversedByTransactionId: null }),
      }),
    );
    expect(heading()).toBe('Transactions for Kavya Nair - kavya@example.com');
    expect(screen.getByRole('button', { name: 'Reverse transaction 41' })).toBeTruthy();
  });
});
