// The mailer: every message is kept in the EmailOutbox table, whatever the transport. `send` only
// writes the outbox row; delivery runs after the response (background tasks), so how long a mail
// provider takes never shows in an answer (that would tell which addresses have accounts).
//
// With a Postmark token messages are delivered through Postmark; once delivered (or failed), the
// row keeps the message with its codes and links blanked. Without a provider (embedded mode) the
// message stays in the local outbox as written, so /dev/outbox can show it outside production.
// Codes and links are never logged in production.
import { ServerClient } from 'postmark';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { BackgroundTasks, MailMessage, Mailer } from '../../schema/context.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

/** Delivers one message; throws on failure. */
export interface MailTransport {
  name: string;
  deliver(message: MailMessage): Promise<void>;
}

export const REDACTED = '[redacted]';
/** Deliveries in flight at once per gateway. */
const DELIVERY_CONCURRENCY = 4;

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
  /** Where deliveries run after the response. */
  background: BackgroundTasks;
  /** Production: never log a message's subject or text (they carry codes and links). */
  production: boolean;
}

export function createMailer(
  prisma: PrismaClient,
  transport: MailTransport | null,
  logger: Logger,
  options: MailerOptions,
): Mailer {
  const { background, production } = options;
  let inFlight = 0;
  const waiting: (() => void)[] = [];

  async function slot<T>(task: () => Promise<T>): Promise<T> {
    if (inFlight >= DELIVERY_CONCURRENCY) await new Promise<void>((resolve) => waiting.push(resolve));
    inFlight++;
    try {
      return await task();
    } finally {
      inFlight--;
      waiting.shift()?.();
    }
  }

  async function deliver(id: number, message: MailMessage, delivery: MailTransport) {
    const secrets = message.secrets ?? [];
    const blanked = {
      subject: redact(message.subject, secrets),
      text: redact(message.text, secrets),
      html: redact(message.html, secrets) ?? null,
    };
    try {
      await slot(() => delivery.deliver(message));
      await prisma.emailOutbox.update({ where: { id }, data: { status: 'sent', sentAt: new Date(), ...blanked } });
    } catch (error) {
      // The user can ask again (resend); a failed delivery must not fail their request.
      const reason = redact(String((error as Error)?.message ?? error), secrets).slice(0, 500);
      logger.error({ err: { message: reason, name: (error as Error)?.name }, mailId: id }, 'mail delivery failed');
      await prisma.emailOutbox.update({ where: { id }, data: { status: 'failed', error: reason, ...blanked } });
    }
  }

  return {
    async send(message) {
      const row = await prisma.emailOutbox.create({
        data: {
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          tag: message.tag,
          status: transport ? 'pending' : 'local',
        },
        select: { id: true },
      });
      if (!transport) {
        const mail = production
          ? { id: row.id, to: message.to, tag: message.tag }
          : { id: row.id, to: message.to, subject: message.subject, text: message.text };
        logger.info({ mail }, 'mail kept in the local outbox');
        return;
      }
      background.run('mail delivery', () => deliver(row.id, message, transport));
    },
  };
}
