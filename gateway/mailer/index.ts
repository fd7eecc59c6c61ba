// The mailer: every message is kept in the EmailOutbox table, whatever the transport. With a
// Postmark token it is delivered through Postmark; without one (embedded mode) it stays in the
// local outbox and is printed to the log (and listed at GET /dev/outbox outside production).
import { ServerClient } from 'postmark';
import type { PrismaClient } from '../../prisma/generated/client/client.ts';
import type { MailMessage, Mailer } from '../../schema/context.ts';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';

/** Delivers one message; throws on failure. */
export interface MailTransport {
  name: string;
  deliver(message: MailMessage): Promise<void>;
}

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

export function createMailer(prisma: PrismaClient, transport: MailTransport | null, logger: Logger): Mailer {
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
      });
      if (!transport) {
        logger.info({ mail: { id: row.id, to: message.to, subject: message.subject, text: message.text } }, 'mail kept in the local outbox');
        return;
      }
      try {
        await transport.deliver(message);
        await prisma.emailOutbox.update({ where: { id: row.id }, data: { status: 'sent', sentAt: new Date() } });
      } catch (error) {
        // The user can ask again (resend); a failed delivery must not fail their request.
        logger.error({ err: error, mailId: row.id }, 'mail delivery failed');
        await prisma.emailOutbox.update({
          where: { id: row.id },
          data: { status: 'failed', error: String((error as Error)?.message ?? error).slice(0, 500) },
        });
      }
    },
  };
}
