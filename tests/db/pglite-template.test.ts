// A first start on an empty data folder copies the migrated template the build wrote, instead of
// running initdb and every migration; a folder that holds a database, or a build without a
// template, opens as before, and a copy cut short is made again.
import { existsSync, mkdirSync, readdirSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyMigrations, defaultMigrationsDir, listMigrationFolders } from '../../prisma/migrate.ts';
import { PGLITE_WAL_SEGMENT, pgliteOptions } from '../../prisma/pglite-options.ts';
import { copyTemplateIfEmpty, writeTemplate } from '../../prisma/pglite-template.ts';
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

async function appliedMigrations(dataDir: string): Promise<{ applied: string[]; users: number; left: string[] }> {
  const db = new PGlite(dataDir, pgliteOptions());
  try {
    const applied = await db.query<{ migration_name: string }>('SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name');
    const users = (await db.query<{ n: number }>('SELECT count(*)::int AS n FROM "User"')).rows[0]!.n;
    return { applied: applied.rows.map((row) => row.migration_name), users, left: (await applyMigrations(db)).applied };
  } finally {
    await db.close();
  }
}

describe('the migrated template for a first start', () => {
  it('is a database folder named after the PGlite version that wrote it and its WAL segment size', () => {
    expect(path.basename(template)).toMatch(new RegExp(`^pglite-\\d+\\.\\d+\\.\\d+-wal${PGLITE_WAL_SEGMENT}-template$`));
    expect(existsSync(path.join(template, 'PG_VERSION'))).toBe(true);
    // The folder alone: nothing half-written is left beside it.
    expect(readdirSync(templateDir)).toEqual([path.basename(template)]);
  });

  it('gives an empty folder every migration, so that none is left to apply', async () => {
    const dataDir = path.join(work, 'empty');
    mkdirSync(dataDir);
    await writeFile(path.join(dataDir, 'freshmeals.lock'), String(process.pid));
    expect(await copyTemplateIfEmpty(dataDir, templateDir)).toBe(true);
    const migrations = await listMigrationFolders(defaultMigrationsDir);
    // The tables are there and empty: the seed fills them at the first start.
    expect(await appliedMigrations(dataDir)).toEqual({ applied: migrations, users: 0, left: [] });
    // What the folder holds now is a database: a second start does not copy over it.
    expect(await copyTemplateIfEmpty(dataDir, templateDir)).toBe(false);
    // The template itself was only read.
    expect(await appliedMigrations(template)).toMatchObject({ users: 0, left: [] });
  });

  it('copies again over a copy that was cut short before it was complete', async () => {
    const dataDir = path.join(work, 'cut-short');
    mkdirSync(path.join(dataDir, 'base'), { recursive: true });
    await writeFile(path.join(dataDir, 'postgresql.conf'), 'half a file');
    expect(await copyTemplateIfEmpty(dataDir, templateDir)).toBe(true);
    expect((await appliedMigrations(dataDir)).left).toEqual([]);
  });

  it('leaves a folder that holds a database as it is', async () => {
    const dataDir = await migratedDataFolder('pglite-template-');
    try {
      expect(await copyTemplateIfEmpty(dataDir, templateDir)).toBe(false);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  it('leaves an empty folder to initdb when the build wrote no template', async () => {
    const dataDir = path.join(work, 'other');
    expect(await copyTemplateIfEmpty(dataDir, path.join(work, 'no-build'))).toBe(false);
    expect(existsSync(dataDir)).toBe(false);
  });
});
