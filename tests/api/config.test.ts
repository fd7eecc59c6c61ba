import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../gateway/config.ts';

describe('configuration', () => {
  it('needs nothing in embedded mode and has the demo admin', () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    expect(config.embedded).toBe(true);
    expect(config.port).toBe(4000);
    expect(config.admin).toEqual({ email: 'admin@example.com', password: 'Admin@1234', name: 'Demo Admin' });
    expect(config.jwt.accessTokenSeconds).toBeLessThanOrEqual(900);
    expect(config.businessTimeZone).toBe('Asia/Kolkata');
  });

  it('refuses to start in production without its secrets, and has no default admin there', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/DATABASE_URL, JWT_SECRET, CODE_SECRET, PUBLIC_URL/);
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x', JWT_SECRET: 'short', CODE_SECRET: 'c', PUBLIC_URL: 'https://x' }),
    ).toThrow(/at least 32/);
    const prod = loadConfig({
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x',
      JWT_SECRET: 'x'.repeat(40),
      CODE_SECRET: 'c'.repeat(32),
      PUBLIC_URL: 'https://meals.example',
      POSTMARK_SERVER_TOKEN: 'server-token',
    });
    expect(() =>
      loadConfig({ NODE_ENV: 'production', DATABASE_URL: 'postgres://x', JWT_SECRET: 'x'.repeat(40), CODE_SECRET: 'c'.repeat(31), PUBLIC_URL: 'https://x' }),
    ).toThrow('CODE_SECRET must be at least 32 characters');
    expect(prod.admin).toBeUndefined();
    expect(prod.cookieSecure).toBe(true);
    expect(prod.embedded).toBe(false);
  });

  it('runs jobs in every gateway by default, and moves a scheduled job only to a pattern that parses', () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    expect(config.jobs).toEqual({ worker: true, schedule: true, concurrency: 4, staleAfterMs: 300_000, patterns: {} });
    const moved = loadConfig({ DATA_DIR: 'memory://', JOB_WORKER: 'false', JOB_SCHEDULE_LOW_CREDIT_CHECK: '0 2 * * *' });
    expect(moved.jobs).toMatchObject({ worker: false, patterns: { 'low-credit-check': '0 2 * * *' } });
    expect(() => loadConfig({ DATA_DIR: 'memory://', JOB_SCHEDULE_LOW_CREDIT_CHECK: 'at nine' })).toThrow(
      "JOB_SCHEDULE_LOW_CREDIT_CHECK: 'at nine' is not a crontab pattern (minute hour day month weekday, UTC)",
    );
    expect(() => loadConfig({ DATA_DIR: 'memory://', JOB_SCHEDULE_LUNCH: '* * * * *' })).toThrow("JOB_SCHEDULE_LUNCH: there is no scheduled job 'lunch'");
  });

  it('caps the access-token lifetime at 15 minutes', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', ACCESS_TOKEN_TTL_SECONDS: '86400' }).jwt.accessTokenSeconds).toBe(900);
  });
  it('refuses to start in production without a mail provider unless local mail is explicitly allowed', () => {
    const base = {
      NODE_ENV: 'production',
      DATABASE_URL: 'postgres://x',
      JWT_SECRET: 'x'.repeat(40),
      CODE_SECRET: 'c'.repeat(32),
      PUBLIC_URL: 'https://meals.example',
    };
    expect(() => loadConfig(base)).toThrow(/No mail provider in production: set POSTMARK_SERVER_TOKEN, or ALLOW_LOCAL_MAIL=true/);
    expect(() => loadConfig({ ...base, ALLOW_LOCAL_MAIL: 'yes' })).toThrow(/No mail provider/);
    expect(loadConfig({ ...base, ALLOW_LOCAL_MAIL: 'true' })).toMatchObject({ allowLocalMail: true, postmark: undefined });
    expect(loadConfig({ ...base, POSTMARK_SERVER_TOKEN: 't' }).postmark).toMatchObject({ serverToken: 't' });
    // Development and tests keep the local outbox without asking.
    expect(loadConfig({ DATA_DIR: 'memory://' }).postmark).toBeUndefined();
  });

  it('sessions: 90 days at most by default, a 20 s grace for tabs refreshing at once; 2 password hashes at a time', () => {
    const config = loadConfig({ DATA_DIR: 'memory://' });
    expect(config).toMatchObject({ sessionMaxDays: 90, refreshGraceSeconds: 20, passwordHashConcurrency: 2 });
    const tuned = loadConfig({ DATA_DIR: 'memory://', SESSION_MAX_DAYS: '30', REFRESH_GRACE_SECONDS: '600', PASSWORD_HASH_CONCURRENCY: '4' });
    expect(tuned).toMatchObject({ sessionMaxDays: 30, refreshGraceSeconds: 60, passwordHashConcurrency: 4 });
  });

  it('refuses an ADMIN_PASSWORD that a customer could not choose at sign-up, in every mode', () => {
    const env = { DATA_DIR: 'memory://', ADMIN_EMAIL: 'boss@example.com' };
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'admin' })).toThrow(
      'ADMIN_PASSWORD does not meet the password rules: Password must be at least 8 characters; Must contain an uppercase letter; Must contain a number; Must contain a special character',
    );
    expect(() => loadConfig({ ...env, ADMIN_PASSWORD: 'Admin12345' })).toThrow(/Must contain a special character$/);
    expect(loadConfig({ ...env, ADMIN_PASSWORD: 'Str0ng#Pass', ADMIN_NAME: 'Boss' }).admin).toEqual({
      email: 'boss@example.com',
      password: 'Str0ng#Pass',
      name: 'Boss',
    });
  });

  it('analytics kept 395 days and 4 uploads read at once, unless ANALYTICS_RETENTION_DAYS / UPLOAD_CONCURRENCY say otherwise; nonsense refused', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).analyticsRetentionDays).toBe(395);
    expect(loadConfig({ DATA_DIR: 'memory://', ANALYTICS_RETENTION_DAYS: '30' }).analyticsRetentionDays).toBe(30);
    expect(loadConfig({ DATA_DIR: 'memory://' }).uploadConcurrency).toBe(4);
    expect(loadConfig({ DATA_DIR: 'memory://', UPLOAD_CONCURRENCY: '2' }).uploadConcurrency).toBe(2);
    expect(() => loadConfig({ DATA_DIR: 'memory://', UPLOAD_CONCURRENCY: '0' })).toThrow('UPLOAD_CONCURRENCY must be a whole number of at least 1, not "0"');
    for (const value of ['0', '-5', '1.5', 'forever']) {
      expect(() => loadConfig({ DATA_DIR: 'memory://', ANALYTICS_RETENTION_DAYS: value })).toThrow(
        `ANALYTICS_RETENTION_DAYS must be a whole number of at least 1, not "${value}"`,
      );
    }
  });

  it('traces nothing unless OTEL_EXPORTER_OTLP_ENDPOINT is an http(s) URL; a slow resolver is one of 20 ms unless set', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).tracing).toBeNull();
    expect(loadConfig({ DATA_DIR: 'memory://', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel:4318' }).tracing).toEqual({
      endpoint: 'http://otel:4318',
      serviceName: 'freshmeals-gateway',
      resolverThresholdMs: 20,
    });
    expect(
      loadConfig({ DATA_DIR: 'memory://', OTEL_EXPORTER_OTLP_ENDPOINT: 'https://otel', OTEL_SERVICE_NAME: 'meals-eu', OTEL_RESOLVER_THRESHOLD_MS: '0' }).tracing,
    ).toMatchObject({ serviceName: 'meals-eu', resolverThresholdMs: 0 });
    for (const endpoint of ['otel:4318', 'ftp://otel']) {
      expect(() => loadConfig({ DATA_DIR: 'memory://', OTEL_EXPORTER_OTLP_ENDPOINT: endpoint })).toThrow(
        `OTEL_EXPORTER_OTLP_ENDPOINT must be an http(s) URL, not "${endpoint}"`,
      );
    }
    expect(() => loadConfig({ DATA_DIR: 'memory://', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://otel', OTEL_RESOLVER_THRESHOLD_MS: '-1' })).toThrow(
      'OTEL_RESOLVER_THRESHOLD_MS must be a whole number of milliseconds, not "-1"',
    );
  });

  it('drains for 3 s on shutdown (a little over the proxy\'s one-second health checks) unless SHUTDOWN_DRAIN_MS says otherwise; nonsense refused', () => {
    expect(loadConfig({ DATA_DIR: 'memory://' }).shutdownDrainMs).toBe(3000);
    expect(loadConfig({ DATA_DIR: 'memory://', SHUTDOWN_DRAIN_MS: '0' }).shutdownDrainMs).toBe(0);
    expect(loadConfig({ DATA_DIR: 'memory://', SHUTDOWN_DRAIN_MS: '10000' }).shutdownDrainMs).toBe(10_000);
    for (const value of ['-1', '1.5', '60001', 'soon']) {
      expect(() => loadConfig({ DATA_DIR: 'memory://', SHUTDOWN_DRAIN_MS: value })).toThrow(
        `SHUTDOWN_DRAIN_MS must be a whole number of milliseconds from 0 to 60000, not "${value}"`,
      );
    }
  });
});
