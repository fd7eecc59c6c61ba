// What every resolver receives. The gateway builds it per request (gateway/context.ts); the schema
// only depends on these interfaces, so domain logic never imports gateway code.
import type { PaymentProvider } from './payments/provider.ts';
import type { Prisma, PrismaClient } from '../prisma/generated/client/client.ts';
import type { WebhookEventType } from '@freshmeals/rules/webhooks';
import type { Role } from '../prisma/generated/client/enums.ts';
import type { ImageStorage } from './images/storage.ts';

export interface Viewer {
  id: number;
  role: Role;
  /** The sign-in (refresh-token family) the request's access token belongs to, when it names one. */
  sessionId?: string | null;
  /** Set when the request came with an API key instead of a sign-in: it acts as its maker. */
  apiKey?: { id: number; readOnly: boolean } | null;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  tag?: string;
  /** Codes and links in the message: never logged, and blanked in the outbox once delivered. */
  secrets?: string[];
  /** A non-essential e-mail's unsubscribe link: sent as its List-Unsubscribe header too. */
  unsubscribeUrl?: string;
  /** Files sent with it (a receipt's voucher PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  /** The file name, e.g. FMR-26-27-000001.pdf. */
  name: string;
  contentType: string;
  /** The file, base64. */
  contentBase64: string;
}

export interface Mailer {
  /** Records the message in the outbox and delivers it. Never throws for a delivery failure. */
  send(message: MailMessage): Promise<void>;
  /** Queues a failed or dead message again (another day of tries); false when it is not one. */
  retry(id: number): Promise<boolean>;
}

export interface AccessTokens {
  /** `sessionId`: the refresh-token family the token belongs to; revoking it ends the token too. */
  issue(viewer: Viewer, sessionId?: string): Promise<string>;
}

export type WebhookObject = Record<string, unknown> | (() => Promise<Record<string, unknown>>);

/** What integrations hear of (gateway/webhooks/). */
export interface WebhookEvents {
  /**
   * Records an event in `db`, the transaction of the change it reports, with a delivery to each
   * active endpoint that subscribes to it: the event exists, and is delivered, only if the change
   * commits. `object` is what the receiver gets as `data.object`; a function is called only when
   * some endpoint takes the event, so a change nobody listens to reads nothing more.
   */
  record(db: Prisma.TransactionClient, type: WebhookEventType, object: WebhookObject): Promise<void>;
  /** As `record`, an event each, for many changes of one kind made together (the endpoints are read once). */
  recordEach(db: Prisma.TransactionClient, type: WebhookEventType, objects: readonly WebhookObject[]): Promise<void>;
  /** Sends the endpoint a `webhook.test` event; the new delivery's id. */
  sendTest(endpointId: number): Promise<number>;
  /** Why a URL may not receive webhooks here ('https': production needs it; 'private': not a public address), or null. */
  unsafeUrl(url: string): Promise<'https' | 'private' | null>;
  /** Queues a delivery that is not waiting already again, for another day of tries; false when it is waiting. */
  redeliver(deliveryId: number): Promise<boolean>;
}

/** Work to finish after the response (its errors are logged, never shown to the client). */
export interface BackgroundTasks {
  run(label: string, task: () => Promise<unknown>): void;
}

export interface CookieOptions {
  maxAgeSeconds: number;
}

export interface AuthSettings {
  refreshTokenDays: number;
  refreshCookieName: string;
  /** HMAC key for one-time codes (codes are stored as HMACs, never in clear). */
  codeSecret: string;
  /** Scales the per-client request limits (1 in production; raised for browser test runs). */
  rateLimitMultiplier: number;
  /** Absolute lifetime of a sign-in, however often it is refreshed. */
  sessionMaxDays: number;
  /** A just-rotated refresh token presented again within this many seconds (two tabs) is not a theft. */
  refreshGraceSeconds: number;
}

/** Whoever ends a sign-in or disables a user says so, so that no remembered viewer outlives it. */
export interface ViewerRevocations {
  /** Call after the change is committed: the user's access tokens are refused from now on. */
  revoked(userId: number): void;
}

/**
 * How a password sign-in ended: `rate_limited` (too many attempts from the address), `locked` (the
 * failed-sign-in backoff), `unknown_account`, `bad_password`, `disabled`, `unverified` (answered
 * without a session) or `success`.
 */
export type LoginOutcome = 'success' | 'bad_password' | 'unknown_account' | 'locked' | 'rate_limited' | 'disabled' | 'unverified';

/** What the domain tells the gateway's metrics (gateway/metrics/): counts only, never who. */
export interface Observations {
  login(outcome: LoginOutcome): void;
}

export interface Services {
  prisma: PrismaClient;
  mailer: Mailer;
  background: BackgroundTasks;
  tokens: AccessTokens;
  auth: AuthSettings;
  /** Base URL of the site, for links in e-mails. */
  publicUrl: string;
  /** The staff address that hears of new enquiries (STAFF_EMAIL); null when unset. */
  staffEmail: string | null;
  now: () => Date;
  /** IANA business time zone: "today", weekdays and meal windows use it. */
  timeZone: string;
  /** Dish images: local disk with signed URLs, or Cloudinary (gateway/storage/). */
  images: ImageStorage;
  viewers: ViewerRevocations;
  /** Online top-ups: Razorpay, or the local test checkout; null when neither is set up. */
  payments: PaymentProvider | null;
  observe: Observations;
  webhooks: WebhookEvents;
  dispatchChanges: DispatchChanges;
}

/** A change of one date and meal's dispatch list (its meals, their states or charges). */
export interface DispatchChange {
  /** YYYY-MM-DD. */
  date: string;
  meal: 'breakfast' | 'lunch' | 'dinner';
}

/**
 * The changes of dispatch lists, as the database announces them at commit (PostgreSQL NOTIFY, so a
 * change made through any gateway reaches the consoles of every gateway).
 */
export interface DispatchChanges {
  /** The changes of one list from now on, until the iterator is returned (the client went away). */
  watch(date: string, meal: DispatchChange['meal']): AsyncIterableIterator<DispatchChange>;
}

export interface Context extends Services {
  viewer: Viewer | null;
  /** The client as rate limits and throttles count it: its IPv4 address, or its IPv6 /64 network (`2001:db8::/64`). */
  clientIp: string;
  userAgent: string | null;
  /** Reads a request cookie. */
  getCookie(name: string): string | undefined;
  /** Adds a Set-Cookie header to the response (value null clears the cookie). */
  setCookie(name: string, value: string | null, options?: CookieOptions): void;
}
