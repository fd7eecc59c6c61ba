// The gateways the browser tests run against. Every spec file gets a gateway of its own on a fresh
// copy of one database that was migrated and seeded once for the whole run (global-setup.ts), so no
// spec file sees the data another left behind, and none pays for an initdb, the migrations and the
// seed. The gateway is the compiled one (`npm run build:server`), as production runs it: starting
// it takes about a second, where tsx would compile the server on every start.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const GATEWAY_ENTRY = path.resolve('build/gateway/main.js');

/** Settings every test gateway gets; a spec adds its own with `test.use({ gatewayEnv })`. */
export const BASE_GATEWAY_ENV: Record<string, string> = {
  // The whole run's sign-ins come from one address: the per-address limits are raised.
  RATE_LIMIT_MULTIPLIER: '20',
  LOG_LEVEL: 'warn',
  // A test gateway is killed with its data thrown away: no proxy needs time to notice it going.
  SHUTDOWN_DRAIN_MS: '0',
};

export interface RunningGateway {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * Starts the compiled gateway on `dataDir` (a copy of `template` when given) and resolves once
 * /healthz answers. A gateway that exits first rejects with what it printed.
 */
export async function startGateway(options: {
  dataDir?: string;
  template?: string;
  staticDir: string;
  env?: Record<string, string>;
}): Promise<RunningGateway> {
  if (!existsSync(GATEWAY_ENTRY)) {
    throw new Error(`${GATEWAY_ENTRY} is missing: run \`npm run build:server\` (and \`npm run build\`) before the browser tests.`);
  }
  const dataDir = options.dataDir ?? mkdtempSync(path.join(tmpdir(), 'freshmeals-e2e-'));
  if (options.template) cpSync(options.template, dataDir, { recursive: true });
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const child = spawn(process.execPath, [GATEWAY_ENTRY], {
    env: {
      ...process.env,
      ...BASE_GATEWAY_ENV,
      ...options.env,
      DATA_DIR: dataDir,
      PORT: String(port),
      STATIC_DIR: options.staticDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-8_000);
  };
  child.stdout!.on('data', keep);
  child.stderr!.on('data', (chunk: Buffer) => {
    keep(chunk);
    // Warnings and errors of the gateway belong in the test's log.
    process.stderr.write(chunk);
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));

  const deadline = Date.now() + 120_000;
  for (;;) {
    const state = await Promise.race([
      exited.then((code) => ({ exited: code })),
      fetch(`${url}/healthz`).then(
        (response) => (response.ok ? 'up' : 'down'),
        () => 'down',
      ),
    ]);
    if (state === 'up') break;
    if (typeof state === 'object') throw new Error(`The test gateway exited (${state.exited}) before it answered:\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The test gateway did not answer /healthz within 120 s:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }

  return {
    url,
    port,
    dataDir,
    stop: async () => {
      await stopProcess(child, exited, options.template ? 'SIGKILL' : 'SIGTERM');
      if (!options.dataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A copy of the database is thrown away with its gateway, so that one is killed at once; the
 * template's gateway is stopped gracefully, so its database is closed cleanly before it is copied.
 */
async function stopProcess(child: ChildProcess, exited: Promise<number | null>, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill(signal);
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}
