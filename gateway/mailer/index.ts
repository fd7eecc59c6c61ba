// The mailer: every message is kept in the EmailOutbox table, whatever the transport. `send` only
// writes the outbox row and queues its delivery job, so how long a mail provider takes never shows
// in an answer (that would tell which addresses have accounts). A failed delivery is tried again
// with backoff for a day; then it is dead until an admin retries it from the console's outbox.
//
// With a Postmark token messages are delivered through Postmark; once delivered (or given up), the
// row keeps the message with its codes and links blanked. Without a provider (embedded mode) the
// message stays in the local outbox as written, so /dev/outbox can show it outside production.
// Codes and links are never logged in production.
import { ServerClient } from 'postmark';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { MailMessage, Mailer } from '../../schema/context.ts';
import type { AddJobOptions, JobQueue } from '../jobs/index.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

/** Delivers one message; throws on failure. */
export interface MailTransport {
  name: string;
  deliver(message: MailMessage): Promise<void>;
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
        // Mail programs offer their own Unsubscribe button for a message that names its link.
        ...(message.unsubscribeUrl ? { Headers: [{ Name: 'List-Unsubscribe', Value: `<${message.unsubscribeUrl}>` }] } : {}),
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

  /** Delivers one outbox row, once: a row already sent (a job run again after a crash) is left alone. */
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
    };
    const started = now();
    await prisma.emailOutbox.update({ where: { id }, data: { attempts: { increment: 1 }, lastAttemptAt: started } });
    try {
      await delivery.deliver({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html ?? undefined,
        tag: row.tag ?? undefined,
        unsubscribeUrl: row.unsubscribeUrl ?? undefined,
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
