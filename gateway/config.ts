// Configuration from the environment. Embedded mode (no DATABASE_URL) needs none at all;
// production (NODE_ENV=production) refuses to start without its secrets.
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { storageConfig, type StorageConfig } from './storage/config.ts';
import { parseTrustProxy } from './client-ip.ts';
import { DEV_SERVER_ORIGINS, parseOriginList } from './cors.ts';
import { adminFromEnv } from '../prisma/seed.ts';
import { API_KEY_COST_PER_MINUTE } from '@freshmeals/rules/api-keys';
import { GRAPHQL_LIMITS } from './use-query-limits.ts';
import { assertCronPattern, SCHEDULE } from './jobs/schedule.ts';
import type { PaymentsConfig } from './payments/index.ts';
import type { TracingOptions } from './tracing.ts';

export interface Config {
  production: boolean;
  embedded: boolean;
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  publicUrl: string;
  /** Where new enquiries are announced (the kitchen's inbox); none when unset. */
  staffEmail: string | null;
  staticDir: string;
  jwt: { secret: Uint8Array; issuer: string; audience: string; accessTokenSeconds: number };
  refreshTokenDays: number;
  /** Absolute lifetime of a sign-in (refresh-token family), however often it is refreshed. */
  sessionMaxDays: number;
  /** Seconds in which a just-rotated refresh token may be presented again (two tabs refreshing). */
  refreshGraceSeconds: number;
  refreshCookieName: string;
  cookieSecure: boolean;
  codeSecret: string;
  /** Proxies in front of the gateway that append to X-Forwarded-For (TRUST_PROXY: true = 1); 0 = ignore the header. */
  trustedProxies: number;
  /** Browser origins besides the site's own that may call the API with credentials (CORS_ORIGINS). */
  corsOrigins: string[];
  rateLimitMultiplier: number;
  /** GraphiQL (GRAPHIQL), introspection (GRAPHQL_INTROSPECTION): on in development, off in production unless set to true. */
  graphql: { graphiql: boolean; introspection: boolean; executionTimeoutMs: number; idempotencyWaitMs: number };
  /**
   * TRUSTED_DOCUMENTS: only the apps' compiled documents (gateway/use-trusted-documents.ts), others
   * only from API keys and staff in GraphiQL. On in production, off elsewhere, either way when set.
   */
  trustedDocuments: boolean;
  postmark?: { serverToken: string; from: string; apiHost?: string };
  /** Production without a mail provider keeps e-mails in the local outbox (ALLOW_LOCAL_MAIL=true). */
  allowLocalMail: boolean;
  /** scrypt computations (password hashing) that may run at once; the rest queue. */
  passwordHashConcurrency: number;
  /** Analytics events older than this many days are deleted by the hourly housekeeping. */
  analyticsRetentionDays: number;
  /** Online top-ups: Razorpay when its keys are set, else the local test checkout outside production. */
  payments: PaymentsConfig;
  /** Background jobs: see gateway/jobs. */
  jobs: { worker: boolean; schedule: boolean; concurrency: number; staleAfterMs: number; patterns: Record<string, string> };
  /** Upload bodies (admins' dish images) read at once; more get 503 with Retry-After. */
  uploadConcurrency: number;
  /** How long a webhook receiver has to answer (WEBHOOK_TIMEOUT_SECONDS, default 10). */
  webhookTimeoutMs: number;
  /** How long an accepted viewer is remembered (gateway/viewer-cache.ts); 0 reads it on every request. */
  viewerCacheMs: number;
  /**
   * On SIGTERM/SIGINT the gateway answers /readyz with 503 at once and keeps serving (each answer
   * closing its connection) for this long before it stops listening: long enough for the proxy's
   * health check (Caddyfile: every second) to stop sending it requests. 0 stops listening at once.
   */
  shutdownDrainMs: number;
  /** Query cost points one API key may spend per minute (API_KEY_COST_PER_MINUTE), all gateways together. */
  apiKeyCostPerMinute: number;
  /**
   * METRICS_TOKEN: the bearer token /metrics requires whenever it is set. Production without it
   * serves no metrics (404); outside production they are open then.
   */
  metricsToken?: string;
  admin?: { email: string; password: string; name: string };
  /** Where the shell finds the remotes (served as /remotes.json). */
  remotes: Record<string, string>;
  businessTimeZone: string;
  /** Dish images: Cloudinary when CLOUDINARY_URL is set, else local disk (gateway/storage/config.ts). */
  storage: StorageConfig;
  logLevel: string;
  /** Traces over OTLP/HTTP when OTEL_EXPORTER_OTLP_ENDPOINT is set (gateway/tracing.ts); none otherwise. */
  tracing: TracingOptions | null;
}

