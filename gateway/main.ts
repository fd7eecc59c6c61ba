// Starts the gateway: migrate, seed an empty database, listen, and shut down gracefully.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { seed } from '../prisma/seed.ts';
import { createApp } from './app.ts';
import { createGatewayServer } from './http-server.ts';
import { loadConfig } from './config.ts';
import { DataFolderInUseError } from '../prisma/database.ts';
import { addDemoDishImages } from './storage/demo-images.ts';
import { createLogger } from './logger.ts';

/** A mistake in the setup, not in the code: say what to fix, without a stack trace. */
function refuseToStart(message: string): never {
  process.stderr.write(`FreshMeals cannot start: ${message}\n`);
  process.exit(1);
}

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (error) {
  refuseToStart(error instanceof Error ? error.message : String(error));
}
const logger = createLogger(config.logLevel);

const app = await createApp({ config, logger }).catch((error: unknown) => {
  if (error instanceof DataFolderInUseError) refuseToStart(error.message);
  throw error;
});
const seeded = await seed(app.database.prisma, { admin: config.admin, demo: config.embedded && !config.production });
if (seeded.created) logger.info({ demo: config.embedded }, 'seeded the empty database');
if (seeded.created && config.embedded && !config.production) await addDemoDishImages(app.database.prisma, app.services.images);

// Header, request and keep-alive timeouts and a connection cap (gateway/http-server.ts).
const server = createGatewayServer(app.handler);
server.listen(config.port, config.host, () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  logger.info({ port, database: app.database.kind, mail: config.postmark ? 'postmark' : 'local outbox' }, 'gateway listening');
  const lines = [
    '',
    `  FreshMeals is running at http://localhost:${port}/`,
    // GraphiQL is off in production unless GRAPHIQL=true: only advertise what is served.
    config.graphql.graphiql
      ? `  GraphiQL: http://localhost:${port}/graphql   REST reference: http://localhost:${port}/server/api/v1/docs`
      : `  GraphQL API: http://localhost:${port}/graphql   REST reference: http://localhost:${port}/server/api/v1/docs`,
  ];
  if (config.admin && !config.production) {
    lines.push(`  Demo admin login: ${config.admin.email} / ${config.admin.password}`);
  }
  if (config.embedded && !config.production) lines.push(`  E-mails sent: http://localhost:${port}/dev/outbox`);
  process.stdout.write(`${lines.join('\n')}\n\n`);
});

// While draining, every answer carries `Connection: close`: a keep-alive client (the proxy among
// them) opens its next connection afresh, and so to a gateway that is staying.
let draining = false;
server.prependListener('request', (_req: IncomingMessage, res: ServerResponse) => {
  if (draining) res.setHeader('connection', 'close');
});

let stopping = false;
let endDrain = () => {};
async function shutdown(signal: string) {
  if (stopping) {
    // A second signal: stop waiting for the proxy.
    endDrain();
    return;
  }
  stopping = true;
  logger.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down');
  // Unready first, and go on serving what still arrives until the proxy's health check has seen it
  // (SHUTDOWN_DRAIN_MS): a gateway that stopped listening at once would turn requests the proxy had
  // already sent it into connection errors, and a request body cannot always be sent again elsewhere.
  app.markUnready();
  draining = true;
  if (config.shutdownDrainMs > 0) {
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, config.shutdownDrainMs);
      endDrain = () => {
        clearTimeout(timer);
        resolve();
      };
    });
  }
  // Stop accepting connections, close idle keep-alives, end the open subscriptions (the consoles
  // watch again through another gateway), let in-flight requests finish.
  await app.endStreams();
  const closed = new Promise<void>((resolve) => server.close(() => resolve()));
  server.closeIdleConnections();
  const force = setTimeout(() => server.closeAllConnections(), 10_000);
  await closed;
  clearTimeout(force);
  await app.close();
  logger.info('stopped');
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));
