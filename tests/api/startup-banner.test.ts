// The lines `npm start` prints are what a newcomer follows: the gateway is started as a real
// process (embedded database in a throwaway folder, any free port) and its banner is read.
//
// The gateway runs compiled (build/gateway/main.js, as `npm start` and production run it) when
// that build is there and newer than every server source, else from source through tsx. The
// suite never compiles the server itself: type-checking is `npm run check`'s, and the compiled
// gateway is started with node alone by `npm start`'s check and by every browser test.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const COMPILED = join(process.cwd(), 'build', 'gateway', 'main.js');
const SOURCES = ['gateway', 'schema', 'prisma', join('packages', 'rules', 'src')];

/** The newest modification time of a .ts file under the folders. */
function newestSource(folders: string[]): number {
  let newest = 0;
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || !entry.name.endsWith('.ts') || entry.parentPath.includes('node_modules')) continue;
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/** How to start the gateway: the build when it is current, else the sources through tsx. */
const GATEWAY_ARGS =
  existsSync(COMPILED) && statSync(COMPILED).mtimeMs >= newestSource(SOURCES) ? [COMPILED] : ['--import', 'tsx', 'gateway/main.ts'];

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

/** Starts the gateway, waits for its banner, stops it; returns everything it printed. */
async function banner(env: Record<string, string>, args = GATEWAY_ARGS): Promise<string> {
  const dataDir = mkdtempSync(join(tmpdir(), 'freshmeals-banner-'));
  folders.push(dataDir);
  const child = spawn(process.execPath, args, {
    env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', STATIC_DIR: join(dataDir, 'no-dist'), LOG_LEVEL: 'silent', ...env },
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
