// Opens the database the gateway (and the seed, the tests) work with:
// - no databaseUrl: embedded PGlite (Postgres compiled to wasm) in a local folder, or in memory
//   with dataDir 'memory://', through pglite-prisma-adapter;
// - databaseUrl: real PostgreSQL through @prisma/adapter-pg over a pg.Pool.
// Migrations (prisma/migrations, see prisma/migrate.ts) are applied first unless migrate is false.
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { PrismaClient } from '../prisma/generated/client/client.ts';
import { applyMigrations } from '../prisma/migrate.ts';

export interface QueryLogEvent {
  /** The SQL text as Prisma sent it (parameters as $1, $2 ...). */
  query: string;
  durationMs: number;
}

export interface OpenDatabaseOptions {
  /** postgres://... — when absent, the embedded PGlite is used. */
  databaseUrl?: string;
  /** PGlite data folder (default './.data'); 'memory://' for a throwaway in-memory database. */
  dataDir?: string;
  /**
   * A PGlite instance to use instead of opening dataDir (tests load a migrated template into one).
   * The Database takes it over: close() closes it.
   */
  pglite?: PGlite;
  /** Apply pending migrations before returning (default true). */
  migrate?: boolean;
  /** Called for every SQL statement Prisma runs (tests count statements with it). */
  log?: (e: QueryLogEvent) => void;
}

export interface Database {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgres';
  /** Disconnects Prisma and releases the PGlite instance or the pool, so the process can exit. */
  close(): Promise<void>;
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  return openPGlite(opts.pglite ?? new PGlite(opts.dataDir ?? './.data'), opts);
}

async function openPGlite(pglite: PGlite, opts: OpenDatabaseOptions): Promise<Database> {
  try {
    if (opts.migrate !== false) await applyMigrations(pglite);
    const prisma = createClient(new PrismaPGlite(pglite), opts.log);
    return {
      prisma,
      kind: 'pglite',
      close: once(async () => {
        await prisma.$disconnect();
        // An open PGlite keeps timers alive (and holds its data folder): always close it.
        if (!pglite.closed) await pglite.close();
      }),
    };
  } catch (err) {
    await pglite.close().catch(() => {});
    throw err;
  }
}

async function openPostgres(databaseUrl: string, opts: OpenDatabaseOptions): Promise<Database> {
  const pool = new pg.Pool({ connectionString: databaseUrl });
  // An idle client's error (server restart, network) must not crash the process; the pool
  // replaces the client and the next query reports the problem.
  pool.on('error', (err) => console.error(`postgres pool: ${err.message}`));
  try {
    if (opts.migrate !== false) {
      // One connection for the whole run: the advisory lock and BEGIN/COMMIT are per connection.
      const client = await pool.connect();
      try {
        await applyMigrations(client);
      } finally {
        client.release();
      }
    }
    const prisma = createClient(new PrismaPg(pool), opts.log);
    return {
      prisma,
      kind: 'postgres',
      close: once(async () => {
        await prisma.$disconnect();
        await pool.end();
      }),
    };
  } catch (err) {
    await pool.end().catch(() => {});
    throw err;
  }
}

function createClient(adapter: PrismaPg | PrismaPGlite, log: OpenDatabaseOptions['log']): PrismaClient {
  if (!log) return new PrismaClient({ adapter });
  const prisma = new PrismaClient({ adapter, log: [{ level: 'query', emit: 'event' }] });
  prisma.$on('query', (e) => log({ query: e.query, durationMs: e.duration }));
  return prisma as unknown as PrismaClient;
}

/** close() may be called more than once (tests' afterAll plus a shutdown hook): run it once. */
function once(fn: () => Promise<void>): () => Promise<void> {
  let done: Promise<void> | undefined;
  return () => (done ??= fn());
}
