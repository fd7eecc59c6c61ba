// A first start on an empty data folder loads the migrated template the build wrote, instead of
// running initdb and every migration; a folder that holds a database, or a build without a
// template, opens as before.
import { mkdirSync, readdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, defaultMigrationsDir, listMigrationFolders } from '../../prisma/migrate.ts';
import { pgliteOptions } from '../../prisma/pglite-options.ts';
import { firstStartOptions, writeTemplate } from '../../prisma/pglite-template.ts';
import { migratedDataFolder } from '../support/db.ts';

let work: string;
let templateDir: string;
let template: string;
beforeAll(async () => {
  work = await mkdtemp(path.join(tmpdir(), 'pglite-template-'));
  templateDir = path.join(work, 'build');
  mkdirSync(templateDir);
  template = await writeTemplate(templateDir);
}, 60_000);
afterAll(async () => {
  await rm(work, { recursive: true, force: true });
});

describe('the migrated template for a first start', () => {
  it('is written under the PGlite version that can load it', () => {
    expect(path.basename(template)).toMatch(/^pglite-\d+\.\d+\.\d+-template\.tar$/);
    // The file alone: nothing half-written is left beside it.
    expect(readdirSync(templateDir)).toEqual([path.basename(template)]);
  });

  it('gives an empty folder every migration, so that none is left to apply', async () => {
    const dataDir = path.join(work, 'empty');
    const options = await firstStartOptions(dataDir, templateDir);
    expect(options.loadDataDir).toBeInstanceOf(Blob);
    const db = new PGlite(dataDir, pgliteOptions(options));
    try {
      const migrations = await listMigrationFolders(defaultMigrationsDir);
      const applied = await db.query<{ migration_name: string }>('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name');
      expect(applied.rows.map((row) => row.migration_name)).toEqual(migrations);
      expect((await applyMigrations(db)).applied).toEqual([]);
      // The tables are there and empty: the seed fills them at the first start.
      expect((await db.query<{ n: number }>('SELECT count(*)::int AS n FROM "User"')).rows[0]!.n).toBe(0);
    } finally {
      await db.close();
    }
    // What was loaded was written to the folder: it opens again without the template.
    expect(await firstStartOptions(dataDir, templateDir)).toEqual({});
  });

  it('leaves a folder that holds a database as it is', async () => {
    const dataDir = await migratedDataFolder('pglite-template-');
    try {
      expect(await firstStartOptions(dataDir, templateDir)).toEqual({});
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves an empty folder to initdb when the build wrote no template', async () => {
    expect(await firstStartOptions(path.join(work, 'other'), path.join(work, 'no-build'))).toEqual({});
  });
});
