// Webhooks: the product tells integrations what happened by POSTing signed JSON to their URLs.
//
// - An event is written in the transaction of the change it reports (schema code calls
//   `record(tx, …)`), with one delivery row per active endpoint that subscribes to it, unique per
//   (endpoint, event): an event reaches an endpoint once, and again only by a retry or an admin's
//   Redeliver, always under the same event id, on which receivers dedupe.
// - Each delivery is a job. With PostgreSQL the job is added in that same transaction, so a crash
//   right after the change loses nothing; with the embedded database the job is in memory, and the
//   deliveries a stopped process left are queued again at start.
// - A delivery succeeds on a 2xx answer within the timeout (10 s). Anything else is retried with
//   the job queue's exponential backoff for a day from when it was written (or last redelivered),
//   then it is dead. An endpoint that has failed without a success for a day is turned off, and the
//   staff address is told.
// - The body is signed as Stripe and Razorpay sign theirs: `FreshMeals-Signature:
//   t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret>`.
// - In production an endpoint must be https and resolve to a public address (checked again at each
//   delivery, because a name can move), redirects are not followed, and only the start of an answer
//   is kept: a URL an admin types must not let the gateway probe the internal network.
import { createHmac, randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';
import type { Prisma, PrismaClient } from '../../prisma/generated/client/client.ts';
import type { JobQueue } from '../jobs/index.ts';
import type { Logger } from '../logger.ts';
import type { Mailer, WebhookEvents } from '../../schema/context.ts';
import {
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_RETRY_FOR_MS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TIMEOUT_MS,
  type WebhookEventType,
} from '@freshmeals/rules/webhooks';

export const DELIVER_WEBHOOK_JOB = 'deliver-webhook';
/** How much of a receiver's answer is kept for the delivery log. */
const RESPONSE_BODY_KEPT = 1000;
/** Runs of a delivery job that find no row before it is taken as rolled back (in-process jobs may run before the commit). */
const MISSING_ROW_TRIES = 3;

/** `t=<unix seconds>,v1=<hex>`: what a receiver recomputes from the raw body and its secret. */
export function signWebhook(secret: string, body: string, timestampSeconds: number): string {
  const digest = createHmac('sha256', secret).update(`${timestampSeconds}.${body}`).digest('hex');
  return `t=${timestampSeconds},v1=${digest}`;
}

const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

/** Loopback, private, link-local, carrier-grade NAT, multicast and reserved addresses. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    // An IPv4-mapped address (::ffff:127.0.0.1, ::ffff:7f00:1) reaches the IPv4 address inside it.
    const mapped = /^::ffff:(?:(\d+\.\d+\.\d+\.\d+)|([0-9a-f]{1,4}):([0-9a-f]{1,4}))$/i.exec(address);
    if (mapped) {
      const v4 = mapped[1] ?? [parseInt(mapped[2]!, 16) >> 8, parseInt(mapped[2]!, 16) & 255, parseInt(mapped[3]!, 16) >> 8, parseInt(mapped[3]!, 16) & 255].join('.');
      return isPrivateAddress(v4);
    }
  }
  return privateRanges.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface WebhookOptions {
  jobs: JobQueue;
  logger: Logger;
  mailer: Mailer;
  staffEmail: string | null;
  now: () => Date;
  /** Production: https only, public addresses only. */
  production: boolean;
  timeoutMs?: number;
}

export interface WebhookService extends WebhookEvents {
  /** Queues the deliveries a stopped process left (its in-memory jobs are gone). */
  requeueUndelivered(): Promise<number>;
}

/** The reason a URL may not receive webhooks here, or null. */
export async function unsafeWebhookUrl(raw: string, production: boolean): Promise<'https' | 'private' | null> {
  const url = new URL(raw);
  if (!production) return null;
  if (url.protocol !== 'https:') return 'https';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host) ? [host] : (await lookup(host, { all: true }).catch(() => [])).map((entry) => entry.address);
  if (addresses.length === 0 || addresses.some(isPrivateAddress)) return 'private';
  return null;
}

