// The gateway's node:http server with bounds on every connection, so that sockets which send
// nothing, or send a request too slowly, or sit idle after a response, are closed instead of
// holding a file descriptor for ever (tens of thousands of silent sockets once exhausted them).
import { createServer, type RequestListener, type Server } from 'node:http';

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
    handler,
  );
  server.maxConnections = limits.maxConnections;
  return server;
}
