// The gateway's node:http server with bounds on every connection, so that sockets which send
// nothing, or send a request too slowly, or sit idle after a response, are closed instead of
// holding a file descriptor for ever (tens of thousands of silent sockets once exhausted them).
import { createServer, type IncomingMessage, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';

export interface ConnectionLimits {
  /**
   * A request's headers must have arrived this long after its connection opened (or, on a kept-alive
   * connection, after its first byte). This is also what closes a socket that sends nothing at all:
   * node answers it 408 and closes it.
   */
  headersTimeoutMs: number;
  /** A whole request, body included, must have arrived this long after it began (slow uploads). */
  requestTimeoutMs: number;
  /** A kept-alive connection with no request for this long is closed. */
  keepAliveTimeoutMs: number;
  /** How often node looks for connections over the header and request timeouts. */
  checkIntervalMs: number;
  /** Open connections at most; one more is closed as soon as it is accepted. */
  maxConnections: number;
  /**
   * A connection closed after an answer that came before its request's body (a refused upload) keeps
   * discarding what the client still sends for at most this long, so that the client reads the answer
   * instead of a reset.
   */
  lingerMs: number;
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 15_000,
  // Room for the largest upload (5 MB) over a slow mobile link.
  requestTimeoutMs: 120_000,
  // Longer than the idle timeout of the load balancers in front (typically 60 s), so that they close
  // first and never send a request on a connection the gateway is closing.
  keepAliveTimeoutMs: 65_000,
  // node's default (30 s) would let a silent socket live up to 45 s instead of 15.
  checkIntervalMs: 1_000,
  maxConnections: 10_000,
  lingerMs: 5_000,
};

export function createGatewayServer(handler: RequestListener, overrides: Partial<ConnectionLimits> = {}): Server {
  const limits = { ...CONNECTION_LIMITS, ...overrides };
  const server = createServer(
    {
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
      connectionsCheckingInterval: limits.checkIntervalMs,
    },
    (req, res) => {
      lastRequest.set(req.socket, req);
      handler(req, res);
    },
  );
  server.maxConnections = limits.maxConnections;
  // The request each connection carries last: whether its body had all arrived when it was answered.
  const lastRequest = new WeakMap<Socket, IncomingMessage>();
  server.on('connection', (socket: Socket) => lingerOnClose(socket, () => lastRequest.get(socket), limits.lingerMs));
  // Expect: 100-continue. Node would invite every body at once; here the invitation goes out only
  // when the handler starts to read the body, so a request answered without reading it (an upload by
  // a visitor or a customer) gets its final answer instead and the client never sends the body.
  server.on('checkContinue', (req: IncomingMessage, res: ServerResponse) => {
    lastRequest.set(req.socket, req);
    inviteBodyOnRead(req, res);
    handler(req, res);
  });
  return server;
}

function inviteBodyOnRead(req: IncomingMessage, res: ServerResponse) {
  const read = req._read;
  req._read = function readAfterInvitation(this: IncomingMessage, size: number) {
    req._read = read;
    // After the answer has begun node only discards what may still come: no invitation then.
    if (!res.headersSent && !res.writableEnded) res.writeContinue();
    return read.call(this, size);
  };
}

/**
 * Node closes a connection after an answer with `Connection: close` by ending it and destroying the
 * socket once the answer is written. If the client is still sending a body then, the kernel answers
 * its next bytes with a reset, and a reset makes the client drop the answer it had not read yet
 * ("Empty reply from server"). So when the body had not all arrived, the connection is half-closed
 * instead (the answer, then end of stream) and what the client still sends is read and thrown away
 * until it closes its side, or for `lingerMs` at most.
 */
function lingerOnClose(socket: Socket, request: () => IncomingMessage | undefined, lingerMs: number) {
  const destroySoon = socket.destroySoon;
  socket.destroySoon = function lingeringClose(this: Socket) {
    const req = request();
    if (!req || req.complete || this.readableEnded || this.destroyed) return destroySoon.call(this);
    const timer = setTimeout(() => this.destroy(), lingerMs);
    timer.unref();
    this.once('close', () => clearTimeout(timer));
    this.once('end', () => this.destroy());
    // node's parser still takes the socket's data and discards the unread body (req._dump()).
    req.resume();
    this.end();
  };
}
