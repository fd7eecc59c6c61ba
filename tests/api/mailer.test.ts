// The mailer against a local fake Postmark server, and the local outbox of embedded mode.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../gateway/logger.ts';
import { createMailer, postmarkTransport } from '../../gateway/mailer/index.ts';
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

  it('delivers through Postmark and records the message as sent', async () => {
    const transport = postmarkTransport({ serverToken: 'server-token-123', from: 'FreshMeals <no-reply@example.com>', apiHost: host });
    const mailer = createMailer(db.prisma, transport, logger);
    await mailer.send({ to: 'asha@example.com', subject: 'Your code', text: 'Code 123456', tag: 'verify-email' });
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
    const mailer = createMailer(db.prisma, transport, logger);
    failNext = true;
    await expect(mailer.send({ to: 'bad@example.com', subject: 'S', text: 'T' })).resolves.toBeUndefined();
    const row = await db.prisma.emailOutbox.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(row.status).toBe('failed');
    expect(row.error).toMatch(/Invalid email request/);
  });

  it('without Postmark keeps the message in the local outbox', async () => {
    const mailer = createMailer(db.prisma, null, logger);
    const before = received.length;
    await mailer.send({ to: 'local@example.com', subject: 'Local', text: 'Hello' });
    expect(received.length).toBe(before);
    const row = await db.prisma.emailOutbox.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(row).toMatchObject({ to: 'local@example.com', status: 'local' });
  });
});
