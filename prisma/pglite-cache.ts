// Fast PGlite instances for tools and tests. Creating a PGlite from scratch runs its initdb (~2.5 s,
// ~3.5 s of CPU); loading a dump of a data dir takes ~0.5 s. So a prepared data dir is dumped once
// into the OS temp dir, under a key that names its content, and later instances load that dump.
// A test that needs the database in a folder on disk copies a folder made once from the same dump
// (cachedDataFolder). Not for production data: dumps and folders live in the temp dir and only
// ever seed instances that tests and tools throw away.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_WAL_SEGMENT, pgliteOptions } from './pglite-options.ts';

let pgliteVersion: string | undefined;

/** The installed @electric-sql/pglite version (its package.json is not in the package's exports). */
async function installedPGliteVersion(): Promise<string> {
  if (!pgliteVersion) {
    let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
    pgliteVersion = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')).version as string;
  }
  return pgliteVersion!;
}

/**
 * Where the dump for `key` is kept, in `dir` (the temp dir by default). The PGlite version is part
 * of the name, as a dump's format is that of the PGlite that wrote it, and so is the WAL segment
 * size its initdb was given, so that a dump made with another is made again rather than reused.
 */
export async function dumpFile(key: string, dir = tmpdir()): Promise<string> {
  if (!/^[\w.-]+$/.test(key)) throw new Error(`pglite-cache: unsafe key ${key}`);
  return path.join(dir, `pglite-${await installedPGliteVersion()}-wal${PGLITE_WAL_SEGMENT}-${key}.tar`);
}

/** Writes the data dir of `db` to `file`: aside, then renamed, so that no reader loads half a dump. */
export async function writeDump(db: PGlite, file: string): Promise<void> {
  const dump = await db.dumpDataDir('none');
  const partial = `${file}.${process.pid}.${Date.now()}.partial`;
  await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
  await rename(partial, file);
}

/**
 * An in-memory PGlite whose data dir is what `prepare` made of a fresh one. `key` must change
 * whenever `prepare` would produce something else (the PGlite version is added to it).
 */
export async function cachedPGlite(key: string, prepare: (db: PGlite) => Promise<void> = async () => {}): Promise<PGlite> {
  const file = await dumpFile(key);
  if (existsSync(file)) {
    try {
      return await PGlite.create(pgliteOptions({ loadDataDir: new Blob([await readFile(file)]) }));
    } catch {
      await rm(file, { force: true }); // unreadable dump: rebuild it below
    }
  }
  const db = await PGlite.create(pgliteOptions());
  try {
    await prepare(db);
    await writeDump(db, file);
    return db;
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
}

/**
 * A data folder (as DATA_DIR names one) holding what `prepare` made of a fresh database, made once
 * from the dump of `cachedPGlite` and kept beside it. Callers copy it and never open it: a first
 * open of an empty folder runs initdb and whatever `prepare` does, a copy costs a copy.
 */
export async function cachedDataFolder(key: string, prepare: (db: PGlite) => Promise<void> = async () => {}): Promise<string> {
  const file = await dumpFile(key);
  const folder = file.replace(/\.tar$/, '-folder');
  const made = () => existsSync(path.join(folder, 'PG_VERSION'));
  if (made()) return folder;
  if (!existsSync(file)) await (await cachedPGlite(key, prepare)).close();
  // Made aside and renamed into place, so that a parallel process never copies half a folder.
  const partial = await mkdtemp(`${folder}.partial-`);
  try {
    await (await PGlite.create(pgliteOptions({ dataDir: partial, loadDataDir: new Blob([await readFile(file)]) }))).close();
    await rename(partial, folder);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    // Another process put its folder in place first: use that one.
    if (!made()) throw error;
  }
  return folder;
}
