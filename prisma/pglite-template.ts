// The migrated embedded database, made at build time, for a first start on an empty data folder.
// Without it a first start runs PGlite's initdb and then every migration: measured on 2 cores,
// 3.8-5.7 s, where loading this dump into the empty folder and checking the migrations takes
// 1.9-2.5 s. The migrations still run after the load, so a template made before the newest
// migration is brought up to date like any older database; only the dump's format is tied to the
// PGlite that wrote it, hence its version in the file name.
//
//   node build/prisma/pglite-template.js    writes build/prisma/pglite-<version>-template.tar
//                                           (scripts/build-server.sh runs it)
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { applyMigrations } from './migrate.ts';
import { dumpFile, writeDump } from './pglite-cache.ts';
import { pgliteOptions } from './pglite-options.ts';

/** Where the build keeps the template: beside this module (build/prisma/ once compiled). */
const HERE = path.dirname(fileURLToPath(import.meta.url));

/** The template for the installed PGlite in `dir`: pglite-<version>-template.tar. */
const templateFile = (dir: string) => dumpFile('template', dir);

/**
 * PGlite's options for opening `dataDir`: the template to load when the folder holds no database
 * yet and a template for this PGlite was built, else none (initdb runs as before).
 */
export async function firstStartOptions(dataDir: string, templateDir = HERE): Promise<{ loadDataDir?: Blob }> {
  if (existsSync(path.join(dataDir, 'PG_VERSION'))) return {};
  const file = await templateFile(templateDir);
  if (!existsSync(file)) return {};
  return { loadDataDir: new Blob([await readFile(file)]) };
}

/** Writes the template into `dir`: a fresh in-memory database with every migration applied, dumped. */
export async function writeTemplate(dir = HERE): Promise<string> {
  const file = await templateFile(dir);
  const db = await PGlite.create(pgliteOptions());
  try {
    await applyMigrations(db);
    await writeDump(db, file);
  } finally {
    await db.close();
  }
  return file;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeTemplate().then(
    (file) => console.log(`build: the migrated embedded database for first starts, ${path.relative(process.cwd(), file)}`),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
