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
  const delivered: string[] = [];
  const transport: MailTransport = {
    name: 'switchable',
    async deliver(message) {
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
    const retried = await t.gql(RETRY, { id: node.id }, { token: admin.token });
    expect(retried.errors).toBeUndefined();
    expect(retried.data.retryEmail).toMatchObject({ mailId: row.id, status: 'failed', canRetry: true });
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
