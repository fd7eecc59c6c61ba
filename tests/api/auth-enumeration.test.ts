// Nobody can tell from the answers whether an address has an account: forgot-password, sign-up
// and resend answer alike and equally fast for every address even when the mail provider is slow
// (delivery runs after the response), wrong codes get the same messages for every address, and at
// most 5 codes an hour go to one address whoever asks. Delivered mails keep no codes in the
// outbox. On PGlite and PostgreSQL, with a fake mail provider that takes 1.5 s per message.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '../../gateway/mailer/index.ts';
import type { MailMessage } from '../../schema/context.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin } from '../support/users.ts';

const PROVIDER_DELAY_MS = 1_500;
const RESET_SENT = 'If an account exists for this email, we sent a 6-digit code to reset your password.';
const INVALID = 'Invalid or expired code';
const TOO_MANY = 'Too many wrong attempts. Please request a new code.';

let seq = 0;
const unknownAddress = () => `nobody.${Date.now()}.${seq++}@example.com`;

function slowProvider() {
  const delivered: MailMessage[] = [];
  const transport: MailTransport = {
    name: 'slow fake',
    async deliver(message) {
      await new Promise((resolve) => setTimeout(resolve, PROVIDER_DELAY_MS));
      delivered.push(message);
    },
  };
  return { transport, delivered };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe.each(dbKinds)('no account enumeration on %s', (kind) => {
  let t: TestApp;
  let provider: ReturnType<typeof slowProvider>;
  beforeAll(async () => {
    provider = slowProvider();
    t = await createTestApp(kind, { mailTransport: provider.transport });
  });
  afterAll(async () => {
    await t?.close();
  });

  /** The code of the newest message the provider delivered to `email`. */
  async function deliveredCode(email: string): Promise<string> {
    await t.settled();
    const mail = provider.delivered.filter((m) => m.to === email).at(-1);
    const code = mail?.text.match(/\b(\d{6})\b/)?.[1];
    if (!code) throw new Error(`no code delivered to ${email}`);
    return code;
  }

  async function timed(call: () => Promise<{ status: number; body: unknown }>) {
    const started = performance.now();
    const res = await call();
    return { ms: performance.now() - started, status: res.status, body: res.body };
  }

  it('forgot-password answers registered and unknown addresses alike and long before the provider is done', async () => {
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 3; i++) {
      const user = await createUserAndLogin(t);
      const a = await timed(() => t.rest('POST', '/auth/forgot-password', { email: user.email }));
      const b = await timed(() => t.rest('POST', '/auth/forgot-password', { email: unknownAddress() }));
      expect(a).toMatchObject({ status: 200, body: { message: RESET_SENT } });
      expect(b).toMatchObject({ status: 200, body: a.body });
      known.push(a.ms);
      unknown.push(b.ms);
    }
    expect(median(known)).toBeLessThan(PROVIDER_DELAY_MS / 2);
    expect(median(unknown)).toBeLessThan(PROVIDER_DELAY_MS / 2);
    expect(Math.abs(median(known) - median(unknown))).toBeLessThan(250);
    // The mails still go out, after the answers.
    await t.settled();
    expect(provider.delivered.filter((m) => m.tag === 'reset-password').length).toBeGreaterThanOrEqual(3);
  });

  it('sign-up and resend answer new, unverified and registered addresses alike and fast', async () => {
    const registered = await createUserAndLogin(t);
    const body = (email: string) => ({ name: 'Asha Verma', email, phone: '9876543210', password: 'Secret@123', confirmPassword: 'Secret@123' });
    const fresh = unknownAddress();
    const signups = [
      await timed(() => t.rest('POST', '/auth/signup', body(fresh))),
      await timed(() => t.rest('POST', '/auth/signup', body(registered.email))),
    ];
    t.clock.advance(31_000);
    const resends = [
      await timed(() => t.rest('POST', '/auth/resend-code', { email: fresh })),
      await timed(() => t.rest('POST', '/auth/resend-code', { email: unknownAddress() })),
      await timed(() => t.rest('POST', '/auth/resend-code', { email: registered.email })),
    ];
    for (const r of [...signups, ...resends]) expect(r.ms).toBeLessThan(PROVIDER_DELAY_MS / 2);
    expect(signups[1]!.body).toEqual(signups[0]!.body);
    expect(resends.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(new Set(resends.map((r) => JSON.stringify(r.body))).size).toBe(1);
    await t.settled();
    expect(provider.delivered.some((m) => m.to === registered.email && m.tag === 'already-registered')).toBe(true);
    expect(provider.delivered.filter((m) => m.to === fresh && m.tag === 'verify-email')).toHaveLength(2);
  });

  it('wrong reset codes get the same messages for unknown and registered addresses', async () => {
    const user = await createUserAndLogin(t);
    const unknown = unknownAddress();
    const bare = unknownAddress();
    for (const email of [user.email, unknown]) await t.rest('POST', '/auth/forgot-password', { email });
    const code = await deliveredCode(user.email);
    const wrong = code === '000000' ? '111111' : '000000';
    let client = 0;
    // Each run is one client address of its own.
    const answers = async (email: string) => {
      const out: string[] = [];
      const ip = `10.251.0.${client++}`;
      for (let i = 0; i < 6; i++) {
        const r = await t.rest('POST', '/auth/reset-password', { email, code: wrong, password: 'Fresh#Pass9', confirmPassword: 'Fresh#Pass9' }, { ip });
        out.push(`${r.status} ${r.body.message}`);
      }
      return out;
    };
    const known = await answers(user.email);
    expect(known).toEqual([...Array(4).fill(`400 ${INVALID}`), `400 ${TOO_MANY}`, `400 ${TOO_MANY}`]);
    expect(await answers(unknown)).toEqual(known);
    // With no code asked for, registered or not, the answers are the same too.
    const other = await createUserAndLogin(t);
    expect(await answers(bare)).toEqual(known);
    expect(await answers(other.email)).toEqual(known);
  });

  it('wrong verification codes get the same messages for unverified, verified and unknown addresses', async () => {
    const pending = unknownAddress();
    await t.rest('POST', '/auth/signup', { name: 'Asha Verma', email: pending, phone: '9876543210', password: 'Secret@123', confirmPassword: 'Secret@123' });
    const verified = await createUserAndLogin(t);
    const unknown = unknownAddress();
    for (const email of [verified.email, unknown]) await t.rest('POST', '/auth/resend-code', { email });
    const code = await deliveredCode(pending);
    const wrong = code === '000000' ? '111111' : '000000';
    let client = 0;
    const answers = async (email: string) => {
      const out: string[] = [];
      const ip = `10.252.0.${client++}`;
      for (let i = 0; i < 6; i++) {
        const r = await t.rest('POST', '/auth/verify-email', { email, code: wrong }, { ip });
        out.push(`${r.status} ${r.body.message}`);
      }
      return out;
    };
    const expected = [...Array(4).fill(`400 ${INVALID}`), `400 ${TOO_MANY}`, `400 ${TOO_MANY}`];
    expect(await answers(pending)).toEqual(expected);
    expect(await answers(verified.email)).toEqual(expected);
    expect(await answers(unknown)).toEqual(expected);
    // An address nobody asked a code for answers alike (a pending sign-up is not told apart).
    expect(await answers(unknownAddress())).toEqual(expected);
    // Five strangers with one wrong try each did not end the pending sign-up's code.
    for (let i = 0; i < 5; i++) await t.rest('POST', '/auth/verify-email', { email: pending, code: wrong }, { ip: `10.252.1.${i}` });
    const verify = await t.rest('POST', '/auth/verify-email', { email: pending, code, password: 'Owner#Pass1', confirmPassword: 'Owner#Pass1' });
    expect(verify.body.message).toBe('Email verified. You can now sign in.');
  });

  it('at most 5 reset codes an hour reach an address, whatever addresses ask; the answers stay the same', async () => {
    const user = await createUserAndLogin(t);
    const unknown = unknownAddress();
    const answers: { known: unknown[]; unknown: unknown[] } = { known: [], unknown: [] };
    for (let i = 0; i < 7; i++) {
      // A fresh client address each time (the default): per-client limits never apply.
      answers.known.push((await t.rest('POST', '/auth/forgot-password', { email: user.email })).body);
      answers.unknown.push((await t.rest('POST', '/auth/forgot-password', { email: unknown })).body);
      t.clock.advance(31_000);
    }
    expect(answers.known).toEqual(Array(7).fill({ message: RESET_SENT }));
    expect(answers.unknown).toEqual(answers.known);
    await t.settled();
    expect(provider.delivered.filter((m) => m.to === user.email)).toHaveLength(5);
    // The next hour, codes flow again.
    t.clock.advance(3_600_000);
    await t.rest('POST', '/auth/forgot-password', { email: user.email });
    await t.settled();
    expect(provider.delivered.filter((m) => m.to === user.email)).toHaveLength(6);
  });

  it('at most 5 verification e-mails an hour reach an address through sign-ups and resends', async () => {
    const email = unknownAddress();
    const body = { name: 'Asha Verma', email, phone: '9876543210', password: 'Secret@123', confirmPassword: 'Secret@123' };
    expect((await t.rest('POST', '/auth/signup', body)).status).toBe(200);
    for (let i = 0; i < 4; i++) {
      t.clock.advance(31_000);
      expect((await t.rest('POST', '/auth/signup', body)).status).toBe(200);
    }
    for (let i = 0; i < 3; i++) {
      t.clock.advance(31_000);
      expect((await t.rest('POST', '/auth/resend-code', { email })).body).toEqual({
        message: 'If this email needs verifying, a new code is on its way.',
      });
    }
    await t.settled();
    expect(provider.delivered.filter((m) => m.to === email)).toHaveLength(5);
  });

  it('the outbox keeps delivered mails without their codes; the provider got the code', async () => {
    const user = await createUserAndLogin(t);
    await t.rest('POST', '/auth/forgot-password', { email: user.email });
    const code = await deliveredCode(user.email);
    const row = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: user.email }, orderBy: { id: 'desc' } });
    expect(row.status).toBe('sent');
    expect(row.subject).not.toContain(code);
    expect(row.text).not.toContain(code);
    expect(row.text).toContain('Your password reset code is [redacted].');
  });
});

describe('the local outbox of embedded development', () => {
  it('keeps the codes readable at /dev/outbox (the browser tests read them there)', async () => {
    const t = await createTestApp('pglite');
    try {
      const email = unknownAddress();
      const body = { name: 'Asha Verma', email, phone: '9876543210', password: 'Secret@123', confirmPassword: 'Secret@123' };
      expect((await t.rest('POST', '/auth/signup', body)).status).toBe(200);
      await t.settled();
      const list = (await (await t.app.fetch('http://localhost/dev/outbox')).json()) as { to: string; text: string; status: string }[];
      const mail = list.find((m) => m.to === email);
      expect(mail?.status).toBe('local');
      expect(mail?.text).toMatch(/Your verification code is \d{6}\./);
    } finally {
      await t.close();
    }
  });
});
