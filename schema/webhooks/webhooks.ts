// Webhook endpoints as admins manage them: where integrations hear of what happened (the events
// are written and delivered by gateway/webhooks/). An endpoint is a URL, the events it takes, a
// description and whether it is on; its signing secret is shown once, in the answer of
// createWebhookEndpoint. Each endpoint has a delivery log (what was sent, the receiver's answer,
// tries), with Redeliver and 'Send test event'.
//
// GraphQL: `webhookEndpoints`, `webhookEndpoint(id).deliveries`, `createWebhookEndpoint`,
// `updateWebhookEndpoint`, `deleteWebhookEndpoint`, `redeliverWebhook`, `sendTestWebhookEvent`.
// Admins only, signed in or with a full API key (a read-only key reads, as everywhere).
import { recordAudit } from '../audit/audit.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput, conflict, notFound } from '../errors.ts';
import { recordId } from '../enquiries/record-id.ts';
import { offsetConnection } from '../pagination.ts';
import { parseInput } from '../validate.ts';
import {
  WEBHOOK_DELIVERIES_PAGE_SIZE,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_MESSAGES,
  WEBHOOKS_PAGE_SIZE,
  webhookEndpointSchema,
} from '@freshmeals/rules/webhooks';
import { randomBytes } from 'node:crypto';

const m = WEBHOOK_MESSAGES;

export const WebhookEventTypeEnum = builder.enumType('WebhookEventType', {
  description: 'What a webhook endpoint can subscribe to; the value is the event type receivers get (dots for underscores).',
  values: Object.fromEntries(
    WEBHOOK_EVENT_TYPES.map((type) => [type.replace('.', '_'), { value: type, description: WEBHOOK_EVENT_DESCRIPTIONS[type] }]),
  ) as Record<string, { value: (typeof WEBHOOK_EVENT_TYPES)[number]; description: string }>,
});

const WebhookDeliveryStatusEnum = builder.enumType('WebhookDeliveryStatus', {
  description: 'Where one delivery of an event to an endpoint stands.',
  values: {
    pending: { value: 'pending', description: 'Waiting for its first try (or queued again).' },
    succeeded: { value: 'succeeded', description: 'The receiver answered 2xx.' },
    failed: { value: 'failed', description: 'The last try failed; another is scheduled with backoff, for a day.' },
    dead: { value: 'dead', description: 'Still failing a day after it was written: no more tries until an admin redelivers it.' },
  } as const,
});

export const WebhookDeliveryNode = builder.prismaNode('WebhookDelivery', {
  id: { field: 'id' },
  authScopes: { admin: true },
  description: 'One event sent to one endpoint: the request, the last answer and the tries. Admin only.',
  fields: (t) => ({
    deliveryId: t.exposeInt('id', { description: 'The numeric id.' }),
    eventId: t.exposeString('eventId', { description: 'The event id (evt_…), the same on every try: receivers dedupe on it.' }),
    eventType: t.string({ description: 'The event type, e.g. credit.added.', select: { event: { select: { type: true } } }, resolve: (row) => row.event.type }),
    requestBody: t.string({
      description: 'The JSON body sent (signed with the endpoint secret).',
      select: { event: { select: { payload: true } } },
      resolve: (row) => JSON.stringify(row.event.payload),
    }),
    status: t.expose('status', { type: WebhookDeliveryStatusEnum, description: 'Where it stands.' }),
    attempts: t.exposeInt('attempts', { description: 'Tries so far.' }),
    lastAttemptAt: t.expose('lastAttemptAt', { type: 'DateTime', nullable: true, description: 'When the last try started.' }),
    responseStatus: t.exposeInt('responseStatus', { nullable: true, description: "The receiver's last HTTP status; null when it did not answer." }),
    responseBody: t.exposeString('responseBody', { nullable: true, description: "The start of the receiver's last answer (1,000 characters)." }),
    durationMs: t.exposeInt('durationMs', { nullable: true, description: 'How long the last try took, in milliseconds.' }),
    error: t.exposeString('error', { nullable: true, description: 'Why the last try failed.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When the event happened.' }),
    deliveredAt: t.expose('deliveredAt', { type: 'DateTime', nullable: true, description: 'When the receiver accepted it.' }),
  }),
});

