// The mailer against a local fake Postmark server, delivering through the job queue (graphile-worker
// on PostgreSQL, in-process on PGlite), and the local outbox of embedded mode.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { Writable } from 'node:stream';
import { pino } from 'pino';
import { createJobQueue, type JobQueue } from '../../gateway/jobs/index.ts';
import { createLogger, type Logger } from '../../gateway/logger.ts';
import { createMailer, GIVE_UP_AFTER_MS, postmarkTransport, type MailTransport } from '../../gateway/mailer/index.ts';
import { createTestDatabase, dbKinds, graphileJobsLeft, type TestDatabase } from '../support/db.ts';
import { testClock, type TestClock } from '../support/app.ts';

interface Received {
  url: string;
  headers: IncomingMessage['headers'];
  body: any;
}

describe.each(dbKinds)('mailer on %s', (kind) => {
  let server: Server;
  let host: string;
  const received: Received[] = [];
  let failNext = 0;
  // The provider takes the message but its answer never arrives (the gateway died, the line broke).
  let dropNext = 0;
  let db: TestDatabase;
  const queues: JobQueue[] = [];

  beforeAll(async () => {
    db = await createTestDatabase(kind);
    server = createServer((req, res) => {
      let raw = '';
      req.on('data', (chunk) => (raw += chunk));
      req.on('end', () => {
        received.push({ url: req.url ?? '', headers: req.headers, body: JSON.parse(raw) });
        if (dropNext > 0) {
          dropNext--;
          req.socket.destroy();
          return;
        }
        res.setHeader('content-type', 'application/json');
        if (failNext > 0) {
          failNext--;
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

  afterEach(async () => {
    await Promise.all(queues.splice(0).map((queue) => queue.stop()));
  });

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await db?.drop();
  });

  const logger = createLogger('silent');

  /**
   * A mailer with its own running job queue, as a gateway has. The queue reads `clock` (the embedded
   * engine's retries come due when it moves; graphile-worker keeps the database's time); the mailer
   * reads `now`, else the same clock.
   */
  async function mailerWith(transport: MailTransport | null, opts: { logger?: Logger; production?: boolean; now?: () => Date; clock?: TestClock } = {}) {
    const clock = opts.clock ?? testClock();
    const jobs = createJobQueue({ database: db, logger: opts.logger ?? logger, worker: true, schedule: false, concurrency: 2, staleAfterMs: 300_000, now: clock.now });
    const mailer = createMailer(db.prisma, transport, opts.logger ?? logger, { jobs, production: opts.production ?? false, now: opts.now ?? clock.now });
    await jobs.start();
    queues.push(jobs);
    return Object.assign(mailer, { jobs });
  }

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
    const mailer = await mailerWith(transport);
    await mailer.send({ to: 'asha@example.com', subject: 'Your code', text: 'Code 123456', tag: 'verify-email' });
    await mailer.jobs.settled();
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
    expect(row).toMatchObject({ to: 'asha@example.com', status: 'sent', attempts: 1 });
    expect(row.sentAt).toBeInstanceOf(Date);
  });

  it("sends a message's attachments as Postmark's Attachments, and keeps no copy once delivered", async () => {
    const transport = postmarkTransport({ serverToken: 't', from: 'a@example.com', apiHost: host });
    const mailer = await mailerWith(transport);
    const file = { name: 'FMR-26-27-000001.pdf', contentType: 'application/pdf', contentBase64: Buffer.from('%PDF-1.7 test').toString('base64') };
    await mailer.send({ to: 'receipt@example.com', subject: 'Receipt', text: 'Attached', tag: 'credit-receipt', attachments: [file] });
    await mailer.jobs.settled();
    expect(received.at(-1)!.body.To).toBe('receipt@example.com');
    expect(received.at(-1)!.body.Attachments).toEqual([{ Name: file.name, Content: file.contentBase64, ContentType: 'application/pdf', ContentID: null }]);
    const row = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: 'receipt@example.com' } });
    expect(row).toMatchObject({ status: 'sent', attachments: null });

    await mailer.send({ to: 'plain@example.com', subject: 'Plain', text: 'No files' });
    await mailer.jobs.settled();
    expect(received.at(-1)!.body.Attachments).toBeUndefined();
  });

  it('sends the List-Unsubscribe header of a non-essential e-mail, and no List-Unsubscribe with the others', async () => {
    const transport = postmarkTransport({ serverToken: 't', from: 'a@example.com', apiHost: host });
    const mailer = await mailerWith(transport);
    const url = 'http://localhost:4000/unsubscribe?token=7.weekly_summary.c2lnbmF0dXJl';
    await mailer.send({ to: 'weekly@example.com', subject: 'Week', text: `Unsubscribe: ${url}`, unsubscribeUrl: url, secrets: ['7.weekly_summary.c2lnbmF0dXJl'] });
    await mailer.jobs.settled();
    expect(received.at(-1)!.body.To).toBe('weekly@example.com');
    expect(received.at(-1)!.body.Headers).toContainEqual({ Name: 'List-Unsubscribe', Value: `<${url}>` });
    // Once delivered, the outbox keeps the link blanked, like any other link.
    const row = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: 'weekly@example.com' } });
    expect(row).toMatchObject({ status: 'sent', unsubscribeUrl: 'http://localhost:4000/unsubscribe?token=[redacted]' });
    expect(row.text).not.toContain('c2lnbmF0dXJl');

    await mailer.send({ to: 'essential@example.com', subject: 'Code', text: 'Your code is 123456.' });
    await mailer.jobs.settled();
    expect(received.at(-1)!.body.To).toBe('essential@example.com');
    expect(received.at(-1)!.body.Headers.map((header: { Name: string }) => header.Name)).toEqual(['Message-ID']);
  });

  it('a delivery whose answer was lost is sent again with the same Message-ID and outbox id, so the copies are one message', async () => {
    const transport = postmarkTransport({ serverToken: 't', from: 'FreshMeals <no-reply@FreshMeals.example>', apiHost: host });
    const mailer = await mailerWith(transport);
    dropNext = 1;
    const before = received.length;
    await mailer.send({ to: 'lost-answer@example.com', subject: 'Your code', text: 'Your code is 314159.', secrets: ['314159'] });
    await mailer.jobs.settled();
    const row = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: 'lost-answer@example.com' } });
    expect(row).toMatchObject({ status: 'failed', attempts: 1 });
    // The next try comes e^1 ≈ 2.7 s later, and this time the answer arrives.
    await vi.waitFor(
      async () => expect(await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'sent', attempts: 2 }),
      { timeout: 10_000, interval: 200 },
    );
    const sends = received.slice(before).filter((request) => request.body.To === 'lost-answer@example.com');
    expect(sends).toHaveLength(2);
    const messageIds = sends.map((request) => request.body.Headers.find((header: { Name: string }) => header.Name === 'Message-ID')?.Value);
    expect(messageIds[0]).toBe(`<outbox-${row.id}.${row.createdAt.getTime()}@freshmeals.example>`);
    expect(messageIds[1]).toBe(messageIds[0]);
    expect(sends.map((request) => request.body.Metadata)).toEqual([{ outboxId: String(row.id) }, { outboxId: String(row.id) }]);
  });

  it('a delivery job run again after its worker died mid-send sends the same Message-ID', async () => {
    const transport = postmarkTransport({ serverToken: 't', from: 'no-reply@freshmeals.example', apiHost: host });
    const mailer = await mailerWith(transport);
    await mailer.send({ to: 'crashed@example.com', subject: 'S', text: 'T' });
    await mailer.jobs.settled();
    const row = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: 'crashed@example.com' } });
    // What a worker killed while Postmark held the request leaves behind: the row still pending.
    await db.prisma.emailOutbox.update({ where: { id: row.id }, data: { status: 'pending', sentAt: null } });
    await mailer.jobs.add('deliver-email', { id: row.id });
    await mailer.jobs.settled();
    const sends = received.filter((request) => request.body.To === 'crashed@example.com');
    expect(sends).toHaveLength(2);
    expect(sends[1].body.Headers).toEqual(sends[0].body.Headers);
    expect(sends[0].body.Headers).toEqual([{ Name: 'Message-ID', Value: `<outbox-${row.id}.${row.createdAt.getTime()}@freshmeals.example>` }]);
  });

  it('tries a failed delivery again after a backoff, without failing the caller, and delivers it once', async () => {
    const transport = postmarkTransport({ serverToken: 't', from: 'a@example.com', apiHost: host });
    const clock = testClock();
    const mailer = await mailerWith(transport, { clock });
    failNext = 1;
    const before = received.length;
    await expect(mailer.send({ to: 'retry@example.com', subject: 'S', text: 'T' })).resolves.toBeUndefined();
    await mailer.jobs.settled();
    const failed = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: 'retry@example.com' } });
    expect(failed).toMatchObject({ status: 'failed', attempts: 1, text: 'T' });
    expect(failed.error).toMatch(/Invalid email request/);
    // The second try comes e^1 ≈ 2.7 s later: on the embedded engine once its clock has moved that
    // far (and not before), on graphile-worker by the database's clock.
    const sent = { status: 'sent', attempts: 2, error: null };
    if (kind === 'pglite') {
      clock.advance(2_000);
      await mailer.jobs.settled();
      expect(await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject({ status: 'failed', attempts: 1 });
      clock.advance(1_000);
      await mailer.jobs.settled();
      expect(await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject(sent);
    } else {
      await vi.waitFor(async () => expect(await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: failed.id } })).toMatchObject(sent), {
        timeout: 10_000,
        interval: 200,
      });
    }
    expect(received.slice(before).map((r) => r.body.To)).toEqual(['retry@example.com', 'retry@example.com']);
  });

  it('gives a message up (dead) once it has failed for a day; an admin retry delivers it', async () => {
    const transport = postmarkTransport({ serverToken: 't', from: 'a@example.com', apiHost: host });
    const dayLater = () => new Date(Date.now() + GIVE_UP_AFTER_MS + 60_000);
    const clock = testClock();
    const mailer = await mailerWith(transport, { now: dayLater, clock });
    failNext = 1;
    await mailer.send({ to: 'dead@example.com', subject: 'Code 777111', text: 'Your code is 777111.', secrets: ['777111'] });
    await mailer.jobs.settled();
    const dead = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: 'dead@example.com' } });
    expect(dead).toMatchObject({ status: 'dead', attempts: 1, text: 'Your code is [redacted].', secrets: [] });
    // Nothing more is tried on its own: no retry is waiting (an hour on, the embedded engine has run
    // whatever would have come due; graphile-worker holds no job for it).
    if (kind === 'pglite') {
      clock.advance(60 * 60_000);
      await mailer.jobs.settled();
    } else {
      expect(await graphileJobsLeft(db, `email:${dead.id}`)).toBe(0);
    }
    expect(await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: dead.id } })).toMatchObject({ status: 'dead', attempts: 1 });

    expect(await mailer.retry(dead.id)).toBe(true);
    await mailer.jobs.settled();
    expect(await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: dead.id } })).toMatchObject({ status: 'sent', attempts: 2 });
    // A delivered message cannot be retried.
    expect(await mailer.retry(dead.id)).toBe(false);
  });

  it('a delivery job that runs again for a message already sent sends nothing', async () => {
    const transport = postmarkTransport({ serverToken: 't', from: 'a@example.com', apiHost: host });
    const mailer = await mailerWith(transport);
    await mailer.send({ to: 'once@example.com', subject: 'Once', text: 'Once' });
    await mailer.jobs.settled();
    const row = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: 'once@example.com' } });
    const before = received.length;
    await mailer.jobs.add('deliver-email', { id: row.id });
    await mailer.jobs.settled();
    expect(received.length).toBe(before);
    expect(await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('without Postmark keeps the message in the local outbox', async () => {
    const mailer = await mailerWith(null);
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
    const mailer = await mailerWith(slow);
    await mailer.send({ to: 'slow@example.com', subject: 'Code 482913', text: 'Your code is 482913.', secrets: ['482913'] });
    const pending = await db.prisma.emailOutbox.findFirstOrThrow({ orderBy: { id: 'desc' } });
    expect(pending).toMatchObject({ to: 'slow@example.com', status: 'pending', text: 'Your code is 482913.' });
    await vi.waitFor(() => expect(release).toBeTypeOf('function'));
    release();
    await mailer.jobs.settled();
    expect(delivered).toEqual(['Your code is 482913.']);
    const sent = await db.prisma.emailOutbox.findUniqueOrThrow({ where: { id: pending.id } });
    expect(sent).toMatchObject({ status: 'sent', subject: 'Code [redacted]', text: 'Your code is [redacted].' });
  });

  it('keeps codes and links of a failed delivery out of the error and the log', async () => {
    const { logger: captured, lines } = capturingLogger();
    const link = 'http://localhost:4000/set-password?token=7.abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQ';
    const failing: MailTransport = {
      name: 'failing',
      async deliver() {
        throw new Error(`provider refused a body containing ${link}`);
      },
    };
    const mailer = await mailerWith(failing, { logger: captured, production: true });
    await mailer.send({ to: 'invited@example.com', subject: 'Set your password', text: `Here: ${link}`, secrets: [link] });
    await mailer.jobs.settled();
    const row = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: 'invited@example.com' } });
    // Kept whole for the next try; blanked once delivered or given up.
    expect(row).toMatchObject({ status: 'failed', text: `Here: ${link}` });
    expect(row.error).not.toContain('abcdefghij');
    expect(lines.join('')).not.toContain('abcdefghij');
    expect(lines.join('')).toContain('mail delivery failed');
  });

  it('local outbox: readable bodies (for /dev/outbox); the log has the text in development only', async () => {
    const dev = capturingLogger();
    await (await mailerWith(null, { logger: dev.logger, production: false })).send({
      to: 'dev@example.com', subject: 'Code 246810', text: 'Your code is 246810.', secrets: ['246810'],
    });
    expect(dev.lines.join('')).toContain('246810');
    const prod = capturingLogger();
    await (await mailerWith(null, { logger: prod.logger, production: true })).send({
      to: 'prod@example.com', subject: 'Code 135791', text: 'Your code is 135791.', secrets: ['135791'],
    });
    expect(prod.lines.join('')).toContain('mail kept in the local outbox');
    expect(prod.lines.join('')).not.toContain('135791');
    const row = await db.prisma.emailOutbox.findFirstOrThrow({ where: { to: 'prod@example.com' } });
    expect(row).toMatchObject({ status: 'local', text: 'Your code is 135791.' });
  });
});
