// The mailer: every message is kept in the EmailOutbox table, whatever the transport. `send` only
// writes the outbox row and queues its delivery job, so how long a mail provider takes never shows
// in an answer (that would tell which addresses have accounts). A failed delivery is tried again
// with backoff for a day; then it is dead until an admin retries it from the console's outbox.
//
// With a Postmark token messages are delivered through Postmark; once delivered (or given up), the
// row keeps the message with its codes and links blanked. Without a provider (embedded mode) the
// message stays in the local outbox as written, so /dev/outbox can show it outside production.
// Codes and links are never logged in production.
//
// Delivery to the provider is at least once, not exactly once: a gateway killed (or a connection
// lost) after Postmark accepted a message but before the row says 'sent' leaves the job to run
// again, and no provider call can be undone. So every copy of a message carries the same
// Message-ID, made from its outbox row, and the row's id in Postmark's Metadata: mail programs and
// receiving servers treat copies with one Message-ID as one message, and Postmark's activity log
// shows which sends were the same row.
import { ServerClient } from 'postmark';
import { Prisma, type PrismaClient } from '../../prisma/generated/client/client.ts';
import type { MailAttachment, MailMessage, Mailer } from '../../schema/context.ts';
import type { AddJobOptions, JobQueue } from '../jobs/index.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

/** A message as it leaves the outbox: the same row gives the same values on every try. */
export interface OutboxMessage extends MailMessage {
  /** The outbox row's id. */
  outboxId: number;
  /** When the row was written. */
  createdAt: Date;
}

/** Delivers one message; throws on failure. */
export interface MailTransport {
  name: string;
  deliver(message: OutboxMessage): Promise<void>;
}

/**
 * The Message-ID of an outbox row, the same on every delivery try of that row. The row's creation
 * time is in it so that two databases (a staging copy, a database made again) never give two
 * different messages one Message-ID, which receivers would hide as a duplicate. The domain is the
 * sender's, as RFC 5322 suggests for a globally unique id.
 */
export function outboxMessageId(outboxId: number, createdAt: Date, from: string): string {
  const address = /<([^<>]*)>\s*$/.exec(from)?.[1] ?? from;
  const domain = /@([A-Za-z0-9.-]+)\s*$/.exec(address)?.[1]?.toLowerCase() || 'freshmeals.invalid';
  return `<outbox-${outboxId}.${createdAt.getTime()}@${domain}>`;
}

export const REDACTED = '[redacted]';

export function postmarkTransport(options: NonNullable<Config['postmark']>): MailTransport {
  const client = new ServerClient(options.serverToken, {
    ...(options.apiHost ? { useHttps: false, requestHost: options.apiHost } : {}),
    timeout: 10,
  });
  return {
    name: 'postmark',
    async deliver(message) {
      const result = await client.sendEmail({
        From: options.from,
        To: message.to,
        Subject: message.subject,
        TextBody: message.text,
        HtmlBody: message.html,
        Tag: message.tag,
        Headers: [
          // A try repeated after a crash or a lost answer sends the same Message-ID, so the copies
          // are one message to the receiver.
          { Name: 'Message-ID', Value: outboxMessageId(message.outboxId, message.createdAt, options.from) },
          // Mail programs offer their own Unsubscribe button for a message that names its link.
          ...(message.unsubscribeUrl ? [{ Name: 'List-Unsubscribe', Value: `<${message.unsubscribeUrl}>` }] : []),
        ],
        Metadata: { outboxId: String(message.outboxId) },
        ...(message.attachments?.length
          ? { Attachments: message.attachments.map((a) => ({ Name: a.name, Content: a.contentBase64, ContentType: a.contentType, ContentID: null })) }
          : {}),
        MessageStream: 'outbound',
      });
      if (result.ErrorCode !== 0) throw new Error(`Postmark error ${result.ErrorCode}: ${result.Message}`);
    },
  };
}

/** The text with every secret replaced by [redacted]. */
export function redact<T extends string | null | undefined>(text: T, secrets: readonly string[] = []): T {
  if (!text) return text;
  let out: string = text;
  for (const secret of secrets) if (secret) out = out.split(secret).join(REDACTED);
  return out as T;
}

export interface MailerOptions {
  /** Where deliveries run: a job per message, retried with backoff. */
  jobs: JobQueue;
  /** Production: never log a message's subject or text (they carry codes and links). */
  production: boolean;
  /** The time now (the product's clock). */
  now?: () => Date;
}

/** How long a message is retried before it is given up (dead) until an admin retries it. */
export const GIVE_UP_AFTER_MS = 24 * 60 * 60 * 1000;
export const DELIVER_EMAIL_JOB = 'deliver-email';

export interface OutboxMailer extends Mailer {
  /** Queues a failed or given-up message again, for another day of tries; false if there is none. */
  retry(id: number): Promise<boolean>;
  /** Queues the messages a stopped process left undelivered (its jobs were in memory). */
  requeueUndelivered(): Promise<number>;
}

