// The gateway as one fetch handler: /graphql, the REST facade, health, the dev outbox and the
// built apps. gateway/main.ts puts it on node:http; tests call `app.fetch(...)` directly.
import { createServerAdapter } from '@whatwg-node/server';
import type { IncomingMessage } from 'node:http';
import { resolve as resolvePath } from 'node:path';
import type { Services } from '../schema/context.ts';
import type { Config } from './config.ts';
import { openDatabase, type Database } from '../prisma/database.ts';
import { defaultMigrationsDir, listMigrationFolders } from '../prisma/migrate.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMailer, postmarkTransport, type MailTransport } from './mailer/index.ts';
import { createWebhooks } from './webhooks/index.ts';
import { createBackgroundTasks } from './background.ts';
import { hashPool } from '../schema/auth/password.ts';
import { createRestFacade, json, REST_BASE, serverFault } from './rest/facade.ts';
import { buildOpenApi } from './rest/openapi.ts';
import { createRestDocs } from './rest/docs/index.ts';
import { restRoutes } from './rest/routes/index.ts';
import { createHtmlCompression } from './compress-html.ts';
import { listenToDispatchChanges } from './dispatch-changes.ts';
import { createConsoleFirstScreens } from './console-first-screen.ts';
import { createFirstScreens, offerWords } from './first-screen.ts';
import { activeFirstMonthOffer } from '../schema/offers/discount.ts';
import { createStaticHandler } from './static.ts';
import { createBrowserProtections } from './browser-protections.ts';
import { clientAddress } from './client-ip.ts';
import { currentRequestRoute, REQUEST_ID_HEADER, requestIdFor, runWithRequestId } from './request-context.ts';
import { limitJsonRequest } from './body-limit.ts';
import { createImageStorage, isUploadPath } from './storage/index.ts';
import { isMultipart, limitGraphQLUpload } from './multipart.ts';
import { createAccessTokens } from './tokens.ts';
import { resolveViewer } from './context.ts';
import { createUploadGate, graphqlUploadRefusal } from './upload-gate.ts';
import { createGraphQL } from './yoga.ts';
import { createGraphiQL, GRAPHIQL_ASSETS_PATH, GRAPHIQL_SESSION_DOCUMENT, wantsGraphiQL } from './graphiql/index.ts';
import { createTrustedDocumentStore } from './use-trusted-documents.ts';
import { liveSession } from '../schema/auth/sessions.ts';
import { parseCookie } from 'cookie';
import { createViewerCache, VIEWER_REVOKED_CHANNEL } from './viewer-cache.ts';
import { createApiKeyAuth, withApiKeyBudget } from './api-keys.ts';
import { createJobQueue } from './jobs/index.ts';
import { createPayments } from './payments/index.ts';
import { runHousekeeping } from './housekeeping.ts';
import { runLowCreditCheck } from '../schema/credits/low-credit.ts';
import { chargeAutoTopUps } from '../schema/auto-top-up/auto-top-up.ts';
import { issueMonthlyInvoices, previousMonth } from '../schema/tax-documents/issue.ts';
import { lockDueMeals } from '../schema/meals/ledger.ts';
import { reconcilePayments } from '../schema/payments/reconcile.ts';
import { runWeeklySummary } from '../schema/notifications/weekly-summary.ts';
import { SCHEDULE } from './jobs/schedule.ts';
import { createMetrics, METRICS_PATH } from './metrics/index.ts';
import { startTracing, traceJobRuns } from './tracing.ts';
import { useTracing } from './use-tracing.ts';

export interface AppOptions {
  config: Config;
  /** An already open database (tests); otherwise one is opened from the config. */
  database?: Database;
  logger?: Logger;
  /** Replaces the mail transport chosen from the config (tests). */
  mailTransport?: MailTransport | null;
  now?: () => Date;
}

/** The URL without its query: set-password links carry their token there. */
function loggableUrl(url: string): string {
  const i = url.indexOf('?');
  return i < 0 ? url : `${url.slice(0, i)}?[redacted]`;
}

