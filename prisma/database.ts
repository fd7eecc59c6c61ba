// Opens the database the gateway, the seed and the tests work with:
// - no databaseUrl: embedded PGlite (Postgres compiled to wasm) in a local folder, or in memory
//   with dataDir 'memory://', through pglite-prisma-adapter;
// - databaseUrl: real PostgreSQL through @prisma/adapter-pg over a pg.Pool.
// Migrations (prisma/migrations, see prisma/migrate.ts) are applied first unless migrate is false.
import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PrismaPg } from '@prisma/adapter-pg';
import pg from 'pg';
import { PrismaPGlite } from 'pglite-prisma-adapter';
import { pgliteOptions } from './pglite-options.ts';
import { PrismaClient } from './generated/client/client.ts';
import { applyMigrations } from './migrate.ts';
import { copyTemplateIfEmpty } from './pglite-template.ts';

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

export type StatementListener = (kind: StatementKind, seconds: number) => void;
export type StatementKind = 'select' | 'insert' | 'update' | 'delete' | 'other';

const KINDS = new Set<string>(['select', 'insert', 'update', 'delete']);
function statementKind(sql: string): StatementKind {
  const word = /^\s*([a-zA-Z]+)/.exec(sql)?.[1]?.toLowerCase() ?? '';
  return KINDS.has(word) ? (word as StatementKind) : 'other';
}

/**
 * The driver adapter (or a connection or transaction it opens) with each statement timed for the
 * listeners. Timing here, under Prisma, costs two clock reads per statement; a Prisma query
 * extension timing the same operations took a fifth of the throughput of a loaded gateway.
 */
function timeStatements<T extends object>(target: T, listeners: Set<StatementListener>): T {
  return new Proxy(target, {
    get(object, property) {
      const value: unknown = Reflect.get(object, property, object);
      if (typeof value !== 'function') return value;
      if (property === 'queryRaw' || property === 'executeRaw') {
        return async (query: { sql: string }) => {
          if (listeners.size === 0) return value.call(object, query);
          const started = performance.now();
          try {
            return await value.call(object, query);
          } finally {
            const seconds = (performance.now() - started) / 1000;
            const kind = statementKind(query.sql);
            for (const listener of listeners) listener(kind, seconds);
          }
        };
      }
      if (property === 'connect' || property === 'startTransaction') {
        return async (...args: unknown[]) => timeStatements(await value.apply(object, args), listeners);
      }
      return value.bind(object);
    },
  });
}

