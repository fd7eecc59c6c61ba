// How the REST facade reads whole numbers (ids, durations, seconds, pages): one reading everywhere.
// A value that is no whole number is either left to the field's rules (nullable fields) or refused
// with the message those rules give (required ones); a path id that is no number names no record
// (404). Nothing is ever silently replaced by a default or reaches GraphQL as text.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { int, requiredInt, RestInputError } from '../../gateway/rest/facade.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

describe('int and requiredInt', () => {
  it('read whole numbers from JSON numbers and text, and nothing else', () => {
    expect([int(14), int('14'), int(' 14 '), int('-3'), int(0)]).toEqual([14, 14, 14, -3, 0]);
    for (const value of ['', ' ', 'abc', '1.5', 1.5, '1e308', Number.NaN, Infinity, 2 ** 31, true, null, undefined, {}, [1]]) {
      expect(int(value), String(value)).toBeNull();
    }
  });

  it('requiredInt refuses with the given message and status', () => {
    expect(requiredInt('7', 'Invalid user id')).toBe(7);
    expect(() => requiredInt('x', 'Invalid user id')).toThrow(new RestInputError('Invalid user id'));
    try {
      requiredInt('abc', 'User not found', 404);
    } catch (error) {
      expect(error).toMatchObject({ message: 'User not found', status: 404 });
    }
  });
});

describe.each(dbKinds)('REST whole numbers on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserAndLogin(t, { role: 'admin' });
    customer = await createUserAndLogin(t, { creditPaise: 100_000 });
  });
  afterAll(async () => {
    await t?.close();
  });

  const as = () => ({ token: admin.token });

  it('a required id that is no whole number gets the rules’ message, in a body or a query', async () => {
    for (const userId of ['abc', '1.5', null, true]) {
      expect(await t.rest('PATCH', '/admin/users/disable', { userId, state: false }, as())).toMatchObject({
        status: 400,
        body: { message: 'Invalid user id' },
      });
      expect(await t.rest('POST', '/admin/deduct-credits', { userId, mealType: 'lunch' }, as())).toMatchObject({
        status: 400,
        body: { message: 'Invalid user id' },
      });
    }
    expect(await t.rest('GET', '/admin/users/transactions?userId=abc', undefined, as())).toMatchObject({
      status: 400,
      body: { message: 'Invalid user id' },
    });
    // The same id as text is read as the number.
    const disabled = await t.rest('PATCH', '/admin/users/disable', { userId: String(customer.id), state: false }, as());
    expect(disabled).toMatchObject({ status: 200, body: { message: 'User disabled successfully' } });
    await t.rest('PATCH', '/admin/users/disable', { userId: customer.id, state: true }, as());
  });

  it('a path id that is no number names no record: 404', async () => {
    expect(await t.rest('GET', '/admin/users/abc/preference', undefined, as())).toMatchObject({
      status: 404,
      body: { message: 'User not found' },
    });
  });

  it('seconds and dish ids: refused with the rules’ message, never replaced by a default', async () => {
    expect(await t.rest('GET', '/uploads/presigned-url?key=dishes/x.png&expiresIn=soon', undefined, as())).toMatchObject({
      status: 400,
      body: { message: 'expiresIn must be between 1 and 604800 seconds' },
    });
    const menu = await t.rest(
      'PUT',
      '/admin/menu',
      { weekStart: '2026-11-23', items: [{ weekday: 'monday', meal: 'lunch', type: 'veg', dishId: 'first' }] },
      as(),
    );
    expect(menu.status).toBe(400);
    expect(await t.prisma.menuItem.count()).toBe(0);
  });

  it('a nullable number that is no whole number reaches its rules, which answer with their message', async () => {
    const enquiry = {
      name: 'Neha Gupta',
      email: 'neha.numbers@example.com',
      phone: '9811234567',
      mealType: 'vegPlan',
      mealDetails: ['lunch'],
      addons: [],
    };
    const bad = await t.rest('POST', '/enquiry', { ...enquiry, duration: 'a month' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Invalid duration');
    expect(await t.prisma.enquiry.count()).toBe(0);
    const good = await t.rest('POST', '/enquiry', { ...enquiry, duration: '14' });
    expect(good.status).toBe(200);
    expect(await t.prisma.enquiry.findMany({ select: { duration: true } })).toEqual([{ duration: 14 }]);
  });
});