type Env = Record<string, string | undefined>;

/** A whole number of at least 1 from the environment, or its default when unset. */
function positiveInteger(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 1) throw new Error(`${name} must be a whole number of at least 1, not "${raw}"`);
  return value;
}

/**
 * API_KEY_COST_PER_MINUTE: at least the cost limit of one query (1,000), so that every query the
 * gateway accepts can run with a fresh budget. The former per-request limit is refused by name, so
 * that a deployment still setting it learns that it no longer applies.
 */
function apiKeyCostPerMinute(env: Env): number {
  if (env.API_KEY_REQUESTS_PER_MINUTE) {
    throw new Error('API_KEY_REQUESTS_PER_MINUTE is replaced by API_KEY_COST_PER_MINUTE: API keys are limited in query cost points per minute');
  }
  const value = positiveInteger(env, 'API_KEY_COST_PER_MINUTE', API_KEY_COST_PER_MINUTE);
  if (value < GRAPHQL_LIMITS.maxCost) {
    throw new Error(`API_KEY_COST_PER_MINUTE must be at least ${GRAPHQL_LIMITS.maxCost} (the cost of the heaviest query accepted), not "${value}"`);
  }
  return value;
}

/** OTEL_EXPORTER_OTLP_ENDPOINT (an http(s) URL), OTEL_SERVICE_NAME and OTEL_RESOLVER_THRESHOLD_MS. */
function tracingFrom(env: Env): TracingOptions | null {
  const endpoint = env.OTEL_EXPORTER_OTLP_ENDPOINT;
  if (!endpoint) return null;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    throw new Error(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL, not "${endpoint}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL, not "${endpoint}"`);
  const threshold = env.OTEL_RESOLVER_THRESHOLD_MS;
  const resolverThresholdMs = threshold === undefined || threshold === '' ? 20 : Number(threshold);
  if (!Number.isSafeInteger(resolverThresholdMs) || resolverThresholdMs < 0) {
    throw new Error(`OTEL_RESOLVER_THRESHOLD_MS must be a whole number of milliseconds, not "${threshold}"`);
  }
  return { endpoint, serviceName: env.OTEL_SERVICE_NAME || 'freshmeals-gateway', resolverThresholdMs };
}

/** SHUTDOWN_DRAIN_MS: 0 to 60000, default 3000 (three of the proxy's one-second health checks). */
function shutdownDrainMs(env: Env): number {
  const raw = env.SHUTDOWN_DRAIN_MS;
  if (raw === undefined || raw === '') return 3000;
  const value = Number(raw);
  if (!Number.isSafeInteger(value) || value < 0 || value > 60_000) {
    throw new Error(`SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 60000, not "${raw}"`);
  }
  return value;
}

/**
 * RAZORPAY_KEY_ID + RAZORPAY_KEY_SECRET (+ RAZORPAY_WEBHOOK_SECRET for webhooks) take payments
 * with Razorpay. Without them, outside production, the local test checkout stands in; production
 * without them has no online top-ups (customers are told to contact the team).
 */
function paymentsConfig(env: NodeJS.ProcessEnv, production: boolean): PaymentsConfig {
  if (env.RAZORPAY_KEY_ID || env.RAZORPAY_KEY_SECRET) {
    if (!env.RAZORPAY_KEY_ID || !env.RAZORPAY_KEY_SECRET) throw new Error('Razorpay needs both RAZORPAY_KEY_ID and RAZORPAY_KEY_SECRET');
    return {
      kind: 'razorpay',
      razorpay: {
        keyId: env.RAZORPAY_KEY_ID,
        keySecret: env.RAZORPAY_KEY_SECRET,
        webhookSecret: env.RAZORPAY_WEBHOOK_SECRET || null,
        apiUrl: env.RAZORPAY_API_URL || undefined,
      },
    };
  }
  return production ? { kind: 'none' } : { kind: 'test' };
}

/**
 * JOB_SCHEDULE_<TASK>=<crontab pattern, UTC> moves a scheduled job (JOB_SCHEDULE_LOW_CREDIT_CHECK
 * is the 'low-credit-check' job); a pattern that does not parse stops the start with its name.
 */
function schedulePatterns(env: NodeJS.ProcessEnv): Record<string, string> {
  const patterns: Record<string, string> = {};
  for (const [key, value] of Object.entries(env)) {
    if (!key.startsWith('JOB_SCHEDULE_') || !value) continue;
    const task = key.slice('JOB_SCHEDULE_'.length).toLowerCase().replaceAll('_', '-');
    if (!SCHEDULE.some((item) => item.task === task)) throw new Error(`${key}: there is no scheduled job '${task}'`);
    try {
      assertCronPattern(value);
    } catch {
      throw new Error(`${key}: '${value}' is not a crontab pattern (minute hour day month weekday, UTC)`);
    }
    patterns[task] = value;
  }
  return patterns;
}

/** Dev secrets for embedded mode, generated once and kept in the data folder so sessions survive restarts. */
function devSecrets(dataDir: string): { jwt: string; code: string } {
  const file = join(dataDir, 'dev-secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = { jwt: randomBytes(32).toString('base64url'), code: randomBytes(32).toString('base64url') };
  if (!dataDir.startsWith('memory:')) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, JSON.stringify(secrets), { mode: 0o600 });
  }
  return secrets;
}