export function createMailer(
  prisma: PrismaClient,
  transport: MailTransport | null,
  logger: Logger,
  options: MailerOptions,
): OutboxMailer {
  const { jobs, production } = options;
  const now = options.now ?? (() => new Date());

  /**
   * Delivers one outbox row. A row already sent is left alone; a row whose try was cut off before
   * it was marked sent (a crash, a lost answer) is sent again, with the same Message-ID.
   */
  async function deliver(id: number, delivery: MailTransport, lastAttempt: boolean) {
    const row = await prisma.emailOutbox.findUnique({ where: { id } });
    if (!row || (row.status !== 'pending' && row.status !== 'failed')) return;
    const secrets = row.secrets;
    const blanked = {
      subject: redact(row.subject, secrets),
      text: redact(row.text, secrets),
      html: redact(row.html, secrets) ?? null,
      unsubscribeUrl: redact(row.unsubscribeUrl, secrets) ?? null,
      secrets: [],
      // The files are the documents' own, downloadable from the account: not kept twice.
      attachments: Prisma.DbNull,
    };
    const started = now();
    await prisma.emailOutbox.update({ where: { id }, data: { attempts: { increment: 1 }, lastAttemptAt: started } });
    try {
      await delivery.deliver({
        outboxId: row.id,
        createdAt: row.createdAt,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        tag: row.tag ?? undefined,
        unsubscribeUrl: row.unsubscribeUrl ?? undefined,
        attachments: (row.attachments as MailAttachment[] | null) ?? undefined,
      });
    } catch (error) {
      const reason = redact(String((error as Error)?.message ?? error), secrets).slice(0, 500);
      // Tries go on for a day from when the message was written (or last retried by an admin).
      const giveUp = lastAttempt || started.getTime() - (row.retriedAt ?? row.createdAt).getTime() >= GIVE_UP_AFTER_MS;
      logger.error({ err: { message: reason, name: (error as Error)?.name }, mailId: id, attempt: row.attempts + 1, giveUp }, 'mail delivery failed');
      await prisma.emailOutbox.update({
        where: { id },
        // A message given up keeps no codes: they have expired by then anyway.
        data: giveUp ? { status: 'dead', error: reason, ...blanked } : { status: 'failed', error: reason },
      });
      if (!giveUp) throw new Error(`mail ${id} not delivered: ${reason}`);
      return;
    }
    await prisma.emailOutbox.update({ where: { id }, data: { status: 'sent', sentAt: now(), error: null, ...blanked } });
  }

  if (transport) {
    jobs.define(DELIVER_EMAIL_JOB, {
      run: async (payload, context) => deliver(Number(payload.id), transport, context.lastAttempt),
    });
  }

  async function enqueue(id: number, db?: AddJobOptions['db']) {
    await jobs.add(DELIVER_EMAIL_JOB, { id }, { jobKey: `email:${id}`, db });
  }

  return {
    async send(message) {
      const data = {
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        tag: message.tag,
        unsubscribeUrl: message.unsubscribeUrl,
        attachments: message.attachments?.length ? message.attachments.map((a) => ({ ...a })) : undefined,
        status: transport ? ('pending' as const) : ('local' as const),
        // Kept in every mode: the console's outbox blanks them from what it shows (a local message
        // keeps its codes in the row for /dev/outbox, but the API never shows them).
        secrets: message.secrets ?? [],
      };
      if (!transport) {
        const row = await prisma.emailOutbox.create({ data, select: { id: true } });
        const mail = production
          ? { id: row.id, to: message.to, tag: message.tag }
          : { id: row.id, to: message.to, subject: message.subject, text: message.text };
        logger.info({ mail }, 'mail kept in the local outbox');
        return;
      }
      // With jobs in the database the message and its delivery job are written together.
      if (jobs.transactional) {
        await prisma.$transaction(async (tx) => {
          const row = await tx.emailOutbox.create({ data, select: { id: true } });
          await enqueue(row.id, tx);
        });
      } else {
        const row = await prisma.emailOutbox.create({ data, select: { id: true } });
        await enqueue(row.id);
      }
    },
    async retry(id) {
      if (!transport) return false;
      const { count } = await prisma.emailOutbox.updateMany({
        where: { id, status: { in: ['failed', 'dead'] } },
        data: { status: 'failed', retriedAt: now() },
      });
      if (count === 0) return false;
      await enqueue(id);
      return true;
    },
    async requeueUndelivered() {
      if (!transport) return 0;
      const rows = await prisma.emailOutbox.findMany({ where: { status: { in: ['pending', 'failed'] } }, select: { id: true }, orderBy: { id: 'asc' } });
      for (const row of rows) await enqueue(row.id);
      return rows.length;
    },
  };
}
