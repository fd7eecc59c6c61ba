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
      CODE_SECRET: 'c',
      PUBLIC_URL: 'https://meals.example',
    });
    expect(prod.admin).toBeUndefined();
    expect(prod.cookieSecure).toBe(true);
    expect(prod.embedded).toBe(false);
  });

  it('caps the access-token lifetime at 15 minutes', () => {
    expect(loadConfig({ DATA_DIR: 'memory://', ACCESS_TOKEN_TTL_SECONDS: '86400' }).jwt.accessTokenSeconds).toBe(900);
  });
});
