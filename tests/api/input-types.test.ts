// Typed clients (Relay's generated types, codegen) learn from the schema which input fields they
// must send. An input type whose every field is optional lets `addCredit(input: {})` compile and
// fail only at run time, so each field a mutation cannot do without is required (non-null), and
// "exactly one of these" is a @oneOf input. The one input left all-optional changes any of its
// fields and keeps the others, and refuses `{}` at run time.
import { isInputObjectType, isNonNullType, parse, validate } from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { schema } from '../../schema/index.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

/** Input types meant to have no required field, and why. */
const ALL_OPTIONAL: Record<string, string> = {
  EmailPreferencesInput: 'each preference left out stays as it is; one or both may be changed (`{}` is refused at run time)',
};

describe('input types say what is required', () => {
  it('no input type has only optional fields unless it is a @oneOf or meant to', () => {
    const allOptional = Object.values(schema.getTypeMap())
      .filter(isInputObjectType)
      .filter((type) => !type.name.startsWith('__') && !type.isOneOf)
      .filter((type) => Object.values(type.getFields()).every((field) => !isNonNullType(field.type)))
      .map((type) => type.name);
    expect(allOptional).toEqual(Object.keys(ALL_OPTIONAL));
  });

  it('an empty or incomplete input is a validation error, found before anything runs', () => {
    const invalid = [
      'mutation { addCredit(input: {}) { id } }',
      'mutation { addCredit(input: { userId: 1, amount: 10 }) { id } }',
      'mutation { debitCredit(input: {}) { id } }',
      'mutation { debitCredit(input: { userId: 1, reason: refund }) { id } }',
      'mutation { startTopUp(input: {}) { orderId } }',
      'mutation { startTopUp(input: { pack: days_7, amount: 600 }) { orderId } }',
    ];
    for (const document of invalid) expect(validate(schema, parse(document)), document).not.toEqual([]);
    const valid = [
      'mutation { addCredit(input: { userId: 1, amount: 10, paymentMethod: offline }) { id } }',
      'mutation { debitCredit(input: { userId: 1, amount: 10, reason: other, note: "Spilled" }) { id } }',
      'mutation { startTopUp(input: { amount: 600 }) { orderId } }',
      'mutation { startTopUp(input: { pack: days_7 }) { orderId } }',
    ];
    for (const document of valid) expect(validate(schema, parse(document)), document).toEqual([]);
  });

  describe('through the gateway', () => {
    let t: TestApp;
    let admin: TestUser;
    let customer: TestUser;
    beforeAll(async () => {
      t = await createTestApp('pglite');
      admin = await createUserAndLogin(t, { role: 'admin' });
      customer = await createUserAndLogin(t, { role: 'customer', creditPaise: 10_000 });
    });
    afterAll(async () => {
      await t?.close();
    });

    it('addCredit / debitCredit with {} as a variable: 400 naming the missing fields; nothing changes', async () => {
      const before = await t.prisma.creditTransaction.count();
      const add = await t.gql('mutation($i: AddCreditInput!) { addCredit(input: $i) { credit } }', { i: {} }, { token: admin.token });
      expect(add.status).toBe(400);
      expect(add.errors?.[0]?.message).toMatch(/is required$/);
      const debit = await t.gql('mutation($i: DebitCreditInput!) { debitCredit(input: $i) { credit } }', { i: { userId: customer.id } }, { token: admin.token });
      expect(debit.status).toBe(400);
      expect(debit.errors?.[0]?.message).toMatch(/is required$/);
      expect(await t.prisma.creditTransaction.count()).toBe(before);
      expect((await t.prisma.user.findUniqueOrThrow({ where: { id: customer.id } })).creditPaise).toBe(10_000);
    });

    it('startTopUp with neither or both of pack and amount: 400 that says so', async () => {
      const START = 'mutation($i: StartTopUpInput!) { startTopUp(input: $i) { orderId } }';
      for (const i of [{}, { pack: 'days_7', amount: 600 }]) {
        const refused = await t.gql(START, { i }, { token: customer.token });
        expect(refused.status).toBe(400);
        expect(refused.errors?.[0]).toMatchObject({ message: 'i takes exactly one of: pack, amount', extensions: { code: 'BAD_USER_INPUT' } });
      }
      expect(await t.prisma.payment.count()).toBe(0);
    });
  });
});
