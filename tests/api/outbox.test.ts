// The console's outbox (emailOutbox, retryEmail): admins see what was written and where its delivery
// stands, subjects with codes blanked; a dead e-mail is retried and delivered; nobody else may look.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MailTransport } from '../../gateway/mailer/index.ts';
import { EMAIL_NOT_FOUND, NOT_RETRIABLE } from '../../schema/outbox/outbox.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const OUTBOX = `query ($statuses: [OutboxStatus!]) {
  emailOutbox(first: 20, statuses: $statuses) {
    totalCount
    edges { node { id mailId to subject tag status attempts error canRetry sentAt } }
  }
}`;
const RETRY = 'mutation ($id: ID!) { retryEmail(id: $id) { mailId status canRetry } }';

describe.each(dbKinds)('outbox on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  let failing = true;
  // While set, a delivery waits for it: the retry's answer is then read before the queued try ends,
  // however fast the job runner picks it up.
  let gate: Promise<void> | null = null;
  const delivered: string[] = [];
  const transport: MailTransport = {
    name: 'switchable',
    async deliver(message) {
      if (gate) await gate;
      if (failing) throw new Error('provider unavailable');
      delivered.push(message.to);
    },
  };

  beforeAll(async () => {
    t = await createTestApp(kind, { mailTransport: transport });
    admin = await createUserAndLogin(t, { role: 'admin' });
    customer = await createUserAndLogin(t);
  });
  afterAll(async () => {
    await t?.close();
  });

  it('lists undelivered e-mails with their tries and error, blanks codes, and Retry delivers a dead one', async () => {
    failing = true;
    await t.app.mailer.send({ to: 'kavya@example.com', subject: 'Your code 314159', text: 'Code 314159', tag: 'verify-email', secrets: ['314159'] });
    await t.settled();
    // A day on it is given up: dead.
    const row = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: 'kavya@example.com' } });
    await t.prisma.emailOutbox.update({ where: { id: row.id }, data: { createdAt: new Date(Date.now() - 25 * 3600_000) } });
    await t.app.jobs.add('deliver-email', { id: row.id });
    await t.settled();

    const listed = await t.gql(OUTBOX, { statuses: ['failed', 'dead'] }, { token: admin.token });
    expect(listed.errors).toBeUndefined();
    const node = listed.data.emailOutbox.edges.find((edge: any) => edge.node.mailId === row.id).node;
    expect(node).toMatchObject({ to: 'kavya@example.com', subject: 'Your code [redacted]', tag: 'verify-email', status: 'dead', attempts: 2, canRetry: true });
    expect(node.error).toBe('provider unavailable');

    failing = false;
    let open!: () => void;
    gate = new Promise((resolve) => (open = resolve));
    const retried = await t.gql(RETRY, { id: node.id }, { token: admin.token });
    expect(retried.errors).toBeUndefined();
    expect(retried.data.retryEmail).toMatchObject({ mailId: row.id, status: 'failed', canRetry: true });
    gate = null;
    open();
    await t.settled();
    expect(delivered).toEqual(['kavya@example.com']);
    const sent = await t.gql(OUTBOX, { statuses: ['sent'] }, { token: admin.token });
    expect(sent.data.emailOutbox.edges.map((edge: any) => edge.node)).toContainEqual(
      expect.objectContaining({ mailId: row.id, status: 'sent', attempts: 3, error: null, canRetry: false }),
    );

    // Sent: nothing to retry. Unknown: not found.
    const again = await t.gql(RETRY, { id: String(row.id) }, { token: admin.token });
    expect(again.errors?.[0]).toMatchObject({ message: NOT_RETRIABLE, extensions: { code: 'CONFLICT' } });
    const unknown = await t.gql(RETRY, { id: '999999' }, { token: admin.token });
    expect(unknown.errors?.[0]).toMatchObject({ message: EMAIL_NOT_FOUND, extensions: { code: 'NOT_FOUND' } });
    expect(delivered).toEqual(['kavya@example.com']);
  });

  it('is for admins only: customers are refused and visitors asked to sign in, and node(id) does not bypass it', async () => {
    const row = await t.prisma.emailOutbox.create({ data: { to: 'x@example.com', subject: 'S', text: 'T', status: 'dead' } });
    const asCustomer = await t.gql(OUTBOX, {}, { token: customer.token });
    expect(asCustomer.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asVisitor = await t.gql(OUTBOX, {});
    expect(asVisitor.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const retry = await t.gql(RETRY, { id: String(row.id) }, { token: customer.token });
    expect(retry.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(await t.prisma.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'dead' });

    const globalId = Buffer.from(`OutboxEmail:${row.id}`).toString('base64');
    const viaNode = await t.gql('query ($id: ID!) { node(id: $id) { ... on OutboxEmail { to } } }', { id: globalId }, { token: customer.token });
    expect(viaNode.data?.node?.to).toBeUndefined();
    const asAdmin = await t.gql('query ($id: ID!) { node(id: $id) { ... on OutboxEmail { to } } }', { id: globalId }, { token: admin.token });
    expect(asAdmin.data.node).toEqual({ to: 'x@example.com' });
  });
});

// The outbox shows every admin, and every API key acting for one (read-only ones included), the
// e-mails written to everyone: nothing there may let them sign in as someone else. The local
// outbox (embedded mode, or production with ALLOW_LOCAL_MAIL=true) keeps its messages whole.
describe.each(dbKinds)('outbox codes with a local outbox on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let otherAdmin: TestUser;
  const ALL = 'query { emailOutbox(first: 50) { edges { node { mailId to subject tag error } } } }';

  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserAndLogin(t, { role: 'admin' });
    otherAdmin = await createUserAndLogin(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
  });

  it('a read-only API key cannot read a reset code meant for another admin, so cannot take the account over', async () => {
    const made = await t.gql(
      'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }',
      { input: { name: 'Reports', role: 'readonly' } },
      { token: admin.token },
    );
    expect(made.errors).toBeUndefined();
    const key = made.data.createApiKey.key as string;

    // As a visitor: ask for a reset of the other admin's password (and a verification code elsewhere).
    const asked = await t.gql('mutation($input: RequestPasswordResetInput!) { requestPasswordReset(input: $input) { message } }', {
      input: { email: otherAdmin.email },
    });
    expect(asked.errors).toBeUndefined();
    await t.rest('POST', '/auth/signup', { name: 'New One', email: 'new.one@example.com', phone: '9876512345', password: 'New#Pass12', confirmPassword: 'New#Pass12' });
    const resetCode = await t.latestCode(otherAdmin.email);
    const verifyCode = await t.latestCode('new.one@example.com');

    for (const token of [key, admin.token]) {
      const listed = await t.gql(ALL, {}, { token });
      expect(listed.errors).toBeUndefined();
      const nodes = listed.data.emailOutbox.edges.map((edge: any) => edge.node);
      expect(nodes).toContainEqual(expect.objectContaining({ to: otherAdmin.email, tag: 'reset-password', subject: 'Your FreshMeals password reset code' }));
      expect(nodes).toContainEqual(expect.objectContaining({ to: 'new.one@example.com', tag: 'verify-email', subject: 'Your FreshMeals verification code' }));
      const shown = JSON.stringify(listed.data);
      expect(shown).not.toContain(resetCode);
      expect(shown).not.toContain(verifyCode);
      expect(shown).not.toMatch(/code: \d{6}/);
    }
    // Without the code the reset fails, and the other admin's password is unchanged.
    const reset = await t.gql('mutation($input: ResetPasswordInput!) { resetPassword(input: $input) { message } }', {
      input: { email: otherAdmin.email, code: '563934', password: 'Taken#Over1', confirmPassword: 'Taken#Over1' },
    });
    expect(reset.errors?.[0]?.message).toMatch(/Invalid or expired code|Too many wrong attempts/);
    const login = await t.rest('POST', '/auth/login', { email: otherAdmin.email, password: 'Taken#Over1' });
    expect(login.status).toBe(400);
  });

  it('blanks any code or link a local message carries in its subject, as it does for delivered ones', async () => {
    const link = 'http://localhost:4000/set-password?token=9.secretsecretsecret';
    await t.app.mailer.send({ to: 'local.code@example.com', subject: `Code 918273 and ${link}`, text: `Code 918273, ${link}`, secrets: ['918273', link] });
    const listed = await t.gql(ALL, {}, { token: admin.token });
    const node = listed.data.emailOutbox.edges.map((edge: any) => edge.node).find((n: any) => n.to === 'local.code@example.com');
    expect(node.subject).toBe('Code [redacted] and [redacted]');
    // The row itself keeps the message whole for the development page.
    const row = await t.prisma.emailOutbox.findFirstOrThrow({ where: { to: 'local.code@example.com' } });
    expect(row.text).toBe(`Code 918273, ${link}`);
  });

  it('the development outbox page, which shows whole messages, is not served in production', async () => {
    const dev = await t.app.fetch('http://localhost/dev/outbox');
    expect(dev.status).toBe(200);
    const prod = await createTestApp(kind, {
      env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://unused', ALLOW_LOCAL_MAIL: 'true', PUBLIC_URL: 'https://meals.example' },
    });
    try {
      await prod.rest('POST', '/auth/forgot-password', { email: 'someone@example.com' });
      await prod.settled();
      const page = await prod.app.fetch('http://localhost/dev/outbox');
      expect(page.status).toBe(404);
      expect(await page.text()).not.toMatch(/\d{6}/);
    } finally {
      await prod.close();
    }
  });
});
