// One process per embedded database folder: a second gateway (or `npm run seed`) on the same
// folder would silently lose writes, so the folder is locked while a database is open on it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { DataFolderInUseError, LOCK_FILE, lockDataFolder, openDatabase } from '../../prisma/database.ts';
import { migratedDataFolder } from '../support/db.ts';
import { GATEWAY_ARGS } from '../support/gateway-process.ts';

vi.setConfig({ testTimeout: 60_000 });

const folders: string[] = [];
afterAll(async () => {
  for (const folder of folders) await rm(folder, { recursive: true, force: true });
});
async function freshFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'pglite-lock-'));
  folders.push(folder);
  return path.join(folder, 'data');
}
/** A folder holding a migrated database, for the tests that open one (see migratedDataFolder). */
async function databaseFolder(): Promise<string> {
  const folder = await migratedDataFolder('pglite-lock-');
  folders.push(folder);
  return folder;
}

/** The PID of a process that has already exited. */
function deadPid(): number {
  const child = spawnSync(process.execPath, ['-e', 'process.stdout.write(String(process.pid))'], { encoding: 'utf8' });
  return Number(child.stdout);
}

describe('the embedded database folder lock', () => {
  it('refuses a second open of a folder while the first is open, and opens again after close', async () => {
    const dataDir = await databaseFolder();
    const first = await openDatabase({ dataDir });
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    const second = openDatabase({ dataDir });
    await expect(second).rejects.toBeInstanceOf(DataFolderInUseError);
    await expect(second).rejects.toThrow(
      `The data folder ${path.resolve(dataDir)} is in use by another FreshMeals process (pid ${process.pid}). Stop it first, or set DATA_DIR to another folder.`,
    );
    // The refused open did not take the lock away from the first.
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    await first.prisma.price.create({ data: { key: 'veg', amountPaise: 13900 } });
    await first.close();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);

    const again = await openDatabase({ dataDir });
    try {
      expect(await again.prisma.price.count()).toBe(1);
    } finally {
      await again.close();
    }
  });

  it('refuses a folder a live process holds, and takes it over once that process is gone', async () => {
    const dataDir = await freshFolder();
    mkdirSync(dataDir, { recursive: true });
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60_000)']);
    try {
      writeFileSync(path.join(dataDir, LOCK_FILE), `${holder.pid}\n`);
      expect(() => lockDataFolder(dataDir)).toThrow(`(pid ${holder.pid})`);
    } finally {
      const exited = new Promise((resolve) => holder.on('exit', resolve));
      holder.kill('SIGKILL');
      await exited;
    }
    const release = lockDataFolder(dataDir);
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
    release();
    expect(existsSync(path.join(dataDir, LOCK_FILE))).toBe(false);
  });

  it('takes over a lock left by a crashed process, or one that holds no PID', async () => {
    const dataDir = await databaseFolder();
    for (const content of [`${deadPid()}\n`, 'not a pid', '']) {
      writeFileSync(path.join(dataDir, LOCK_FILE), content);
      const db = await openDatabase({ dataDir });
      expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(process.pid));
      await db.close();
    }
  });

  it('never removes a lock that another process has taken over', async () => {
    const dataDir = await freshFolder();
    const release = lockDataFolder(dataDir);
    const other = deadPid();
    writeFileSync(path.join(dataDir, LOCK_FILE), `${other}\n`);
    release();
    expect(readFileSync(path.join(dataDir, LOCK_FILE), 'utf8').trim()).toBe(String(other));
  });

  it('leaves in-memory databases alone: any number may be open, each its own, and no lock is written', async () => {
    const a = await openDatabase({ dataDir: 'memory://' });
    const b = await openDatabase({ dataDir: 'memory://' });
    try {
      // Both are open at once and usable, and a write to one is not seen by the other.
      await a.prisma.price.create({ data: { key: 'veg', amountPaise: 13900 } });
      expect(await a.prisma.price.count()).toBe(1);
      expect(await b.prisma.price.count()).toBe(0);
      // No folder named after the URL was locked (nor created) in the working directory.
      expect(existsSync(path.resolve('memory:'))).toBe(false);
      expect(existsSync(path.resolve('memory://', LOCK_FILE))).toBe(false);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });

  it('the gateway refuses to start on a folder in use, with the reason and no stack trace', async () => {
    const dataDir = await databaseFolder();
    const db = await openDatabase({ dataDir });
    try {
      const child = spawnSync(process.execPath, GATEWAY_ARGS, {
        env: { PATH: process.env.PATH, DATA_DIR: dataDir, PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'silent' },
        encoding: 'utf8',
        timeout: 60_000,
      });
      expect(child.status).toBe(1);
      expect(child.stderr).toContain(`FreshMeals cannot start: The data folder ${path.resolve(dataDir)} is in use by another FreshMeals process (pid ${process.pid}).`);
      expect(child.stderr).not.toMatch(/^\s+at /m);
    } finally {
      await db.close();
    }
  });
});
