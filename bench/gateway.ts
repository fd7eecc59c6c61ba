// Starting the gateway for a benchmark: a free port, the gateway as `npm run serve` runs it, and a
// wait for its health check.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

export const root = path.resolve(import.meta.dirname, '..');

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Waits until `url` answers 200, or fails after `timeoutMs` (or when the process dies). */
export async function waitUntilUp(child: ChildProcess, url: string, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    const ok = await fetch(url).then((r) => r.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error(`${what} did not answer ${url} within ${timeoutMs / 1000} s`);
}

/** The gateway on `port` with `env` added to this process's environment; resolves once it is healthy. */
export async function startGateway(port: number, env: Record<string, string>): Promise<ChildProcess> {
  const gateway = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'gateway/main.ts')], {
    cwd: root,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilUp(gateway, `http://127.0.0.1:${port}/healthz`, 'the gateway');
  return gateway;
}

/** Stops a child process and waits for it to exit. */
export function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
