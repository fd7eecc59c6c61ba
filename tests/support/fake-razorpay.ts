// A local stand-in for Razorpay's API, for the tests of the Razorpay provider: a real HTTP server on
// a free port that answers each request with what the test's `answer` returns (JSON), and Razorpay's
// own 404 error for anything the test does not answer. The gateway is pointed at it with
// RAZORPAY_API_URL (see `razorpayEnv`).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRazorpayRequest {
  method: string;
  url: string;
  /** The JSON body, parsed (undefined without one). */
  body: any;
  authorization: string;
}

/** An answer: its status (200 unless said) and its JSON body; null for Razorpay's 404. */
export type FakeRazorpayAnswer = { status?: number; body: unknown } | null;

export interface FakeRazorpay {
  url: string;
  close(): Promise<void>;
}

export async function startFakeRazorpay(answer: (request: FakeRazorpayRequest) => FakeRazorpayAnswer | Promise<FakeRazorpayAnswer>): Promise<FakeRazorpay> {
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', async () => {
      const reply = await answer({ method: req.method ?? 'GET', url: req.url ?? '/', body: raw ? JSON.parse(raw) : undefined, authorization: req.headers.authorization ?? '' });
      res.setHeader('content-type', 'application/json');
      res.statusCode = reply?.status ?? (reply ? 200 : 404);
      res.end(JSON.stringify(reply ? reply.body : { error: { code: 'BAD_REQUEST_ERROR', description: 'not found' } }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

/** The gateway's settings for Razorpay at the fake's address. */
export const razorpayEnv = (fake: FakeRazorpay, keys: { keyId: string; keySecret: string; webhookSecret: string }) => ({
  RAZORPAY_KEY_ID: keys.keyId,
  RAZORPAY_KEY_SECRET: keys.keySecret,
  RAZORPAY_WEBHOOK_SECRET: keys.webhookSecret,
  RAZORPAY_API_URL: fake.url,
});

/** Razorpay's answer to a new order (POST /v1/orders). */
export const orderCreated = (id: string, body: { amount: number; currency: string; receipt: string }) => ({
  body: { id, entity: 'order', amount: body.amount, currency: body.currency, receipt: body.receipt, status: 'created' },
});
