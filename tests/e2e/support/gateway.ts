// The gateways the browser tests run against. Every spec file gets a gateway of its own on a fresh
// copy of one database that was migrated and seeded once for the whole run (global-setup.ts), so no
// spec file sees the data another left behind, and none pays for an initdb, the migrations and the
// seed. The gateway is the compiled one (`npm run build:server`), as production runs it. The global
// setup runs it as a process of its own (`startGateway`); the spec files' gateways run inside the
// Playwright worker (`startGatewayInProcess`), which loads the gateway's code once for all of them.
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

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

/** A gateway running in the test's own process, whose clock the test can move. */
export interface InProcessGateway extends RunningGateway {
  /**
   * Moves the gateway's clock (what it stamps and measures waits by) forward, for a test of a wait
   * (a code's 30 s cooldown) that should not spend it. Time never runs back, so the spec file's
   * later tests see it moved too.
   */
  advanceClock(ms: number): void;
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
 * Starts the compiled gateway as a process on `dataDir` and resolves once /healthz answers. A
 * gateway that exits first rejects with what it printed. Stopping it closes its database cleanly.
 */
export async function startGateway(options: { dataDir: string; staticDir: string; env?: Record<string, string> }): Promise<RunningGateway> {
  requireBuiltGateway();
  const { dataDir } = options;
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
    stop: () => stopProcess(child, exited),
  };
}

function requireBuiltGateway(): void {
  if (!existsSync(GATEWAY_ENTRY)) {
    throw new Error(`${GATEWAY_ENTRY} is missing: run \`npm run build:server\` (and \`npm run build\`) before the browser tests.`);
  }
}

/** Stopped gracefully, so that its database is closed cleanly before the template is copied. */
async function stopProcess(child: ChildProcess, exited: Promise<number | null>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(force);
}

/** The compiled gateway's modules a worker loads once to run gateways in its own process. */
interface GatewayModules {
  createApp: (options: { config: unknown; logger: unknown; now: () => Date }) => Promise<{ handler: import('node:http').RequestListener; endStreams(): Promise<void> | void; close(): Promise<void> }>;
  loadConfig: (env: Record<string, string | undefined>) => unknown;
  createLogger: (level: string) => unknown;
  createGatewayServer: (handler: import('node:http').RequestListener) => import('node:http').Server;
}

let modules: Promise<GatewayModules> | undefined;

function gatewayModules(): Promise<GatewayModules> {
  const load = (file: string) => import(pathToFileURL(path.resolve('build/gateway', file)).href);
  modules ??= Promise.all([load('app.js'), load('config.js'), load('logger.js'), load('http-server.js')]).then(([app, config, logger, server]) => ({
    createApp: app.createApp,
    loadConfig: config.loadConfig,
    createLogger: logger.createLogger,
    createGatewayServer: server.createGatewayServer,
  }));
  return modules;
}

/**
 * The compiled gateway started inside this process on a copy of `template`: the same app, server
 * and settings as `startGateway`'s process, without a process of its own. A worker loads the
 * gateway's code once for all its spec files, where a process per spec file loaded and compiled it
 * every time (about 3 s of a core each). Stopping it throws its copy of the database away.
 */
export async function startGatewayInProcess(options: { template: string; staticDir: string; env?: Record<string, string> }): Promise<InProcessGateway> {
  requireBuiltGateway();
  const { createApp, loadConfig, createLogger, createGatewayServer } = await gatewayModules();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'freshmeals-e2e-'));
  cpSync(options.template, dataDir, { recursive: true });
  // The port is chosen first: the gateway's links (in e-mails, the public URL) name it.
  const port = await freePort();
  const env = { ...process.env, ...BASE_GATEWAY_ENV, ...options.env, DATA_DIR: dataDir, PORT: String(port), STATIC_DIR: options.staticDir };
  const config = loadConfig(env) as { logLevel: string; port: number; host: string };
  let ahead = 0;
  const app = await createApp({ config, logger: createLogger(config.logLevel), now: () => new Date(Date.now() + ahead) });
  const server = createGatewayServer(app.handler);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  return {
    url: `http://localhost:${port}`,
    port,
    dataDir,
    advanceClock: (ms) => {
      ahead += ms;
    },
    stop: async () => {
      await app.endStreams();
      const closed = new Promise<void>((resolve) => server.close(() => resolve()));
      server.closeAllConnections();
      await closed;
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
