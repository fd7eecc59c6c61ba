// Only admins' upload bodies are read, a few at a time: a visitor, a customer or a stale token
// gets its answer while its body is still arriving (it is never read), and once every slot holds
// a slow upload the next one gets 503 with Retry-After, until a slot is free again.
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGatewayServer } from '../../gateway/http-server.ts';
import { solidPng } from '../support/png.ts';
import { UPLOADS_BUSY } from '../../gateway/upload-gate.ts';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';
import { gqlUpload, restUpload } from '../support/uploads.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const BOUNDARY = 'gate-test-boundary';
const encoder = new TextEncoder();

/**
 * A multipart upload whose body sends its fields and the start of a 4 MB file, then waits: the
 * client is slow or never finishes. `pulled` counts the chunks the server asked for.
 */
function slowUpload(kind: 'graphql' | 'rest') {
  const head =
    kind === 'graphql'
      ? `--${BOUNDARY}\r\nContent-Disposition: form-data; name="operations"\r\n\r\n` +
        JSON.stringify({ query: 'mutation($file: File) { uploadDishImage(file: $file) { key } }', variables: { file: null } }) +
        `\r\n--${BOUNDARY}\r\nContent-Disposition: form-data; name="map"\r\n\r\n{"0":["variables.file"]}\r\n` +
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="0"; filename="dish.png"\r\nContent-Type: image/png\r\n\r\n`
      : `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="dish.png"\r\nContent-Type: image/png\r\n\r\n`;
  const state = { pulled: 0, cancelled: false, fail: (_reason: Error) => {} };
  let release: () => void = () => {};
  const stalled = new Promise<void>((resolve) => (release = resolve));
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      state.fail = (reason) => {
        release();
        controller.error(reason);
      };
    },
    async pull(controller) {
      state.pulled++;
      if (state.pulled === 1) controller.enqueue(encoder.encode(head));
      else if (state.pulled === 2) controller.enqueue(new Uint8Array(64 * 1024));
      else await stalled;
    },
    cancel() {
      state.cancelled = true;
      release();
    },
  });
  return { body, state };
}

describe.each(dbKinds)('the upload gate on %s', (kind) => {
  let t: TestApp;
  let admin: TestUser;
  let customer: TestUser;
  beforeAll(async () => {
    t = await createTestApp(kind);
    admin = await createUserAndLogin(t, { role: 'admin' });
    customer = await createUserAndLogin(t, { role: 'customer' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const send = async (kind: 'graphql' | 'rest', body: ReadableStream<Uint8Array>, token?: string, signal?: AbortSignal): Promise<Response> =>
    await t.app.fetch(kind === 'graphql' ? 'http://localhost/graphql' : 'http://localhost/server/api/v1/uploads/dishes', {
      method: 'POST',
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'x-forwarded-for': '10.77.0.1',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body,
      duplex: 'half',
      signal,
    } as RequestInit);

  it('answers visitors, customers and stale tokens without reading their bodies', async () => {
    const cases = [
      { route: 'graphql', token: undefined, status: 200, code: 'UNAUTHENTICATED', message: 'You must be logged in' },
      { route: 'graphql', token: customer.token, status: 200, code: 'FORBIDDEN', message: 'Not authorized' },
      { route: 'graphql', token: 'not-a-token', status: 401, code: 'UNAUTHENTICATED', message: 'Invalid access token' },
      { route: 'rest', token: undefined, status: 401, message: 'You must be logged in' },
      { route: 'rest', token: customer.token, status: 403, message: 'Not authorized' },
      { route: 'rest', token: 'not-a-token', status: 401, message: 'Invalid access token' },
    ] as const;
    for (const c of cases) {
      const { body, state } = slowUpload(c.route);
      const response = await send(c.route, body, c.token);
      expect(response.status, `${c.route} ${c.message}`).toBe(c.status);
      const json = (await response.json()) as { message?: string; errors?: { message: string; extensions: { code: string } }[] };
      if (c.route === 'graphql') expect(json.errors?.[0]).toMatchObject({ message: c.message, extensions: { code: c.code } });
      else expect(json).toEqual({ message: c.message });
      // Nothing past the first chunk the transport may have buffered, and the rest is not awaited.
      expect(state.pulled, `${c.route} ${c.message}`).toBeLessThanOrEqual(2);
      state.fail(new Error('client gone'));
    }
  });

  it('reads 4 uploads at once; the 5th gets 503 with Retry-After, and a freed slot takes the next', async () => {
    const slow = [slowUpload('graphql'), slowUpload('rest'), slowUpload('graphql'), slowUpload('rest')];
    const pending = slow.map((upload, i) => send(i % 2 ? 'rest' : 'graphql', upload.body, admin.token));
    // Each of the four is being read (the server asked for more than the first chunks).
    await expect.poll(() => slow.every((upload) => upload.state.pulled >= 3), { timeout: 10_000 }).toBe(true);

    for (const route of ['graphql', 'rest'] as const) {
      const extra = slowUpload(route);
      const busy = await send(route, extra.body, admin.token);
      expect(busy.status, route).toBe(503);
      expect(busy.headers.get('retry-after'), route).toBe('5');
      const json = (await busy.json()) as { message?: string; errors?: { message: string }[] };
      expect(json.message ?? json.errors?.[0]?.message, route).toBe(UPLOADS_BUSY);
      expect(extra.state.pulled, route).toBeLessThanOrEqual(2);
      extra.state.fail(new Error('client gone'));
    }

    // The slow clients give up: their slots are free again.
    for (const upload of slow) upload.state.fail(new Error('client gone'));
    const ended = await Promise.all(pending.map((p) => p.then((r) => r.status, () => 'aborted')));
    for (const status of ended) expect(status === 'aborted' || (typeof status === 'number' && status >= 400 && status < 500)).toBe(true);

    const png = { name: 'file', bytes: solidPng(20, 20, [10, 120, 40]), filename: 'dish.png', type: 'image/png' };
    const viaGraphql = await gqlUpload(t, png, admin.token);
    expect(viaGraphql.body.errors).toBeUndefined();
    expect(viaGraphql.body.data.uploadDishImage.key).toMatch(/^dishes\//);
    const viaRest = await restUpload(t, [png], admin.token);
    expect(viaRest.status).toBe(200);
  });
});

/**
 * One upload over a real socket: headers, then (at once, or after a `100 Continue`) a body of
 * `size` bytes written as fast as the server takes it. Resolves with the answer, or with the error
 * the client saw before it had read one (a reset: "Empty reply from server").
 */
function postOverHttp(port: number, path: string, opts: { token?: string; expectContinue: boolean; size: number; file?: Uint8Array }) {
  return new Promise<{ status: number; body: string; continued: boolean; error?: string; closedCleanly: boolean }>((resolve) => {
    const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="dish.png"\r\nContent-Type: image/png\r\n\r\n`;
    const tail = `\r\n--${BOUNDARY}--\r\n`;
    const length = Buffer.byteLength(head) + (opts.file?.length ?? opts.size) + Buffer.byteLength(tail);
    let continued = false;
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: 'POST',
      agent: false,
      headers: {
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
        'content-length': String(length),
        'x-forwarded-for': '10.77.0.2',
        ...(opts.expectContinue ? { expect: '100-continue' } : {}),
        ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}),
      },
    });
    const sendBody = () => {
      req.write(head);
      if (opts.file) return void req.end(Buffer.concat([opts.file, Buffer.from(tail)]));
      const chunk = Buffer.alloc(64 * 1024);
      let sent = 0;
      const pump = () => {
        while (sent < opts.size) {
          const n = Math.min(chunk.length, opts.size - sent);
          sent += n;
          if (!req.write(n === chunk.length ? chunk : chunk.subarray(0, n))) return void req.once('drain', pump);
        }
        req.end(tail);
      };
      pump();
    };
    if (opts.expectContinue) {
      req.on('continue', () => {
        continued = true;
        sendBody();
      });
    } else sendBody();
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => {
        const socket = res.socket;
        // The server closes the connection after a refusal: an orderly end, not a reset.
        let error: string | undefined;
        socket?.on('error', (e: NodeJS.ErrnoException) => (error = e.code ?? e.message));
        const done = () => resolve({ status: res.statusCode!, body, continued, error, closedCleanly: error === undefined });
        if (!socket || socket.destroyed) done();
        else socket.once('close', done);
      });
    });
    req.on('error', (e: NodeJS.ErrnoException) => {
      if (!answered) resolve({ status: 0, body: '', continued, error: e.code ?? e.message, closedCleanly: false });
    });
  });
}