export const WebhookEndpointNode = builder.prismaNode('WebhookEndpoint', {
  id: { field: 'id' },
  authScopes: { admin: true },
  description: 'Where an integration hears of events. Its signing secret is shown only by createWebhookEndpoint. Admin only.',
  fields: (t) => ({
    endpointId: t.exposeInt('id', { description: 'The numeric id.' }),
    url: t.exposeString('url', { description: 'Where events are POSTed.' }),
    description: t.exposeString('description', { nullable: true, description: 'What it is for.' }),
    events: t.field({ type: [WebhookEventTypeEnum], description: 'The events it takes.', resolve: (row) => row.events as (typeof WEBHOOK_EVENT_TYPES)[number][] }),
    active: t.exposeBoolean('active', { description: 'On: events are delivered. Off: none are (turned off by an admin, or after failing for a day).' }),
    disabledReason: t.exposeString('disabledReason', { nullable: true, description: 'Why it was turned off automatically; null otherwise.' }),
    failingSince: t.expose('failingSince', { type: 'DateTime', nullable: true, description: 'The first failure since the last success; null when the last try succeeded.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', description: 'When it was added.' }),
    deliveries: t.connection(
      {
        type: WebhookDeliveryNode,
        description: `The delivery log, newest first (${WEBHOOK_DELIVERIES_PAGE_SIZE} a page).`,
        resolve: (endpoint, args, ctx) =>
          offsetConnection(
            args,
            () => ctx.prisma.webhookDelivery.count({ where: { endpointId: endpoint.id } }),
            ({ offset, limit }) =>
              ctx.prisma.webhookDelivery.findMany({
                where: { endpointId: endpoint.id },
                include: { event: true },
                orderBy: { id: 'desc' },
                skip: offset,
                take: limit,
              }),
            WEBHOOK_DELIVERIES_PAGE_SIZE,
          ),
      },
      { name: 'WebhookDeliveryConnection' },
      { name: 'WebhookDeliveryEdge' },
    ),
  }),
});

const WebhookEndpointInput = builder.inputType('WebhookEndpointInput', {
  description: 'An endpoint: its URL (https in production, to a public address), the events it takes and what it is for.',
  fields: (t) => ({
    url: t.string({ required: true, description: 'Where events are POSTed.' }),
    events: t.field({ type: [WebhookEventTypeEnum], required: true, description: 'At least one event.' }),
    description: t.string({ required: false, description: `What it is for (at most 200 characters).` }),
  }),
});

const CreateWebhookEndpointPayload = builder
  .objectRef<{ endpointId: number; secret: string }>('CreateWebhookEndpointPayload')
  .implement({
    authScopes: { admin: true },
    description: 'The new endpoint: `secret` is its only showing.',
    fields: (t) => ({
      endpoint: t.prismaField({
        type: 'WebhookEndpoint',
        description: 'The endpoint (without its secret).',
        resolve: (query, payload, _args, ctx) => ctx.prisma.webhookEndpoint.findUniqueOrThrow({ ...query, where: { id: payload.endpointId } }),
      }),
      secret: t.exposeString('secret', { description: 'The signing secret (whsec_…). Shown once.' }),
      message: t.string({ description: 'What happened, for people.', resolve: () => m.created }),
    }),
  });

/** 256 random bits: what receivers sign-check with. */
const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

async function parseEndpoint(input: { url: string; events: readonly string[]; description?: string | null }, ctx: Context) {
  const data = parseInput(webhookEndpointSchema, { url: input.url, events: input.events, description: input.description?.trim() || null });
  const unsafe = await ctx.webhooks.unsafeUrl(data.url);
  if (unsafe) throw badInput(unsafe === 'https' ? m.urlHttps : m.urlNotPublic, 'url');
  return { ...data, events: [...new Set(data.events)] };
}

async function findEndpoint(ctx: Context, id: string | number) {
  const endpointId = recordId('WebhookEndpoint', id);
  const endpoint = endpointId === null ? null : await ctx.prisma.webhookEndpoint.findUnique({ where: { id: endpointId } });
  if (!endpoint) throw notFound(m.notFound);
  return endpoint;
}

builder.queryFields((t) => ({
  webhookEndpoints: t.connection(
    {
      type: WebhookEndpointNode,
      description: `Webhook endpoints, newest first (${WEBHOOKS_PAGE_SIZE} a page).`,
      authScopes: { admin: true },
      resolve: (_root, args, ctx) =>
        offsetConnection(
          args,
          () => ctx.prisma.webhookEndpoint.count(),
          ({ offset, limit }) => ctx.prisma.webhookEndpoint.findMany({ orderBy: { id: 'desc' }, skip: offset, take: limit }),
          WEBHOOKS_PAGE_SIZE,
        ),
    },
    { name: 'WebhookEndpointConnection' },
    { name: 'WebhookEndpointEdge' },
  ),
  webhookEndpoint: t.prismaField({
    type: 'WebhookEndpoint',
    nullable: true,
    description: 'One endpoint by global ID or numeric endpointId; null when there is none.',
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (query, _root, { id }, ctx) => {
      const endpointId = recordId('WebhookEndpoint', id);
      return endpointId === null ? null : ctx.prisma.webhookEndpoint.findUnique({ ...query, where: { id: endpointId } });
    },
  }),
}));

