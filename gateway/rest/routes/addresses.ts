// REST routes for delivery addresses: /users/{id}/addresses (admins; kitchen staff read) and
// /me/addresses (the signed-in customer's own). The GraphQL fields check everything.
import { z } from 'zod';
import { MESSAGES as USER_MESSAGES } from '@freshmeals/rules/users';
import { MESSAGES } from '@freshmeals/rules/addresses';
import { message, requiredInt, text, type RestRequest, type RestRoute } from '../facade.ts';

const ADDRESS = 'fragment Address on Address { addressId label line1 line2 landmark city pin notes isDefault }';

const addressBody = z.object({
  label: z.string().describe('Home, Office or another short name (up to 30 characters)'),
  line1: z.string().describe('House, street'),
  line2: z.string().optional(),
  landmark: z.string().optional(),
  city: z.string(),
  pin: z.string().describe('6-digit PIN code, in the service area'),
  notes: z.string().optional().describe('Delivery notes, up to 200 characters'),
  isDefault: z.boolean().optional().describe('Make it the default address (the first one always is)'),
});

const optional = (value: unknown) => (typeof value === 'string' ? value : null);
const input = ({ body }: RestRequest) => ({
  label: text(body.label),
  line1: text(body.line1),
  line2: optional(body.line2),
  landmark: optional(body.landmark),
  city: text(body.city),
  pin: text(body.pin),
  notes: optional(body.notes),
  isDefault: body.isDefault === true,
});
const addressId = ({ params }: RestRequest) => requiredInt(params.addressId, MESSAGES.notFound, 404);
const userId = ({ params }: RestRequest) => requiredInt(params.id, USER_MESSAGES.userNotFound, 404);

function routes(base: string, access: RestRoute['access'], owner: 'path' | 'viewer'): RestRoute[] {
  const who = owner === 'path' ? "a user's" : 'your';
  const userVariables = (request: RestRequest) => (owner === 'path' ? { userId: userId(request) } : {});
  return [
    {
      method: 'GET',
      path: base,
      tag: 'addresses',
      access: owner === 'path' ? 'staff' : access,
      summary: `List ${who} delivery addresses, the default first.`,
      document: `query RestAddresses($userId: Int) { addresses(userId: $userId) { ...Address } } ${ADDRESS}`,
      variables: userVariables,
    },
    {
      method: 'POST',
      path: base,
      tag: 'addresses',
      access,
      summary: `Add ${who === 'your' ? 'a' : 'a user’s'} delivery address (its PIN must be in the service area).`,
      bodySchema: addressBody,
      document: `mutation RestAddAddress($userId: Int, $input: AddressInput!) { address: addAddress(userId: $userId, input: $input) { ...Address } } ${ADDRESS}`,
      variables: (request) => ({ ...userVariables(request), input: input(request) }),
    },
    {
      method: 'PUT',
      path: `${base}/:addressId`,
      tag: 'addresses',
      access,
      summary: 'Replace a delivery address.',
      bodySchema: addressBody,
      document: `mutation RestUpdateAddress($id: ID!, $userId: Int, $input: AddressInput!) {
        address: updateAddress(id: $id, userId: $userId, input: $input) { ...Address } } ${ADDRESS}`,
      variables: (request) => ({ ...userVariables(request), id: String(addressId(request)), input: input(request) }),
    },
    {
      method: 'DELETE',
      path: `${base}/:addressId`,
      tag: 'addresses',
      access,
      summary: 'Delete a delivery address; meals that named it go to the default address.',
      document: 'mutation RestDeleteAddress($id: ID!, $userId: Int) { deleteAddress(id: $id, userId: $userId) @omit { userId } }',
      add: { message: message('Address deleted') },
      variables: (request) => ({ ...userVariables(request), id: String(addressId(request)) }),
    },
  ];
}

export const addressRoutes: RestRoute[] = [...routes('/users/:id/addresses', 'admin', 'path'), ...routes('/me/addresses', 'logged-in', 'viewer')];
