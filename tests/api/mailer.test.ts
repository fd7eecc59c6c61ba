// The mailer against a local fake Postmark server, and the local outbox of embedded mode.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createBackgroundTasks } from '../../gateway/background.ts';
import { createLogger } from '../../gateway/logger.ts';
import { createMailer, postmarkTransport, type MailTransport } from '../../gateway/mailer/index.ts';
import { createTestDatabase } from '../support/db.ts';

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: any;
}

describe('mailer', () => {
  let server: Server;
  let host: string;
  const received: Received[] = [];
  let failNext = false;
  let db: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    db = await createTestDatabase('pglite');
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) });
        res.setHeader('content-type', 'application/json');
        if (failNext) {
          failNext = false;
          res.statusCode = 422;
          res.end(JSON.stringify({ ErrorCode: 300, Message: 'Invalid email request' }));
          return;
        }
        res.end(JSON.stringify({ ErrorCode: 0, Message: 'OK', MessageID: 'abc', To: 'x', SubmittedAt: new Date().toISOString() }));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await db?.drop();
  });

  const logger = createLogger('silent');
  const background = createBackgroundTasks(logger);
  const options = { background, production: false };

  /** A logger that keeps every line it writes. */
  function capturingLogger() {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        lines.push(String(chunk));
        done();
      },
    });
    return { logger: pino({ level: 'debug' }, stream), lines };
  }

  it('delivers through Postmark and records the message as sent', async () => {
    const transport = postmarkTransport({ serverToken: 'server-token-123', from: 'FreshMeals <no-reply@example.com>', apiHost: host });
    const mailer = createMailer(db.prisma, transport, logger, options);
    await mailer.send({ to: 'asha@example.com', subject: 'Your code', text: 'Code 123456', tag: 'verify-email' });
    await background.idle();
    const request = received.at(-1)!;
    expect(request.url).toBe('/email');
    expect(request.headers['x-postmark-server-token']).toBe('server-token-123');
    expect(request.body).toMatchObject({
      From: 'FreshMeals <no-reply@example.com>',
      To: 'asha@example.com',
      Subject: 'Your code',
      TextBody: 'Code 123456',
      Tag: 'verify-email',
    });
    const row = await db.prisma.emailOutbox.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(row).toMatchObject({ to: 'asha@example.com', status: 'sent' });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it('keeps a failed delivery as failed without failing the caller', async () => {
    const transport = postmarkTransport({ serverToken: 't', from: 'a@example.com', apiHost: host });
    const mailer = createMailer(db.prisma, transport, logger, options);
    failNext = true;
    await expect(mailer.send({ to: 'bad@example.com', subject: 'S', text: 'T' })).resolves.toBeUndefined();
    await background.idle();
    const row = await db.prisma.emailOutbox.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/Invalid email request/);
  });

  it('without Postmark keeps the message in the local outbox', async () => {
    const mailer = createMailer(db.prisma, null, logger, options);
    const before = received.length;
    await mailer.send({ to: 'local@example.com', subject: 'Local', text: 'Hello' });
    expect(received.length).toBe(before);
    const row = await db.prisma.emailOutbox.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(row).toMatchObject({ to: 'local@example.com', status: 'local' });
  });
  it('answers before a slow provider has delivered; the row then says sent, with its code blanked', async () => {
    let release!: () => void;
    const delivered: string[] = [];
    const slow: MailTransport = {
      name: 'slow',
      async deliver(message) {
        await new Promise<void>((resolve) => (release = resolve));
        delivered.push(message.text);
      },
    };
    const mailer = createMailer(db.prisma, slow, logger, options);
    await mailer.send({ to: 'slow@example.com', subject: 'Code 482913', text: 'Your code is 482913.', secrets: ['482913'] });
    const pending = await db.prisma.emailOutbox.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(pending).toMatchObject({ to: 'slow@example.com', status: 'pending', text: 'Your code is 482913.' });
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    await background.idle();
    expect(delivered).toEqual(['Your code is 482913.']);
    const sent = await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: pending.id } });
    expect(sent).toMatchObject({ status: 'sent', subject: 'Code [redacted]', text: 'Your code is [redacted].' });
  });

  it('blanks codes and links of failed deliveries too, and keeps them out of the error and the log', async () => {
    const { logger: captured, lines } = capturingLogger();
    const link = 'http://localhost:4000/set-password?token=7.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    const failing: MailTransport = {
      name: 'failing',
      async deliver() {
        throw new Error(`provider refused a body containing ${link}`);
      },
    };
    const mailer = createMailer(db.prisma, failing, captured, { background, production: true });
    await mailer.send({ to: 'invited@example.com', subject: 'Set your password', text: `Here: ${link}`, secrets: [link] });
    await background.idle();
    const row = await db.prisma.emailOutbox.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(row).toMatchObject({ status: 'failed', text: 'Here: [redacted]' });
    expect(row.error).not.toContain('abcdefghij');
    expect(lines.join('')).not.toContain('abcdefghij');
    expect(lines.join('')).toContain('mail delivery failed');
  });

  it('local outbox: readable bodies (for /dev/outbox); the log has the text in development only', async () => {
    const dev = capturingLogger();
    await createMailer(db.prisma, null, dev.logger, { background, production: false }).send({
      to: 'dev@example.com', subject: 'Code 246810', text: 'Your code is 246810.', secrets: ['246810'],
    });
    expect(dev.lines.join('')).toContain('246810');
    const prod = capturingLogger();
    await createMailer(db.prisma, null, prod.logger, { background, production: true }).send({
      to: 'prod@example.com', subject: 'Code 135791', text: 'Your code is 135791.', secrets: ['135791'],
    });
    expect(prod.lines.join('')).toContain('mail kept in the local outbox');
    expect(prod.lines.join('')).not.toContain('135791');
    const row = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: 'prod@example.com' } });
    expect(row).toMatchObject({ status: 'local', text: 'Your code is 135791.' });
  });
});