export async function createApp(options: AppOptions) {
  const { config } = options;
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = options.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir }));
  // Before the database client runs its first query, so that Prisma's spans are recorded.
  const tracing = config.tracing ? await startTracing(config.tracing) : null;
  const metrics = createMetrics({ production: config.production, token: config.metricsToken, restRoutes });
  const { prisma } = database;
  // Every SQL statement is timed for the metrics, under Prisma (prisma/database.ts).
  const stopTimingStatements = metrics.timeStatements(database);
  const transport =
    options.mailTransport !== undefined ? options.mailTransport : config.postmark ? postmarkTransport(config.postmark) : null;
  const tokens = createAccessTokens(config.jwt);
  const background = createBackgroundTasks(logger);
  hashPool.resize(config.passwordHashConcurrency);
  const viewerCache = createViewerCache(config.viewerCacheMs);
  // Other gateways on the same PostgreSQL forget a revoked viewer as soon as this one says so.
  const stopListening = await database.listen(VIEWER_REVOKED_CHANNEL, (payload) => viewerCache.forget(Number(payload)));
  const dispatchChanges = await listenToDispatchChanges(database);
  const queue = createJobQueue({ database, logger, ...config.jobs, now: () => services.now() });
  const jobs = metrics.countJobRuns(tracing ? traceJobRuns(queue, tracing) : queue);
  const mailer = createMailer(prisma, transport, logger, { jobs, production: config.production, now: () => services.now() });
  const webhooks = createWebhooks(prisma, {
    jobs,
    logger,
    mailer,
    staffEmail: config.staffEmail,
    now: () => services.now(),
    production: config.production,
    timeoutMs: config.webhookTimeoutMs,
  });
  const payments = createPayments(config.payments, { prisma, mailer, now: () => services.now(), logger, codeSecret: config.codeSecret, webhooks, publicUrl: config.publicUrl });
  const images = createImageStorage(config.storage, { publicUrl: config.publicUrl, now: () => services.now() });
  const services: Services = {
    prisma,
    mailer,
    background,
    tokens,
    auth: {
      refreshTokenDays: config.refreshTokenDays,
      refreshCookieName: config.refreshCookieName,
      codeSecret: config.codeSecret,
      rateLimitMultiplier: config.rateLimitMultiplier,
      sessionMaxDays: config.sessionMaxDays,
      refreshGraceSeconds: config.refreshGraceSeconds,
    },
    publicUrl: config.publicUrl,
    staffEmail: config.staffEmail,
    now: options.now ?? (() => new Date()),
    timeZone: config.businessTimeZone,
    images,
    payments: payments.provider,
    observe: metrics.observe,
    webhooks,
    dispatchChanges,
    viewers: {
      revoked(userId) {
        viewerCache.forget(userId);
        if (database.kind === 'postgres') {
          prisma.$executeRaw`SELECT pg_notify(${VIEWER_REVOKED_CHANNEL}, ${String(userId)})`.catch((err: unknown) =>
            logger.error({ err, userId }, 'could not announce a revoked viewer to the other gateways'),
          );
        }
      },
    },
  };
  jobs.define('housekeeping', {
    maxAttempts: 3,
    async run() {
      const deleted = await runHousekeeping(prisma, services.now(), { analyticsRetentionDays: config.analyticsRetentionDays });
      if (Object.values(deleted).some((count) => count > 0)) logger.info({ deleted }, 'housekeeping');
    },
  });
  jobs.define('low-credit-check', {
    maxAttempts: 5,
    async run() {
      const now = services.now();
      // Auto top-ups first: a customer charged now is not warned.
      const toppedUp = await chargeAutoTopUps({ prisma, mailer, now, timeZone: config.businessTimeZone, publicUrl: config.publicUrl, provider: payments.provider, webhooks });
      const emailed = await runLowCreditCheck({
        prisma,
        mailer,
        now,
        timeZone: config.businessTimeZone,
        publicUrl: config.publicUrl,
        codeSecret: config.codeSecret,
        webhooks,
        toppedUp,
      });
      logger.info({ emailed, autoTopUps: toppedUp.size }, 'low-credit check');
    },
  });
  jobs.define('lock-meals', {
    maxAttempts: 3,
    async run() {
      const locked = await lockDueMeals({ prisma, now: services.now, timeZone: config.businessTimeZone });
      if (locked > 0) logger.info({ locked }, 'meals locked into the ledger');
    },
  });
  jobs.define('reconcile-payments', {
    // A provider that does not answer is not a failure of the job: the orders stay as they are and
    // the next run, 15 minutes on, asks again. A failing database is, and is retried soon.
    maxAttempts: 3,
    async run() {
      const report = await reconcilePayments({ prisma, mailer, webhooks, provider: payments.provider, now: services.now(), log: logger });
      if (report.credited + report.failed + report.abandoned + report.differences + report.unanswered > 0) logger.info({ ...report }, 'payments reconciled');
    },
  });
  jobs.define('monthly-tax-invoices', {
    // Idempotent: a customer already invoiced for the month is skipped, so a retry issues the rest.
    maxAttempts: 5,
    async run() {
      const now = services.now();
      const month = previousMonth(now);
      const issued = await issueMonthlyInvoices(prisma, now, month);
      logger.info({ month, issued }, 'monthly tax invoices');
    },
  });
  jobs.define('weekly-summary', {
    maxAttempts: 5,
    async run() {
      const emailed = await runWeeklySummary({
        prisma,
        mailer,
        now: services.now(),
        timeZone: config.businessTimeZone,
        publicUrl: config.publicUrl,
        codeSecret: config.codeSecret,
      });
      logger.info({ emailed }, 'weekly summary');
    },
  });
  await jobs.start();
  metrics.collect({ prisma, database, jobs, now: () => services.now(), logger });
  // In-process jobs did not survive the last stop: queue again what it left undelivered.
  if (jobs.engine === 'in-process' && config.jobs.worker) {
    await mailer.requeueUndelivered();
    await webhooks.requeueUndelivered();
  }
  const browser = createBrowserProtections(config);
  const apiKeys = createApiKeyAuth({ prisma, now: services.now, logger, background, costPerMinute: config.apiKeyCostPerMinute });
  // The apps' compiled documents, read from the folder the apps are served from (their deploys add them there).
  const trustedDocuments = {
    store: createTrustedDocumentStore({
      staticDir: config.staticDir,
      builtIn: [GRAPHIQL_SESSION_DOCUMENT],
      // The dev servers (npm run dev:*) send the ids of the documents relay-compiler just wrote.
      files: config.production ? [] : ['shell', 'mfe-public', 'mfe-admin'].map((app) => resolvePath(app, 'persisted-documents.json')),
      now: () => services.now().getTime(),
      logger,
    }),
    enforce: config.trustedDocuments,
  };
  const graphql = createGraphQL({ services, tokens, viewerCache, apiKeys, cookieSecure: config.cookieSecure, logger, ...config.graphql, cors: browser.graphqlCors, metrics: metrics.plugin(), tracing: tracing ? useTracing(tracing) : undefined, trustedDocuments });
  const uploads = createUploadGate({
    resolveViewer: (request) => resolveViewer(request, { services, tokens, viewerCache, apiKeys }),
    concurrency: config.uploadConcurrency,
  });
  // Outside production each REST answer is checked against the schema the OpenAPI document shows.
  const rest = createRestFacade(graphql, restRoutes, uploads, { checkResponses: !config.production });
  const openApi = buildOpenApi(restRoutes);
  const restDocs = createRestDocs();
  // A landing page's first screen shows the offer it was built with: served only while that is the
  // offer payments honour (one small indexed read per landing page).
  const currentOfferWords = async () => offerWords(await activeFirstMonthOffer(prisma, services.now()));
  const publicFirstScreen = createFirstScreens(config.staticDir, config.remotes.mfe_public, config.refreshCookieName, currentOfferWords);
  // A signed-in staff member's console screen, rendered with their data (runs the remote's queries
  // through this gateway's own endpoint, as their browser would).
  const consoleFirstScreen = createConsoleFirstScreens({
    staticDir: config.staticDir,
    remoteManifest: config.remotes.mfe_admin,
    refreshCookie: config.refreshCookieName,
    prisma,
    sessions: services.auth,
    now: () => services.now(),
    tokens,
    graphql: async (request) => graphql.fetch(request),
    background,
    logger,
  });
  const serveStatic = createStaticHandler(config.staticDir, async (request) => {
    const personal = await consoleFirstScreen.page(request);
    if (personal !== null) return { html: personal, personal: true };
    const page = await publicFirstScreen(request);
    return page === null ? null : { html: page };
  });
  const devEndpoints = !config.production && config.embedded;
  const graphiql = config.graphql.graphiql
    ? createGraphiQL({
        requireSignIn: config.production,
        signedIn: async (request) => {
          const token = parseCookie(request.headers.get('cookie') ?? '')[config.refreshCookieName];
          return (await liveSession(prisma, token, services.auth, services.now())) !== null;
        },
      })
    : null;

  async function route(request: Request, serverContext: { req?: IncomingMessage }): Promise<Response> {
    const url = new URL(request.url);
    const path = url.pathname;
    const clientIp = clientAddress(serverContext.req?.socket?.remoteAddress, request.headers.get('x-forwarded-for'), config.trustedProxies);
    const intercepted = browser.intercept(request);
    if (intercepted) return intercepted;
    if (path === METRICS_PATH) return metrics.serve(request);

    if (graphiql && path === '/graphql' && wantsGraphiQL(request)) return graphiql.page(request);
    if (graphiql && path.startsWith(GRAPHIQL_ASSETS_PATH)) return (await graphiql.asset(request)) ?? json(404, { message: 'Not found' });
    if (path === '/graphql') {
      // Bodies are bounded before yoga reads them: multipart (file uploads) and JSON alike. An upload's
      // body is read only for an admin, and only a few at a time.
      let bounded: Request | Response;
      if (isMultipart(request) && request.method === 'POST') {
        const admission = await uploads.admit(request);
        if (!admission.admitted) return graphqlUploadRefusal(admission.refusal);
        try {
          bounded = await limitGraphQLUpload(request, graphql.fetchAPI);
        } finally {
          admission.release();
        }
      } else {
        bounded = await limitJsonRequest(request, graphql.fetchAPI);
      }
      return bounded instanceof Response ? bounded : graphql.fetch(bounded, { clientIp });
    }
    if (isUploadPath(path) && images.serve) return images.serve(request);
    const payment = await payments.route(request, path);
    if (payment) return payment;
    if (path === `${REST_BASE}/openapi.json` && request.method === 'GET') return json(200, openApi);
    const docs = await restDocs(request);
    if (docs) return docs;
    if (path === REST_BASE || path.startsWith(`${REST_BASE}/`)) return rest(request, { clientIp });
    if (path === '/healthz') {
      const ok = await prisma.$queryRaw`SELECT 1`.then(() => true, () => false);
      return json(ok ? 200 : 503, { status: ok ? 'ok' : 'unavailable', database: database.kind });
    }
    // Whether to send this gateway requests (the proxy's active health check): not once it has begun
    // to shut down, nor while its database does not answer. /healthz only says it is alive.
    // Nor while the database lacks the last migration this code was built for (a database restored
    // from an older backup under a running gateway): its queries would fail on the missing columns.
    if (path === '/readyz') {
      if (stopping) return json(503, { status: 'stopping', database: database.kind });
      const applied = await prisma.$queryRaw<{ n: bigint }[]>`SELECT count(*) AS n FROM _prisma_migrations WHERE migration_name = ${lastMigration} AND finished_at IS NOT NULL`.then(
        (rows) => (Number(rows[0]?.n) > 0 ? 'ready' : 'migrations pending'),
        () => 'unavailable',
      );
      return json(applied === 'ready' ? 200 : 503, { status: applied, database: database.kind });
    }
    if (path === '/remotes.json' && request.method === 'GET') return json(200, config.remotes);
    if (path === '/dev/outbox' && devEndpoints && request.method === 'GET') {
      const mails = await prisma.emailOutbox.findMany({ orderBy: { id: 'desc' }, take: 200, omit: { secrets: true } });
      return json(200, mails);
    }
    // Development: run a scheduled job now (the weekly summary without waiting for Sunday), and
    // answer once it and the e-mails it wrote are done.
    const devJob = path.startsWith('/dev/jobs/') ? path.slice('/dev/jobs/'.length) : null;
    if (devJob !== null && devEndpoints && request.method === 'POST') {
      if (!SCHEDULE.some((item) => item.task === devJob)) return json(404, { message: `No scheduled job '${devJob}'` });
      await jobs.add(devJob);
      await jobs.settled();
      return json(200, { ran: devJob });
    }
    return (await serveStatic(request)) ?? json(404, { message: 'Not found' });
  }

  const lastMigration = (await listMigrationFolders(defaultMigrationsDir)).at(-1) ?? '';
  /** Set by markUnready() when shutdown begins: /readyz answers 503 from then on. */
  let stopping = false;
  const compressHtml = createHtmlCompression();
  // Each request is served inside its id's context (request-context.ts): every log line written for
  // it, and every job it adds, carries the id. A valid X-Request-Id is kept only from a trusted proxy.
  const adapter = createServerAdapter<{ req?: IncomingMessage }>((request, serverContext) => {
    const requestId = requestIdFor(request.headers.get(REQUEST_ID_HEADER), config.trustedProxies > 0);
    const handle = () => serve(request, serverContext, requestId);
    return runWithRequestId(requestId, () =>
      tracing ? tracing.inRequestSpan(request, handle, (response) => `${request.method} ${metrics.routeOf(request, response.status)}`) : handle(),
    );
  }, { plugins: [metrics.serverPlugin()] });
  async function serve(request: Request, serverContext: { req?: IncomingMessage }, requestId: string): Promise<Response> {
    const started = performance.now();
    // The REST route's pattern (`/server/api/v1/dishes/:id`) once the facade matched one, else the path.
    const routeName = () => currentRequestRoute() ?? new URL(request.url).pathname;
    try {
      // An answer to an API key says what is left of its budget (RateLimit-* headers), refusals too.
      const answer = await withApiKeyBudget(apiKeys, request, await route(request, serverContext));
      consoleFirstScreen.prepare(request, answer);
      const response = await compressHtml(request, await browser.finish(request, answer, requestId));
      logger.debug({ method: request.method, url: loggableUrl(request.url), route: routeName(), status: response.status, ms: Math.round(performance.now() - started) }, 'request');
      return response;
    } catch (error) {
      logger.error({ err: error, method: request.method, url: loggableUrl(request.url), route: routeName(), status: 500 }, 'request failed');
      return browser.finish(request, json(500, serverFault()), requestId);
    }
  }

  return {
    fetch: adapter.fetch,
    /** node:http request listener. */
    handler: adapter,
    graphql,
    services,
    database,
    /** The trace exporter when OTEL_EXPORTER_OTLP_ENDPOINT is set, else null. */
    tracing,
    logger,
    jobs,
    mailer,
    /** Shutdown has begun: /readyz answers 503 so that the proxy sends new requests elsewhere; everything else is still served. */
    markUnready() {
      stopping = true;
    },
    /** Ends the open subscriptions (the dispatch lists' watches), so that they do not hold a shutdown. */
    endStreams: () => dispatchChanges.endWatches(),
    /** Resolves once the work started after responses and the jobs that are due (e-mail delivery, ...) are done. */
    async settled() {
      await background.idle();
      await jobs.settled();
      await background.idle();
    },
    async close() {
      await background.idle();
      await jobs.stop();
      await graphql.dispose?.();
      await images.close?.();
      await stopListening();
      await dispatchChanges.close();
      if (!options.database) await database.close();
      stopTimingStatements();
      await tracing?.close();
    },
  };
}

export type App = Awaited<ReturnType<typeof createApp>>;