describe('the upload gate over real HTTP', () => {
  let t: TestApp;
  let server: Server;
  let port: number;
  let customer: TestUser;
  let admin: TestUser;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    admin = await createUserAndLogin(t, { role: 'admin' });
    customer = await createUserAndLogin(t, { role: 'customer' });
    server = createGatewayServer(t.app.handler);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    await t?.close();
  });

  // 2 MB is far more than the socket buffers hold, so the client is still sending when the answer comes.
  for (const expectContinue of [false, true]) {
    for (const who of ['visitor', 'customer'] as const) {
      it(`answers a ${who}'s 2 MB upload ${expectContinue ? 'with' : 'without'} Expect: 100-continue, then closes cleanly`, async () => {
        const result = await postOverHttp(port, '/server/api/v1/uploads/dishes', {
          token: who === 'customer' ? customer.token : undefined,
          expectContinue,
          size: 2 * 1024 * 1024,
        });
        expect(result.error).toBeUndefined();
        expect(result.status).toBe(who === 'visitor' ? 401 : 403);
        expect(JSON.parse(result.body)).toEqual({ message: who === 'visitor' ? 'You must be logged in' : 'Not authorized' });
        // A refused client is not invited to send its body.
        if (expectContinue) expect(result.continued).toBe(false);
        expect(result.closedCleanly).toBe(true);
      });
    }
  }

  it("invites an admin's body (100 Continue) and takes the upload", async () => {
    const result = await postOverHttp(port, '/server/api/v1/uploads/dishes', {
      token: admin.token,
      expectContinue: true,
      size: 0,
      file: solidPng(20, 20, [10, 120, 40]),
    });
    expect(result.error).toBeUndefined();
    expect(result.continued).toBe(true);
    expect(result.status, result.body).toBe(200);
  });
});
