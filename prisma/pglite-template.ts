// The migrated embedded database, made at build time, for a first start on an empty data folder.
// Without it a first start runs PGlite's initdb and then every migration: measured on 2 cores,
// 3.8-5.7 s. The template is a data folder of its own, copied into the empty one (0.2-0.3 s for its
// 31 MB), after which PGlite opens it like any existing database; loading the same database from
// a dump instead took 1.9-2.5 s, as PGlite reads the whole dump into memory, unpacks it in
// JavaScript and writes it out again. The migrations still run after the copy, so a template made
// before the newest migration is brought up to date like any older database; only the folder's
// format is tied to the Postgres inside the PGlite that wrote it, hence its version in the name.
//
//   node build/prisma/pglite-template.js    writes build/prisma/pglite-<version>-template/
//                                           (scripts/build-server.sh runs it)
import { constants, copyFileSync, cpSync, existsSync } from 'node:fs';
import { mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations } from './migrate.ts';
import { dumpFile } from './pglite-cache.ts';
import { pgliteOptions } from './pglite-options.ts';

/** Where the build keeps the template: beside this module (build/prisma/ once compiled). */
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The file by which PGlite tells a folder that holds a database from an empty one. */
const PG_VERSION = 'PG_VERSION';

/** The template for the installed PGlite in `dir`: pglite-<version>-template/. */
const templateFolder = async (dir: string) => (await dumpFile('template', dir)).replace(/\.tar$/, '');

/**
 * Makes an empty `dataDir` a copy of the template, when the build made one for the installed
 * PGlite; says whether it did. A folder that holds a database is left as it is. PG_VERSION is
 * copied last: a copy cut short (a crash, a full disk) is not taken for a database, and the next
 * start copies again over it.
 */
export async function copyTemplateIfEmpty(dataDir: string, templateDir = HERE): Promise<boolean> {
  if (existsSync(path.join(dataDir, PG_VERSION))) return false;
  const template = await templateFolder(templateDir);
  if (!existsSync(path.join(template, PG_VERSION))) return false;
  const last = path.join(template, PG_VERSION);
  // Synchronous: nothing else runs before the database is open, and the promise-based copy took
  // 0.6 s for what this does in 0.2-0.3 s (a round trip to the thread pool for each of ~1,300 files).
  // A copy-on-write clone where the file system offers one.
  const mode = constants.COPYFILE_FICLONE;
  cpSync(template, dataDir, { recursive: true, force: true, mode, filter: (source) => source !== last });
  copyFileSync(last, path.join(dataDir, PG_VERSION), mode);
  return true;
}

/** Writes the template into `dir`: a fresh database with every migration applied, in a folder. */
export async function writeTemplate(dir = HERE): Promise<string> {
  const folder = await templateFolder(dir);
  // Made aside and renamed into place, so that no start copies half a template.
  const partial = await mkdtemp(`${folder}.partial-`);
  try {
    const db = await PGlite.create(pgliteOptions({ dataDir: partial }));
    try {
      await applyMigrations(db);
    } finally {
      await db.close();
    }
    await rm(folder, { recursive: true, force: true });
    await rename(partial, folder);
  } catch (error) {
    await rm(partial, { recursive: true, force: true });
    throw error;
  }
  return folder;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeTemplate().then(
    (folder) => console.log(`build: the migrated embedded database for first starts, ${path.relative(process.cwd(), folder)}/`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