/** One set of listeners per database, and the subscription the Database exposes. */
function statementListeners() {
  const listeners = new Set<StatementListener>();
  return {
    listeners,
    onStatement(listener: StatementListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

export interface Database {
  prisma: PrismaClient;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL only: its connection string, for what opens connections of its own (the job queue). */
  url?: string;
  /**
   * Calls `onMessage` with the payload of each NOTIFY on `channel`. On PostgreSQL, from any process,
   * over a connection of its own that is re-opened if it drops; on PGlite, from this process (the
   * only one). Resolves once listening; the returned function stops.
   */
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  /**
   * PostgreSQL only: the connections of Prisma's pool right now (all open, idle, and queries waiting
   * for one), read at each metrics scrape.
   */
  poolStats?(): { total: number; idle: number; waiting: number };
  /**
   * Calls `listener` with the kind (select, insert, update, delete, other) and the time in seconds
   * of every SQL statement Prisma sends, transactions included (the metrics). Returns the unsubscribe.
   */
  onStatement(listener: StatementListener): () => void;
  /** Disconnects Prisma and releases the PGlite instance or the pool, so the process can exit. */
  close(): Promise<void>;
}

export async function openDatabase(opts: OpenDatabaseOptions = {}): Promise<Database> {
  if (opts.databaseUrl) return openPostgres(opts.databaseUrl, opts);
  if (opts.pglite) return openPGlite(opts.pglite, opts, () => {});
  const dataDir = opts.dataDir ?? './.data';
  if (dataDir.startsWith('memory://')) return openPGlite(new PGlite(dataDir, pgliteOptions()), opts, () => {});
  const release = lockDataFolder(dataDir);
  let pglite: PGlite;
  try {
    // An empty folder starts from the migrated template the build made, when there is one.
    await copyTemplateIfEmpty(dataDir);
    pglite = new PGlite(dataDir, pgliteOptions());
  } catch (err) {
    release();
    throw err;
  }
  return openPGlite(pglite, opts, release);
}

/** Another live process holds the embedded database's folder. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly pid: number | null,
  ) {
    super(
      `The data folder ${dataDir} is in use by another FreshMeals process${pid ? ` (pid ${pid})` : ''}. ` +
        'Stop it first, or set DATA_DIR to another folder.',
    );
    this.name = 'DataFolderInUseError';
  }
}

/** The lock file of an embedded database's folder: PGlite itself does not stop a second process. */
export const LOCK_FILE = 'freshmeals.lock';

const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: the process exists but belongs to another user.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Creates the lock file holding our PID, exclusively; false when it already exists. */
function tryCreateLock(file: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, 'wx');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw err;
  }
  try {
    writeSync(fd, `${process.pid}\n`);
  } finally {
    closeSync(fd);
  }
  return true;
}

function removeLock(file: string): void {
  try {
    unlinkSync(file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
}

/**
 * Two processes on one PGlite folder each cache and write its files and silently lose each other's
 * data, so the folder is locked with a file holding the owner's PID, created exclusively. A lock
 * left by a process that is gone (a crash, SIGKILL) or holding no PID is taken over. Returns the
 * release function.
 */
export function lockDataFolder(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, LOCK_FILE);
  if (!tryCreateLock(file)) {
    const owner = ownerOf(file);
    if (owner !== null && isAlive(owner)) throw new DataFolderInUseError(path.resolve(dataDir), owner);
    removeLock(file);
    // Another process taking over the same stale lock at this moment wins the exclusive create.
    if (!tryCreateLock(file)) throw new DataFolderInUseError(path.resolve(dataDir), ownerOf(file));
  }
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // Only our own lock: never one a later process took over.
    if (ownerOf(file) === process.pid) removeLock(file);
  };
}

function ownerOf(file: string): number | null {
  try {
    const pid = Number(readFileSync(file, 'utf8').trim());
    return Number.isSafeInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
}

async function openPGlite(pglite: PGlite, opts: OpenDatabaseOptions, release: () => void): Promise<Database> {
  try {
    if (opts.migrate !== false) await applyMigrations(pglite);
    const statements = statementListeners();
    const prisma = createClient(timeStatements(new PrismaPGlite(pglite), statements.listeners), opts.log);
    return {
      prisma,
      kind: 'pglite',
      onStatement: statements.onStatement,
      listen: async (channel, onMessage) => {
        const stop = await pglite.listen(channelName(channel), onMessage);
        return async () => {
          if (!pglite.closed) await stop();
        };
      },
      close: once(async () => {
        try {
          await prisma.$disconnect();
          // An open PGlite keeps timers alive (and holds its data folder): always close it.
          if (!pglite.closed) await pglite.close();
        } finally {
          release();
        }
      }),
    };
  } catch (err) {
    await pglite.close().catch(() => {});
    release();
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
    const statements = statementListeners();
    const prisma = createClient(timeStatements(new PrismaPg(pool), statements.listeners), opts.log);
    return {
      prisma,
      kind: 'postgres',
      onStatement: statements.onStatement,
      url: databaseUrl,
      listen: (channel, onMessage) => listenTo(databaseUrl, channel, onMessage),
      poolStats: () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
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

/** A channel name as LISTEN takes it unquoted: checked, since it is written into the statement. */
function channelName(channel: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  return channel;
}

async function listenTo(databaseUrl: string, channel: string, onMessage: (payload: string) => void) {
  channelName(channel);
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  const open = async () => {
    const next = new pg.Client({ connectionString: databaseUrl });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    // A dropped connection (server restart, network) is re-opened after a second; notifications
    // sent meanwhile are lost, which the listener's users must tolerate (the viewer cache's TTL).
    next.on('error', (err) => {
      console.error(`postgres listener: ${err.message}`);
      next.end().catch(() => {});
      if (!stopped) retry = setTimeout(() => void open().catch(() => {}), 1000);
    });
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    client = next;
  };
  await open();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
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
