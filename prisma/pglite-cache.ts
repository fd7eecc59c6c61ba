// Fast PGlite instances for tools and tests. Creating a PGlite from scratch runs its initdb (~2.5 s,
// ~3.5 s of CPU); loading a dump of a data dir takes ~0.5 s. So a prepared data dir is dumped once
// into the OS temp dir, under a key that names its content, and later instances load that dump.
// Not for production data: the dump lives in a temp dir and only ever seeds in-memory instances.
import { existsSync } from 'node:fs';
import { readFile, rename, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';

let pgliteVersion: string | undefined;

/** The installed @electric-sql/pglite version (its package.json is not in the package's exports). */
export async function installedPGliteVersion(): Promise<string> {
  if (!pgliteVersion) {
    let dir = path.dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite'));
    while (!existsSync(path.join(dir, 'package.json')) && path.dirname(dir) !== dir) dir = path.dirname(dir);
    pgliteVersion = JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')).version as string;
  }
  return pgliteVersion!;
}

/**
 * An in-memory PGlite whose data dir is what `prepare` made of a fresh one. `key` must change
 * whenever `prepare` would produce something else (the PGlite version is added to it).
 */
export async function cachedPGlite(key: string, prepare: (db: PGlite) => Promise<void> = async () => {}): Promise<PGlite> {
  if (!/^[\w.-]+$/.test(key)) throw new Error(`cachedPGlite: unsafe key ${key}`);
  const file = path.join(tmpdir(), `pglite-${await installedPGliteVersion()}-${key}.tar`);
  if (existsSync(file)) {
    try {
      return await PGlite.create({ loadDataDir: new Blob([await readFile(file)]) });
    } catch {
      await rm(file, { force: true }); // unreadable dump: rebuild it below
    }
  }
  const db = await PGlite.create();
  try {
    await prepare(db);
    const dump = await db.dumpDataDir('none');
    // Write then rename, so that a parallel process never loads a half-written dump.
    const partial = `${file}.${process.pid}.${Date.now()}.partial`;
    await writeFile(partial, new Uint8Array(await dump.arrayBuffer()));
    await rename(partial, file);
    return db;
  } catch (err) {
    await db.close().catch(() => {});
    throw err;
  }
}
