// Real gateway processes for tests that need what only a process has: being killed mid-job,
// restarting on the same data, or several gateways on one database.
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface GatewayProcess {
  url: string;
  child: ChildProcess;
  /** Everything it printed. */
  output(): string;
  /** Stops it gracefully (SIGTERM), or at once with SIGKILL; resolves once it has exited. */
  stop(signal?: 'SIGTERM' | 'SIGKILL'): Promise<void>;
}

const COMPILED = join(process.cwd(), 'build', 'gateway', 'main.js');
// Everything the compiled gateway is built from (with the SQL migrations it copies).
const SOURCES = ['gateway', 'schema', 'prisma', join('shell', 'src'), join('packages', 'rules', 'src')];

/** The newest modification time of a file under the folders. */
function newestSource(folders: string[]): number {
  let newest = 0;
  for (const folder of folders) {
    for (const entry of readdirSync(folder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile() || entry.parentPath.includes('node_modules')) continue;
      newest = Math.max(newest, statSync(join(entry.parentPath, entry.name)).mtimeMs);
    }
  }
  return newest;
}

/**
 * How to run the gateway: compiled (build/gateway/main.js, as `npm start` and production run it)
 * when that build is there and newer than every source, else from source through tsx. tsx compiles
 * the whole server on every start, a few seconds of a core each time; the suite never builds the
 * server itself (`npm start` and the browser tests' build do), so after an edit it runs the source.
 */
export const GATEWAY_ARGS: readonly string[] =
  existsSync(COMPILED) && statSync(COMPILED).mtimeMs >= newestSource(SOURCES) ? [COMPILED] : ['--import', 'tsx', 'gateway/main.ts'];

/** Starts a gateway with these environment variables (plus quiet, test-friendly defaults) and waits until it listens. */
export async function startGateway(env: Record<string, string>): Promise<GatewayProcess> {
  const child = spawn(process.execPath, GATEWAY_ARGS, {
    env: {
      PATH: process.env.PATH,
      PORT: '0',
      HOST: '127.0.0.1',
      STATIC_DIR: '/nonexistent',
      LOG_LEVEL: 'silent',
      JWT_SECRET: 'test-secret-test-secret-test-secret-123',
      CODE_SECRET: 'test-code-secret-test-code-secret-0123',
      TRUST_PROXY: 'true',
      // No proxy health check to wait for: stop listening at once (tests behind Caddy set it).
      SHUTDOWN_DRAIN_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setInterval(() => {
      const match = /is running at http:\/\/localhost:(\d+)\//.exec(output);
      if (match) {
        clearInterval(timer);
        resolve(Number(match[1]));
      }
    }, 50);
    void exited.then(() => {
      clearInterval(timer);
      reject(new Error(`the gateway exited before listening:\n${output}`));
    });
  });
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    async stop(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

export interface FakePostmark {
  /** host:port, for POSTMARK_API_HOST. */
  host: string;
  /** Messages it accepted (answered with success), in order. */
  accepted: { To: string; Subject: string; TextBody: string; Tag?: string }[];
  /** Requests it received, accepted or not. */
  received: number;
  /** The next request is held open and never answered; resolves when it arrives. */
  holdNext(): Promise<void>;
  close(): Promise<void>;
}

/** A local stand-in for Postmark's API that accepts every message, or holds one to simulate a provider that hangs. */
export async function startFakePostmark(): Promise<FakePostmark> {
  let hold: (() => void) | null = null;
  const fake: FakePostmark = {
    host: '',
    accepted: [],
    received: 0,
    holdNext() {
      return new Promise<void>((resolve) => (hold = resolve));
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      fake.received++;
      if (hold) {
        const arrived = hold;
        hold = null;
        arrived();
        return;
      }
      fake.accepted.push(JSON.parse(raw));
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ErrorCode: 0, Message: 'OK', MessageID: String(fake.received), SubmittedAt: new Date().toISOString() }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.host = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}
