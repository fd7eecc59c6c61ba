// 'Your details' (updateProfile) through the real gateway on PGlite and real PostgreSQL: a signed-in
// user changes their own name (Add user's rule) and phone (sign-up's rule); nobody else's, and not
// their e-mail.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dbKinds } from '../support/db.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { createUserAndLogin } from '../support/users.ts';

const UPDATE = 'mutation($input: ProfileInput!) { updateProfile(input: $input) { userId name phone email } }';

describe.each(dbKinds)('your details on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a visitor is refused', async () => {
    const res = await t.gql(UPDATE, { input: { name: 'Nobody', phone: '9876500001' } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  it.each(['customer', 'admin'] as const)('%s: changes their own name and phone, trimmed; the e-mail stays', async (role) => {
    const user = await createUserAndLogin(t, { role });
    const other = await createUserAndLogin(t);
    const res = await t.gql(UPDATE, { input: { name: '  Asha R. Iyer ', phone: ' 9876543210 ' } }, { token: user.token });
    expect(res.errors).toBeUndefined();
    expect(res.data.updateProfile).toEqual({ userId: user.id, name: 'Asha R. Iyer', phone: '9876543210', email: user.email });
    expect(await t.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { name: true, phone: true } })).toEqual({
      name: 'Asha R. Iyer',
      phone: '9876543210',
    });
    // No one else's row moved.
    expect((await t.prisma.user.findUniqueOrThrow({ where: { id: other.id } })).name).not.toBe('Asha R. Iyer');
  });

  it("refuses a blank or overlong name (Add user's messages) or a phone that sign-up would refuse (its messages), and changes nothing", async () => {
    const user = await createUserAndLogin(t, { name: 'Kept Name', phone: '9876500002' });
    const cases: [Record<string, string>, string, string][] = [
      [{ name: '  ', phone: '9876500003' }, 'Name is required', 'name'],
      [{ name: 'x'.repeat(101), phone: '9876500003' }, 'Name must be at most 100 characters', 'name'],
      [{ name: 'New Name', phone: '' }, 'Phone number must be 10 digits', 'phone'],
      // The phone follows the sign-up rule: 10 digits.
      [{ name: 'New Name', phone: '9'.repeat(21) }, 'Phone number must be 10 digits', 'phone'],
      [{ name: 'New Name', phone: '12345' }, 'Phone number must be 10 digits', 'phone'],
      [{ name: 'New Name', phone: '9'.repeat(14) }, 'Phone number must be 10 digits', 'phone'],
      [{ name: 'New Name', phone: 'abcde12345' }, 'Enter a valid 10-digit phone number', 'phone'],
      [{ name: 'New Name', phone: '98765-4321' }, 'Enter a valid 10-digit phone number', 'phone'],
    ];
    for (const [input, message, field] of cases) {
      const res = await t.gql(UPDATE, { input }, { token: user.token });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
    }
    // The e-mail is not part of the input at all.
    const withEmail = await t.gql(UPDATE, { input: { name: 'New Name', phone: '9876500003', email: 'x@example.com' } }, { token: user.token });
    expect(withEmail.errors?.[0]?.message).toMatch(/email/);
    expect(await t.prisma.user.findUniqueOrThrow({ where: { id: user.id }, select: { name: true, phone: true } })).toEqual({
      name: 'Kept Name',
      phone: '9876500002',
    });
  });
});
