// @vitest-environment happy-dom
// The admin's Account screen against a mock Relay environment: the profile, the form's rules (the
// same as the server's), a wrong current password under its field, and success.
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { RelayEnvironmentProvider } from 'react-relay/hooks';
import { MemoryRouter } from 'react-router';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import type { OperationDescriptor } from 'relay-runtime';
import { describe, expect, it } from 'vitest';
import { RouteData } from '../../lib/route-data';
import { WithHost } from '../../test-host';
import AccountPage from './index';
import { accountQueries } from './route';

const named = (name: string) => (op: OperationDescriptor) => op.request.node.params.name === name;

async function renderAccount() {
  const environment = createMockEnvironment();
  render(
    <WithHost>
      <RelayEnvironmentProvider environment={environment}>
        <MemoryRouter>
          <RouteData queries={accountQueries}>
            <AccountPage />
          </RouteData>
        </MemoryRouter>
      </RelayEnvironmentProvider>
    </WithHost>,
  );
  const query = environment.mock.findOperation(named('accountPageQuery'));
  await act(async () => {
    environment.mock.resolve(
      query,
      MockPayloadGenerator.generate(query, {
        User: () => ({ name: 'Demo Admin', email: 'admin@example.com', phone: '9000000000', role: 'admin' }),
      }),
    );
  });
  const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
  const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: /Change password$/ })));
  const mutations = () => environment.mock.getAllOperations().filter(named('ChangePasswordFormMutation'));
  return { environment, fill, submit, mutations };
}

describe('the Account screen', () => {
  it('shows the profile of the signed-in admin', async () => {
    await renderAccount();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Account');
    expect(await screen.findByText('admin@example.com')).toBeTruthy();
    expect(screen.getByText('Demo Admin')).toBeTruthy();
    expect(screen.getByText('Admin')).toBeTruthy();
  });

  it('checks the sign-up password rules and the confirmation before sending anything', async () => {
    const { fill, submit, mutations } = await renderAccount();
    await submit();
    expect(await screen.findByText('Current password is required')).toBeTruthy();
    fill('Current password', 'Admin@1234');
    fill('New password', 'short');
    fill('Confirm new password', 'short');
    await submit();
    expect(await screen.findByText('Password must be at least 8 characters')).toBeTruthy();
    fill('New password', 'Fresh#Pass9');
    fill('Confirm new password', 'Fresh#Pass8');
    await submit();
    expect(await screen.findByText('Passwords do not match')).toBeTruthy();
    fill('New password', 'Admin@1234');
    fill('Confirm new password', 'Admin@1234');
    await submit();
    expect(await screen.findByText('The new password must be different from the current one')).toBeTruthy();
    expect(mutations()).toHaveLength(0);
  });

  it('puts a wrong current password under its field, and clears the form after a change', async () => {
    const { environment, fill, submit, mutations } = await renderAccount();
    fill('Current password', 'Wrong@1234');
    fill('New password', 'Fresh#Pass9');
    fill('Confirm new password', 'Fresh#Pass9');
    await submit();
    await waitFor(() => expect(mutations()).toHaveLength(1));
    expect(mutations()[0]!.request.variables.input).toEqual({
      currentPassword: 'Wrong@1234',
      password: 'Fresh#Pass9',
      confirmPassword: 'Fresh#Pass9',
    });
    await act(async () => {
      // What the gateway answers: the error in the payload, with no data.
      environment.mock.resolve(mutations()[0]!, {
        data: null,
        errors: [{ message: 'Current password is incorrect', extensions: { code: 'BAD_USER_INPUT' } }],
      } as never);
    });
    expect(await screen.findByText('Current password is incorrect')).toBeTruthy();
    // The button's loading spinner fades out (and keeps its label in the name) until motion ends.
    await screen.findByRole('button', { name: /Change password$/ });

    fill('Current password', 'Admin@1234');
    await submit();
    await waitFor(() => expect(mutations()).toHaveLength(1));
    await act(async () => {
      environment.mock.resolve(mutations()[0]!, {
        data: { changePassword: { message: 'Your password has been changed. Other devices have been signed out.' } },
      });
    });
    await waitFor(() => expect((screen.getByLabelText('Current password') as HTMLInputElement).value).toBe(''));
  });
});
