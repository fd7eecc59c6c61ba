// The lines `npm start` prints are what a newcomer follows: the gateway is started as a real
// process (embedded database in a throwaway folder, any free port) and its banner is read. It runs
// compiled when that build is current (GATEWAY_ARGS); the suite never compiles the server itself:
// type-checking is `npm run check`'s.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { migratedDataFolder } from '../support/db.ts';
import { GATEWAY_ARGS } from '../support/gateway-process.ts';

// One embedded database for the file: the first start seeds it (on a folder already migrated, see
// migratedDataFolder), a later one restarts on it (the banner is the same either way), so the file
// pays for one first start, not one a test.
let dataDir: string | undefined;
afterAll(() => {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the gateway, waits for its banner, stops it; returns everything it printed. */
async function banner(env: Record<string, string>): Promise<string> {
  dataDir ??= await migratedDataFolder('freshmeals-banner-');
  const child = spawn(process.execPath, GATEWAY_ARGS, {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: join(dataDir, 'no-dist'), LOG_LEVEL: 'silent', SHUTDOWN_DRAIN_MS: '0', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setInterval(() => {
      if (/E-mails sent:|is running at[^\n]*\n[^\n]*\n/.test(output)) {
        clearInterval(timer);
        resolve();
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`the gateway exited (${code}) before printing its banner:\n${output}`));
    });
  });
  try {
    await ready;
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
  return output;
}

describe('the start-up banner', () => {
  it('names GraphiQL where it is served, and the demo admin', async () => {
    const output = await banner({});
    expect(output).toMatch(/FreshMeals is running at http:\/\/localhost:\d+\//);
    expect(output).toMatch(/GraphiQL: http:\/\/localhost:\d+\/graphql/);
    expect(output).toMatch(/REST reference: http:\/\/localhost:\d+\/server\/api\/v1\/docs/);
    expect(output).toContain('Demo admin login: admin@example.com / Admin@1234');
  }, 60_000);

  it('does not advertise GraphiQL when it is switched off', async () => {
    const output = await banner({ GRAPHIQL: 'false' });
    expect(output).toMatch(/GraphQL API: http:\/\/localhost:\d+\/graphql/);
    expect(output).not.toContain('GraphiQL');
  }, 60_000);
});