builder.mutationFields((t) => ({
  createWebhookEndpoint: t.field({
    type: CreateWebhookEndpointPayload,
    description: 'Adds an endpoint, on. The answer holds its signing secret, once.',
    authScopes: { admin: true },
    args: { input: t.arg({ type: WebhookEndpointInput, required: true }) },
    resolve: async (_root, { input }, ctx) => {
      const data = await parseEndpoint(input, ctx);
      const secret = newSecret();
      const endpoint = await ctx.prisma.$transaction(async (tx) => {
        const created = await tx.webhookEndpoint.create({ data: { ...data, secret, createdAt: ctx.now() }, select: { id: true } });
        await recordAudit(tx, ctx, { action: 'webhook.create', subject: data.url, after: { events: data.events, description: data.description } });
        return created;
      });
      return { endpointId: endpoint.id, secret };
    },
  }),

  updateWebhookEndpoint: t.prismaField({
    type: 'WebhookEndpoint',
    description: `Changes an endpoint's URL, events and description, and turns it on or off. Turning it on clears a failure streak. Unknown: NOT_FOUND '${m.notFound}'.`,
    authScopes: { admin: true },
    args: {
      id: t.arg.id({ required: true, description: 'Global ID or numeric endpointId.' }),
      input: t.arg({ type: WebhookEndpointInput, required: true }),
      active: t.arg.boolean({ required: true, description: 'On or off.' }),
    },
    resolve: async (query, _root, { id, input, active }, ctx) => {
      const before = await findEndpoint(ctx, id);
      const data = await parseEndpoint(input, ctx);
      const turnedOn = active && !before.active;
      await ctx.prisma.$transaction(async (tx) => {
        await tx.webhookEndpoint.update({
          where: { id: before.id },
          data: { ...data, active, ...(turnedOn ? { failingSince: null, disabledAt: null, disabledReason: null } : {}) },
        });
        await recordAudit(tx, ctx, {
          action: 'webhook.update',
          subject: before.url,
          before: { url: before.url, events: before.events, description: before.description, active: before.active },
          after: { url: data.url, events: data.events, description: data.description, active },
        });
      });
      return ctx.prisma.webhookEndpoint.findUniqueOrThrow({ ...query, where: { id: before.id } });
    },
  }),

  deleteWebhookEndpoint: t.boolean({
    description: `Deletes an endpoint and its delivery log. Unknown: NOT_FOUND '${m.notFound}'.`,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'Global ID or numeric endpointId.' }) },
    resolve: async (_root, { id }, ctx) => {
      const endpoint = await findEndpoint(ctx, id);
      await ctx.prisma.$transaction(async (tx) => {
        await tx.webhookEndpoint.delete({ where: { id: endpoint.id } });
        await recordAudit(tx, ctx, { action: 'webhook.delete', subject: endpoint.url, before: { events: endpoint.events } });
      });
      return true;
    },
  }),

  sendTestWebhookEvent: t.prismaField({
    type: 'WebhookDelivery',
    description: `Sends the endpoint a webhook.test event (even when it is off), and answers its delivery. Unknown: NOT_FOUND '${m.notFound}'.`,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'Global ID or numeric endpointId.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const endpoint = await findEndpoint(ctx, id);
      const deliveryId = await ctx.webhooks.sendTest(endpoint.id);
      return ctx.prisma.webhookDelivery.findUniqueOrThrow({ ...query, where: { id: deliveryId } });
    },
  }),

  redeliverWebhook: t.prismaField({
    type: 'WebhookDelivery',
    description:
      `Queues a delivery again under the same event id, for another day of tries. Unknown: NOT_FOUND '${m.deliveryNotFound}'; ` +
      `endpoint off: CONFLICT '${m.inactive}'.`,
    authScopes: { admin: true },
    args: { id: t.arg.id({ required: true, description: 'Global ID or numeric deliveryId.' }) },
    resolve: async (query, _root, { id }, ctx) => {
      const deliveryId = recordId('WebhookDelivery', id);
      const row =
        deliveryId === null
          ? null
          : await ctx.prisma.webhookDelivery.findUnique({ where: { id: deliveryId }, select: { endpoint: { select: { active: true } }, event: { select: { type: true } } } });
      if (deliveryId === null || !row) throw notFound(m.deliveryNotFound);
      if (!row.endpoint.active && row.event.type !== 'webhook.test') throw conflict(m.inactive);
      await ctx.webhooks.redeliver(deliveryId);
      return ctx.prisma.webhookDelivery.findUniqueOrThrow({ ...query, where: { id: deliveryId } });
    },
  }),
}));
