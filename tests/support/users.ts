// Users for API tests: created directly in the database (verified, with a password) and signed in
// through the real login mutation, so their access tokens are genuine.
import { hashPassword, PASSWORD_COST } from '../../schema/auth/password.ts';
import type { TestApp } from './app.ts';

export interface TestUser {
  id: number;
  /** The Relay global id of the User node. */
  globalId: string;
  name: string;
  email: string;
  phone: string;
  password: string;
  role: 'admin' | 'customer' | 'kitchen' | 'delivery';
  token: string;
}

let sequence = 0;
const PASSWORD = 'Secret@123';
/**
 * The fixtures' password is hashed at a low scrypt cost (N = 2^10 instead of 2^15). A sign-in checks
 * a password at the cost stored in its hash, so each of the suite's thousands of fixture sign-ins
 * takes a millisecond of a core instead of 85: what these tests check (sessions, scopes, throttling)
 * does not depend on the cost. New hashes (sign-up, set password) keep the product's cost, which
 * password-hashing.test.ts checks.
 */
export const FIXTURE_PASSWORD_COST = { ...PASSWORD_COST, N: 1 << 10 };
let passwordHash: Promise<string> | undefined;

export async function createUserAndLogin(
  t: TestApp,
  opts: { role?: 'admin' | 'customer' | 'kitchen' | 'delivery'; name?: string; email?: string; phone?: string; creditPaise?: number } = {},
): Promise<TestUser> {
  const role = opts.role ?? 'customer';
  const n = sequence++;
  const email = (opts.email ?? `${role}.${process.pid}.${Date.now()}.${n}@example.com`).toLowerCase();
  const user = await t.prisma.user.create({
    data: {
      name: opts.name ?? `Test ${role} ${n}`,
      email,
      phone: opts.phone ?? `98${String(10_000_000 + n).slice(-8)}`,
      passwordHash: await (passwordHash ??= hashPassword(PASSWORD, FIXTURE_PASSWORD_COST)),
      role,
      emailVerified: true,
      creditPaise: opts.creditPaise ?? 0,
    },
  });
  const login = await t.gql<{ login: { accessToken: string; user: { id: string } } }>(
    'mutation($input: LoginInput!) { login(input: $input) { accessToken user { id } } }',
    { input: { email, password: PASSWORD } },
  );
  if (login.errors || !login.data.login.accessToken) throw new Error(`login failed: ${JSON.stringify(login.errors)}`);
  return {
    id: user.id,
    globalId: login.data.login.user.id,
    name: user.name,
    email,
    phone: user.phone,
    password: PASSWORD,
    role,
    token: login.data.login.accessToken,
  };
}
