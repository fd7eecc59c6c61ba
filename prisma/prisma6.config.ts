// Config for the Prisma 6.19 CLI (npm alias `prisma6`; run it as node node_modules/prisma6/build/index.js
// with PRISMA_QUERY_ENGINE_LIBRARY=/bin/false, see runPrisma6() in prisma/migration-diff.ts).
//
// Prisma 7's CLI needs a native schema engine that it cannot download here; Prisma 6.19 runs its wasm
// schema engine ("js" engine) over a driver adapter:
// - by default an in-memory PGlite: `migrate diff` connects to it even for --from-empty, and replays
//   --from-migrations into a shadow database (another in-memory PGlite);
// - with PRISMA6_DATABASE_URL=postgres://..., that PostgreSQL database through @prisma/adapter-pg:
//   `migrate status` / `migrate deploy` then work on it (the tests use this to prove that
//   prisma/migrate.ts and `prisma migrate deploy` understand each other's _prisma_migrations).
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { defineConfig } from 'prisma6/config';
import { cachedPGlite } from './pglite-cache.ts';

/**
 * Two wasm modules leave 10 s timers behind, each of which keeps this short-lived CLI process alive
 * for 10 s after it printed its answer:
 * - PGlite emulates Postgres' setitimer with setTimeout; after an extended-protocol query Postgres
 *   arms an idle-stats timer (and the CLI never disposes its adapters, so PGlite is never closed);
 * - the schema engine's timeout around taking the advisory lock (`migrate deploy`) is not cleared.
 * Unref such timers (long ones set from wasm code). They are timeouts, not sleeps: while the work
 * they guard is in progress, its database I/O keeps the process alive anyway.
 */
const realSetTimeout = globalThis.setTimeout;
globalThis.setTimeout = function (this: unknown, ...args: Parameters<typeof setTimeout>) {
  const timer = realSetTimeout.apply(this, args);
  if ((args[1] ?? 0) >= 5000 && new Error().stack?.includes('wasm://')) timer.unref();
  return timer;
} as typeof setTimeout;

type Factory = InstanceType<typeof PrismaPGlite>;
type Adapter = Awaited<ReturnType<Factory['connect']>>;

/**
 * pglite-prisma-adapter 0.7 never closes its PGlite instances (dispose() is a no-op, each shadow
 * database is a new instance) and its executeScript() does not await the script. An open PGlite
 * keeps a 10 s timer alive, so the CLI would linger after printing; a failing migration script
 * would become an unhandled rejection. This wrapper fixes both.
 */
async function open(db: PGlite): Promise<Adapter> {
  const adapter = await new PrismaPGlite(db).connect();
  const executeRaw = adapter.executeRaw.bind(adapter);
  return Object.assign(adapter, {
    // The wasm engine replays migration files with executeRaw and no parameters; PGlite's query()
    // uses the extended protocol, which takes a single statement. exec() runs a whole script.
    async executeRaw(query: Parameters<Adapter['executeRaw']>[0]) {
      if (query.args.length > 0) return executeRaw(query);
      try {
        const results = await db.exec(query.sql);
        return results.reduce((n, r) => n + (r.affectedRows ?? 0), 0);
      } catch (e) {
        (adapter as unknown as { onError(e: unknown): never }).onError(e);
      }
    },
    async executeScript(script: string) {
      try {
        await db.exec(script);
      } catch (e) {
        (adapter as unknown as { onError(e: unknown): never }).onError(e);
      }
    },
    async dispose() {
      if (!db.closed) await db.close();
    },
  });
}

const factory = {
  provider: 'postgres' as const,
  adapterName: 'pglite-prisma-adapter',
  // Fresh empty clusters, loaded from a cached dump (much faster than PGlite's own initdb).
  connect: async () => open(await cachedPGlite('empty')),
  connectToShadowDb: async () => open(await cachedPGlite('empty')),
};

export default defineConfig({
  experimental: { adapter: true },
  engine: 'js',
  schema: path.join(import.meta.dirname, 'schema.prisma'),
  migrations: { path: path.join(import.meta.dirname, 'migrations') },
  adapter: async () =>
    process.env.PRISMA6_DATABASE_URL
      ? // allowExitOnIdle: the CLI never ends the pool, whose idle connections would hold it for 10 s.
        (new PrismaPg({ connectionString: process.env.PRISMA6_DATABASE_URL, allowExitOnIdle: true }) as unknown as Factory)
      : (factory as unknown as Factory),
});