export function loadConfig(env: Env = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const databaseUrl = env.DATABASE_URL || undefined;
  const dataDir = env.DATA_DIR || './.data';
  const port = Number(env.PORT || 4000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`Invalid PORT: ${env.PORT}`);

  if (production) {
    const missing = ['DATABASE_URL', 'JWT_SECRET', 'CODE_SECRET', 'PUBLIC_URL'].filter((k) => !env[k]);
    if (missing.length) throw new Error(`Missing required configuration in production: ${missing.join(', ')}`);
    if ((env.JWT_SECRET ?? '').length < 32) throw new Error('JWT_SECRET must be at least 32 characters');
    // The codes are 6 digits: with a short key, a leaked code HMAC could be brute-forced offline.
    if ((env.CODE_SECRET ?? '').length < 32) throw new Error('CODE_SECRET must be at least 32 characters');
    // The metrics show traffic, sign-in failures and queue sizes: their token is a secret like the others.
    if (env.METRICS_TOKEN && env.METRICS_TOKEN.length < 32) throw new Error('METRICS_TOKEN must be at least 32 characters');
    // Without a provider, sign-up codes and reset codes would reach nobody.
    if (!env.POSTMARK_SERVER_TOKEN && env.ALLOW_LOCAL_MAIL !== 'true') {
      throw new Error(
        'No mail provider in production: set POSTMARK_SERVER_TOKEN, or ALLOW_LOCAL_MAIL=true to keep e-mails in the local outbox',
      );
    }
  }
  const generated = production ? null : env.JWT_SECRET && env.CODE_SECRET ? null : devSecrets(dataDir.startsWith('memory:') ? dataDir : resolve(dataDir));
  const accessTokenSeconds = Math.min(Number(env.ACCESS_TOKEN_TTL_SECONDS || 900), 900);

  return {
    production,
    embedded: !databaseUrl,
    port,
    host: env.HOST || '0.0.0.0',
    databaseUrl,
    dataDir,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, ''),
    staffEmail: env.STAFF_EMAIL?.trim() || null,
    staticDir: resolve(env.STATIC_DIR || 'dist'),
    jwt: {
      secret: new TextEncoder().encode(env.JWT_SECRET || generated!.jwt),
      issuer: env.JWT_ISSUER || 'freshmeals',
      audience: env.JWT_AUDIENCE || 'freshmeals-web',
      accessTokenSeconds,
    },
    refreshTokenDays: Number(env.REFRESH_TOKEN_DAYS || 30),
    sessionMaxDays: Number(env.SESSION_MAX_DAYS || 90),
    refreshGraceSeconds: Math.min(Math.max(Number(env.REFRESH_GRACE_SECONDS || 20), 0), 60),
    refreshCookieName: 'refresh_token',
    cookieSecure: env.COOKIE_SECURE ? env.COOKIE_SECURE === 'true' : production,
    codeSecret: env.CODE_SECRET || generated!.code,
    trustedProxies: parseTrustProxy(env.TRUST_PROXY),
    // Unset outside production: the Rsbuild dev servers, whose proxy forwards the API with their Origin.
    corsOrigins: env.CORS_ORIGINS !== undefined || production ? parseOriginList(env.CORS_ORIGINS) : DEV_SERVER_ORIGINS,
    rateLimitMultiplier: Math.max(1, Number(env.RATE_LIMIT_MULTIPLIER || 1)),
    graphql: {
      graphiql: env.GRAPHIQL ? env.GRAPHIQL === 'true' : !production,
      introspection: env.GRAPHQL_INTROSPECTION ? env.GRAPHQL_INTROSPECTION === 'true' : !production,
      executionTimeoutMs: Math.min(Math.max(Number(env.GRAPHQL_TIMEOUT_MS) || 10_000, 100), 120_000),
      idempotencyWaitMs: Math.min(Math.max(Number(env.IDEMPOTENCY_WAIT_MS) || 10_000, 100), 60_000),
    },
    trustedDocuments: env.TRUSTED_DOCUMENTS ? env.TRUSTED_DOCUMENTS === 'true' : production,
    postmark: env.POSTMARK_SERVER_TOKEN
      ? {
          serverToken: env.POSTMARK_SERVER_TOKEN,
          from: env.MAIL_FROM || 'FreshMeals <no-reply@freshmeals.example>',
          apiHost: env.POSTMARK_API_HOST || undefined,
        }
      : undefined,
    allowLocalMail: env.ALLOW_LOCAL_MAIL === 'true',
    analyticsRetentionDays: positiveInteger(env, 'ANALYTICS_RETENTION_DAYS', 395),
    payments: paymentsConfig(env, production),
    jobs: {
      // A gateway may only serve requests (JOB_WORKER=false) when other processes run the jobs.
      worker: env.JOB_WORKER !== 'false',
      // Scheduled jobs (the daily low-credit check, housekeeping); JOB_SCHEDULE=false leaves them out.
      schedule: env.JOB_SCHEDULE !== 'false',
      concurrency: Math.min(positiveInteger(env, 'JOB_CONCURRENCY', 4), 32),
      // Every job finishes well within this, so a job locked for longer belongs to a worker that died.
      staleAfterMs: positiveInteger(env, 'JOB_STALE_AFTER_SECONDS', 300) * 1000,
      patterns: schedulePatterns(env),
    },
    uploadConcurrency: positiveInteger(env, 'UPLOAD_CONCURRENCY', 4),
    webhookTimeoutMs: Math.min(positiveInteger(env, 'WEBHOOK_TIMEOUT_SECONDS', 10), 60) * 1000,
    apiKeyCostPerMinute: apiKeyCostPerMinute(env),
    metricsToken: env.METRICS_TOKEN || undefined,
    viewerCacheMs: Math.min(Math.max(Math.floor(Number(env.VIEWER_CACHE_MS || 2000)) || 0, 0), 60_000),
    shutdownDrainMs: shutdownDrainMs(env),
    passwordHashConcurrency: Math.min(Math.max(Math.floor(Number(env.PASSWORD_HASH_CONCURRENCY || 2)) || 2, 1), 16),
    admin: adminFromEnv(env),
    remotes: {
      mfe_public: env.MFE_PUBLIC_MANIFEST || '/mfe-public/mf-manifest.json',
      mfe_admin: env.MFE_ADMIN_MANIFEST || '/mfe-admin/mf-manifest.json',
    },
    businessTimeZone: env.BUSINESS_TIME_ZONE || 'Asia/Kolkata',
    storage: storageConfig(env, dataDir, env.CODE_SECRET || generated!.code),
    logLevel: env.LOG_LEVEL || (env.NODE_ENV === 'test' ? 'silent' : 'info'),
    tracing: tracingFrom(env),
  };
}
