// The e-mail outbox as admins see it: every message the product wrote, newest first, with where
// its delivery stands. A message that still failed a day after it was written is 'dead' (the dead
// letter): nothing tries it again until an admin presses Retry, which gives it another day of tries.
//
// GraphQL: `emailOutbox(statuses, first, after)` and `retryEmail(id)`, admin only. Bodies are not
// exposed (they carry sign-in codes and links); subjects and errors are shown with those blanked,
// in every mail mode (a local outbox keeps its messages whole), because what an admin or an API
// key may read here must never let them sign in as the person the mail went to.
import type { Prisma } from '../../prisma/generated/client/client.ts';
import { builder } from '../builder.ts';
import { clientError, notFound } from '../errors.ts';
import { recordId } from '../enquiries/record-id.ts';
import { offsetConnection } from '../pagination.ts';

export const OUTBOX_PAGE_SIZE = 20;
export const EMAIL_NOT_FOUND = 'E-mail not found';
export const NOT_RETRIABLE = 'Only an e-mail that failed can be retried.';
export const NO_PROVIDER = 'E-mails are kept in the local outbox: there is no provider to deliver them.';

const STATUSES = ['pending', 'sent', 'failed', 'dead', 'local'] as const;

export const OutboxStatusEnum = builder.enumType('OutboxStatus', {
  description: 'Where the delivery of an e-mail stands.',
  values: {
    pending: { value: 'pending', description: 'Waiting for its first try.' },
    sent: { value: 'sent', description: 'Accepted by the mail provider.' },
    failed: { value: 'failed', description: 'The last try failed; another is scheduled (with backoff, for a day).' },
    dead: { value: 'dead', description: 'Still failing a day after it was written: no more tries until an admin retries it.' },
    local: { value: 'local', description: 'Kept in the local outbox (no mail provider configured).' },
  } as const,
});

/** The text with the message's codes and links blanked, as it will be once delivered. */
const blanked = <T extends string | null>(text: T, secrets: string[]): T =>
  text === null ? text : (secrets.reduce((out, secret) => (secret ? out.split(secret).join('[redacted]') : out), text as string) as T);

export const OutboxEmailNode = builder.prismaNode('EmailOutbox', {
  name: 'OutboxEmail',
  description: 'An e-mail the product wrote, and where its delivery stands. Admin only.',
  id: { field: 'id' },
  authScopes: { admin: true },
  select: { secrets: true },
  fields: (t) => ({
    mailId: t.exposeInt('id', { description: 'The numeric id.' }),
    to: t.exposeString('to', { description: 'The recipient.' }),
    subject: t.string({ description: 'The subject (codes and links blanked).', select: { subject: true }, resolve: (row) => blanked(row.subject, row.secrets) }),
    tag: t.exposeString('tag', { nullable: true, description: 'What kind of e-mail: verify-email, credit-receipt, low-credit...' }),
    status: t.expose('status', { type: OutboxStatusEnum, description: 'Where its delivery stands.' }),
    attempts: t.exposeInt('attempts', { description: 'Delivery tries so far.' }),
    lastAttemptAt: t.expose('lastAttemptAt', { type: 'DateTime', nullable: true, description: 'When the last try started.' }),
    error: t.string({
      nullable: true,
      description: "The last try's error (codes and links blanked).",
      select: { error: true },
      resolve: (row) => blanked(row.error, row.secrets),
    }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was written.' }),
    sentAt: t.expose('sentAt', { type: 'DateTime', nullable: true, description: 'When the provider accepted it.' }),
    canRetry: t.boolean({
      description: 'Failed or dead: Retry queues it again.',
      select: { status: true },
      resolve: (row) => row.status === 'failed' || row.status === 'dead',
    }),
  }),
});

builder.queryFields((t) => ({
  emailOutbox: t.connection(
    {
      type: OutboxEmailNode,
      description: `The e-mails the product wrote, newest first (${OUTBOX_PAGE_SIZE} a page), optionally only those in the given statuses.`,
      authScopes: { admin: true },
      args: { statuses: t.arg({ type: [OutboxStatusEnum], description: 'Only these statuses (all when absent or empty).' }) },
      resolve: (_root, args, ctx) => {
        const statuses = (args.statuses ?? []).filter((status) => (STATUSES as readonly string[]).includes(status));
        const where: Prisma.EmailOutboxWhereInput = statuses.length ? { status: { in: statuses } } : {};
        return offsetConnection(
          args,
          () => ctx.prisma.emailOutbox.count({ where }),
          ({ offset, limit }) => ctx.prisma.emailOutbox.findMany({ where, orderBy: { id: 'desc' }, skip: offset, take: limit }),
          OUTBOX_PAGE_SIZE,
        );
      },
    },
    { description: 'A page of the outbox.' },
    { description: 'One e-mail.' },
  ),
}));

builder.mutationFields((t) => ({
  retryEmail: t.prismaField({
    type: OutboxEmailNode,
    description:
      `Queues a failed or dead e-mail again, for another day of tries with backoff. Unknown id: NOT_FOUND '${EMAIL_NOT_FOUND}'; ` +
      `delivered, waiting or local: CONFLICT '${NOT_RETRIABLE}'.`,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'Global ID or numeric mailId.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const mailId = recordId('OutboxEmail', id);
      const row = mailId === null ? null : await ctx.prisma.emailOutbox.findUnique({ where: { id: mailId }, select: { status: true } });
      if (mailId === null || !row) throw notFound(EMAIL_NOT_FOUND);
      if (row.status === 'local') throw clientError('CONFLICT', NO_PROVIDER);
      if (!(await ctx.mailer.retry(mailId))) throw clientError('CONFLICT', NOT_RETRIABLE);
      return ctx.prisma.emailOutbox.findUniqueOrThrow({ ...query, where: { id: mailId } });
    },
  }),
}));
