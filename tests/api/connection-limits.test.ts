// Connections that hold a file descriptor without sending a request: a socket that sends nothing,
// one that sends its headers a byte at a time, and a kept-alive connection left idle are each closed
// after their timeout; over the connection cap a new connection is closed at once, and the gateway
// answers again as soon as the idle ones are gone (tens of thousands of silent sockets once
// exhausted the gateway's file descriptors). Short limits here; the defaults are in SECURITY.md.
import type { Server } from 'node:http';
import { connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { CONNECTION_LIMITS, createGatewayServer, type ConnectionLimits } from '../../gateway/http-server.ts';
import { createTestApp, type TestApp } from '../support/app.ts';

const SHORT: Partial<ConnectionLimits> = { headersTimeoutMs: 600, requestTimeoutMs: 1_000, keepAliveTimeoutMs: 400, checkIntervalMs: 100, maxConnections: 4 };

interface Watched {
  socket: Socket;
  /** ms from the connection until the server closed it. */
  closed: Promise<number>;
  received: () => string;
}

function open(port: number): Promise<Watched> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('error', () => {}); // a reset by the server is a close too
    const started = performance.now();
    const closed = new Promise<number>((done) => socket.on('close', () => done(performance.now() - started)));
    socket.once('connect', () => resolve({ socket, closed, received: () => data }));
    socket.once('error', reject);
  });
}

describe('connection limits of the gateway server', () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    server = createGatewayServer(t.app.handler, SHORT);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await t?.close();
  });

  const watch = async () => {
    const watched = await open(port);
    sockets.push(watched.socket);
    return watched;
  };
  const connections = () => new Promise<number>((resolve, reject) => server.getConnections((e, n) => (e ? reject(e) : resolve(n))));

  it('the defaults: headers within 15 s, a request within 120 s, idle keep-alive 65 s, 10,000 connections, 5 s of lingering', () => {
    const server = createGatewayServer(() => {});
    expect(CONNECTION_LIMITS).toEqual({ headersTimeoutMs: 15_000, requestTimeoutMs: 120_000, keepAliveTimeoutMs: 65_000, checkIntervalMs: 1_000, maxConnections: 10_000, lingerMs: 5_000 });
    expect([server.headersTimeout, server.requestTimeout, server.keepAliveTimeout, server.maxConnections]).toEqual([15_000, 120_000, 65_000, 10_000]);
  });

  it('a socket that sends nothing is closed after the header timeout', async () => {
    const silent = await watch();
    const after = await silent.closed;
    expect(after).toBeGreaterThanOrEqual(SHORT.headersTimeoutMs! - 50);
    expect(after).toBeLessThan(SHORT.headersTimeoutMs! + 5 * SHORT.checkIntervalMs! + 500);
    expect(silent.received()).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('headers sent a byte at a time are cut off at the header timeout', async () => {
    const slow = await watch();
    const line = 'GET /healthz HTTP/1.1\r\nHost: localhost\r\nX-Slow: ' + 'a'.repeat(200);
    let i = 0;
    const drip = setInterval(() => {
      if (!slow.socket.destroyed && i < line.length) slow.socket.write(line[i++]!);
    }, 20);
    try {
      const after = await slow.closed;
      expect(after).toBeLessThan(SHORT.headersTimeoutMs! + 5 * SHORT.checkIntervalMs! + 500);
      expect(i).toBeLessThan(line.length); // closed while the headers were still arriving
      expect(slow.received()).not.toContain('200 OK');
    } finally {
      clearInterval(drip);
    }
  });

  it('a kept-alive connection with no further request is closed after the keep-alive timeout', async () => {
    const client = await watch();
    client.socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n');
    const answered = await new Promise<number>((resolve) => client.socket.once('data', () => resolve(performance.now())));
    await client.closed;
    expect(client.received()).toMatch(/^HTTP\/1\.1 200 /);
    // node keeps the socket open for one more second (keepAliveTimeoutBuffer) past the timeout it announces.
    const idleFor = performance.now() - answered;
    expect(idleFor).toBeGreaterThanOrEqual(SHORT.keepAliveTimeoutMs! - 50);
    expect(idleFor).toBeLessThan(SHORT.keepAliveTimeoutMs! + 1_000 + 500);
  });

  it('over the connection cap a new connection is closed at once; after the idle ones are gone the gateway answers', async () => {
    const idle = [];
    for (let i = 0; i < SHORT.maxConnections!; i++) idle.push(await watch());
    await expect.poll(connections).toBe(SHORT.maxConnections);
    const refused = await watch();
    expect(await refused.closed).toBeLessThan(SHORT.headersTimeoutMs! / 2);
    expect(refused.received()).toBe('');
    // The idle ones still hold their places until they are released (or time out).
    for (const socket of idle) expect(socket.socket.destroyed).toBe(false);
    for (const socket of idle) socket.socket.destroy();
    await expect.poll(connections).toBe(0);
    const response = await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: 'close' } });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ status: 'ok' });
  });
});
