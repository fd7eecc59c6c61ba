// What every resolver receives. The gateway builds it per request (gateway/context.ts); the schema
// only depends on these interfaces, so domain logic never imports gateway code.
import type { PrismaClient } from '../prisma/generated/client/client.ts';
import type { Role } from '../prisma/generated/client/enums.ts';
import type { ImageStorage } from './images/storage.ts';

export interface Viewer {
  id: number;
  role: Role;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  tag?: string;
}

export interface Mailer {
  /** Records the message in the outbox and delivers it. Never throws for a delivery failure. */
  send(message: MailMessage): Promise<void>;
}

export interface AccessTokens {
  issue(viewer: Viewer): Promise<string>;
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
}

export interface Services {
  prisma: PrismaClient;
  mailer: Mailer;
  tokens: AccessTokens;
  auth: AuthSettings;
  /** Base URL of the site, for links in e-mails. */
  publicUrl: string;
  now: () => Date;
  /** IANA business time zone (DESIGN.md section 3): "today", weekdays and meal windows use it. */
  timeZone: string;
  /** Dish images: local disk with signed URLs, or Cloudinary (gateway/storage/). */
  images: ImageStorage;
}

export interface Context extends Services {
  viewer: Viewer | null;
  clientIp: string;
  userAgent: string | null;
  /** Reads a request cookie. */
  getCookie(name: string): string | undefined;
  /** Adds a Set-Cookie header to the response (value null clears the cookie). */
  setCookie(name: string, value: string | null, options?: CookieOptions): void;
}
