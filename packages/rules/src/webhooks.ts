// Webhooks: the events an integration can subscribe to, and the rules of an endpoint that the
// admin screen's form and the GraphQL mutations share. zod only.
import { z } from 'zod';

/** What an endpoint can subscribe to. The meal events come with the meal ledger's delivery run. */
export const WEBHOOK_EVENT_TYPES = [
  'meal.delivered',
  'meal.not_delivered',
  'credit.added',
  'credit.debited',
  'payment.succeeded',
  'payment.failed',
  'balance.low',
  'routine.changed',
  'enquiry.created',
  'user.created',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What 'Send test event' sends: any endpoint gets it, whatever it subscribes to. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_EVENT_DESCRIPTIONS: Record<WebhookEventType, string> = {
  'meal.delivered': 'A meal was delivered (as the rider recorded it)',
  'meal.not_delivered': 'A meal could not be delivered, with the reason',
  'credit.added': 'Credit added to an account (a top-up, an admin credit or a reversal of a debit)',
  'credit.debited': 'Credit taken from an account (a meal, an admin debit or a reversal of a credit)',
  'payment.succeeded': 'An online payment was paid and credited',
  'payment.failed': 'An online payment failed',
  'balance.low': "A customer's credit does not cover their meals of the next three days",
  'routine.changed': "A customer's weekly routine was changed",
  'enquiry.created': 'A quote enquiry or a contact message arrived',
  'user.created': 'A user signed up or was added',
};

export const WEBHOOK_URL_MAX_LENGTH = 2000;
export const WEBHOOK_DESCRIPTION_MAX_LENGTH = 200;
export { WEBHOOKS_PAGE_SIZE } from './lists.ts';
export const WEBHOOK_DELIVERIES_PAGE_SIZE = 20;
/** A receiver has this long to answer a delivery; then it counts as failed. */
export const WEBHOOK_TIMEOUT_MS = 10_000;
/** A delivery is tried with backoff for this long, then it is dead. */
export const WEBHOOK_RETRY_FOR_MS = 24 * 60 * 60 * 1000;
/** An endpoint whose deliveries have failed without a success for this long is turned off. */
export const WEBHOOK_DISABLE_AFTER_MS = 24 * 60 * 60 * 1000;
/** The header that carries `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'FreshMeals-Signature';

export const WEBHOOK_MESSAGES = {
  url: 'Enter a valid URL starting with http:// or https://',
  urlHttps: 'The URL must start with https://',
  urlTooLong: `The URL must be at most ${WEBHOOK_URL_MAX_LENGTH} characters`,
  urlNotPublic: 'The URL must point to a public address',
  events: 'Choose at least one event',
  descriptionTooLong: `Description must be at most ${WEBHOOK_DESCRIPTION_MAX_LENGTH} characters`,
  notFound: 'Webhook endpoint not found',
  deliveryNotFound: 'Webhook delivery not found',
  created: 'Webhook endpoint created',
  updated: 'Webhook endpoint updated',
  deleted: 'Webhook endpoint deleted',
  redelivered: 'Delivery queued again',
  testSent: 'Test event queued',
  inactive: 'This endpoint is turned off; turn it on first',
  secretShownOnce: 'Copy this signing secret now. It will not be shown again.',
} as const;

const m = WEBHOOK_MESSAGES;

export const webhookEndpointSchema = z.object({
  url: z
    .string({ error: m.url })
    .trim()
    .max(WEBHOOK_URL_MAX_LENGTH, m.urlTooLong)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.hostname !== '';
      } catch {
        return false;
      }
    }, m.url),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES, { error: m.events }), { error: m.events }).min(1, m.events),
  description: z.string().trim().max(WEBHOOK_DESCRIPTION_MAX_LENGTH, m.descriptionTooLong).nullable(),
});
export type WebhookEndpointInput = z.infer<typeof webhookEndpointSchema>;