export function createWebhooks(prisma: PrismaClient, options: WebhookOptions): WebhookService {
  const { jobs, logger, now } = options;
  const timeoutMs = options.timeoutMs ?? WEBHOOK_TIMEOUT_MS;

  async function enqueue(id: number, db?: Prisma.TransactionClient) {
    await jobs.add(DELIVER_WEBHOOK_JOB, { id }, { jobKey: `webhook:${id}`, db: jobs.transactional ? db : undefined });
  }

  async function writeEvent(db: Prisma.TransactionClient, type: string, object: Record<string, unknown>, endpointIds: number[]) {
    if (endpointIds.length === 0) return [];
    const id = `evt_${randomBytes(16).toString('base64url')}`;
    const createdAt = now();
    const payload = { id, type, createdAt: createdAt.toISOString(), data: { object } };
    await db.webhookEvent.create({ data: { id, type, payload: payload as Prisma.InputJsonValue, createdAt } });
    const rows = await db.webhookDelivery.createManyAndReturn({
      data: endpointIds.map((endpointId) => ({ endpointId, eventId: id, createdAt })),
      select: { id: true },
    });
    for (const row of rows) await enqueue(row.id, db);
    return rows.map((row) => row.id);
  }

  /** Turns off an endpoint that has failed for a day without a success, once, and tells the staff. */
  async function disableIfFailingTooLong(endpointId: number, at: Date) {
    const cutoff = new Date(at.getTime() - WEBHOOK_DISABLE_AFTER_MS);
    const reason = 'Every delivery failed for 24 hours';
    const { count } = await prisma.webhookEndpoint.updateMany({
      where: { id: endpointId, active: true, failingSince: { lte: cutoff } },
      data: { active: false, disabledAt: at, disabledReason: reason },
    });
    if (count === 0) return;
    const endpoint = await prisma.webhookEndpoint.findUniqueOrThrow({ where: { id: endpointId }, select: { url: true } });
    logger.warn({ webhookEndpointId: endpointId }, 'webhook endpoint turned off after failing for a day');
    if (options.staffEmail) {
      await options.mailer.send({
        to: options.staffEmail,
        tag: 'webhook-disabled',
        subject: 'FreshMeals: a webhook endpoint was turned off',
        text: [
          `Every delivery to the webhook endpoint ${endpoint.url} has failed for 24 hours, so it has been turned off.`,
          'Its deliveries are kept in its delivery log. Fix the receiver, turn the endpoint on again in the console (Webhooks), and redeliver what it missed.',
        ].join('\n\n'),
      });
    }
  }

  async function deliver(id: number, attempt: number, lastAttempt: boolean) {
    const row = await prisma.webhookDelivery.findUnique({ where: { id }, include: { endpoint: true, event: true } });
    if (!row) {
      // An in-process job can run before the transaction that wrote its row commits.
      if (attempt < MISSING_ROW_TRIES && !lastAttempt) throw new Error(`webhook delivery ${id} not written yet`);
      return;
    }
    if (row.status === 'succeeded' || row.status === 'dead') return;
    const { endpoint, event } = row;
    if (!endpoint.active && event.type !== WEBHOOK_TEST_EVENT) {
      // Turned off: the delivery waits in the log for an admin's Redeliver.
      await prisma.webhookDelivery.update({ where: { id }, data: { status: 'failed', error: 'The endpoint is turned off' } });
      return;
    }
    const body = JSON.stringify(event.payload);
    const started = now();
    const timestamp = Math.floor(started.getTime() / 1000);
    let responseStatus: number | null = null;
    let responseBody: string | null = null;
    let error: string | null = null;
    const clock = performance.now();
    try {
      const unsafe = await unsafeWebhookUrl(endpoint.url, options.production);
      if (unsafe) throw new Error(unsafe === 'https' ? 'The URL is not https' : 'The URL does not resolve to a public address');
      const response = await fetch(endpoint.url, {
        method: 'POST',
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
        headers: {
          'Content-Type': 'application/json',
          'User-Agent': 'FreshMeals-Webhooks/1',
          'FreshMeals-Event-Id': event.id,
          'FreshMeals-Event-Type': event.type,
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(endpoint.secret, body, timestamp),
        },
        body,
      });
      responseStatus = response.status;
      responseBody = (await readStart(response, RESPONSE_BODY_KEPT)) || null;
      if (response.status < 200 || response.status > 299) error = `The receiver answered ${response.status}`;
    } catch (cause) {
      const name = (cause as Error)?.name;
      error = name === 'TimeoutError' ? `No answer within ${timeoutMs / 1000} s` : String((cause as Error)?.message ?? cause).slice(0, 300);
    }
    const durationMs = Math.round(performance.now() - clock);
    const common = { attempts: { increment: 1 }, lastAttemptAt: started, responseStatus, responseBody, durationMs };
    if (!error) {
      await prisma.$transaction([
        prisma.webhookDelivery.update({ where: { id }, data: { ...common, status: 'succeeded', error: null, deliveredAt: now() } }),
        prisma.webhookEndpoint.update({ where: { id: endpoint.id }, data: { failingSince: null } }),
      ]);
      return;
    }
    const giveUp = lastAttempt || started.getTime() - (row.retriedAt ?? row.createdAt).getTime() >= WEBHOOK_RETRY_FOR_MS;
    await prisma.webhookDelivery.update({ where: { id }, data: { ...common, status: giveUp ? 'dead' : 'failed', error } });
    await prisma.webhookEndpoint.updateMany({ where: { id: endpoint.id, failingSince: null }, data: { failingSince: started } });
    logger.warn({ webhookDeliveryId: id, webhookEndpointId: endpoint.id, attempt, giveUp, error }, 'webhook delivery failed');
    await disableIfFailingTooLong(endpoint.id, started);
    if (!giveUp) throw new Error(`webhook delivery ${id} failed: ${error}`);
  }

  const recordEach: WebhookEvents['recordEach'] = async (db, type, objects) => {
    const endpoints = await db.webhookEndpoint.findMany({ where: { active: true, events: { has: type } }, select: { id: true } });
    if (endpoints.length === 0) return;
    const endpointIds = endpoints.map((endpoint) => endpoint.id);
    for (const object of objects) await writeEvent(db, type, typeof object === 'function' ? await object() : object, endpointIds);
  };

  jobs.define(DELIVER_WEBHOOK_JOB, {
    run: (payload, context) => deliver(Number(payload.id), context.attempt, context.lastAttempt),
  });

  return {
    unsafeUrl: (url) => unsafeWebhookUrl(url, options.production),
    record: (db, type, object) => recordEach(db, type, [object]),
    recordEach,
    async sendTest(endpointId) {
      const [id] = await prisma.$transaction((tx) =>
        writeEvent(tx, WEBHOOK_TEST_EVENT, { message: 'A test event from FreshMeals', endpointId }, [endpointId]),
      );
      return id!;
    },
    async redeliver(deliveryId) {
      const { count } = await prisma.webhookDelivery.updateMany({
        where: { id: deliveryId, status: { not: 'pending' } },
        data: { status: 'pending', retriedAt: now() },
      });
      if (count === 0) return false;
      await enqueue(deliveryId);
      return true;
    },
    async requeueUndelivered() {
      const rows = await prisma.webhookDelivery.findMany({
        where: { status: { in: ['pending', 'failed'] }, endpoint: { active: true } },
        select: { id: true },
        orderBy: { id: 'asc' },
      });
      for (const row of rows) await enqueue(row.id);
      return rows.length;
    },
  };
}

/** The first `limit` characters of an answer's body, without reading the rest of it. */
async function readStart(response: Response, limit: number): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let text = '';
  try {
    while (text.length < limit) {
      const { done, value } = await reader.read();
      if (done) break;
      text += decoder.decode(value, { stream: true });
    }
  } finally {
    await reader.cancel().catch(() => undefined);
  }
  return text.slice(0, limit);
}
