// `npm run bench:startup`: how long the embedded product takes to answer its first page, as
// `npm start` runs the gateway after its build (the apps, and the gateway compiled to JavaScript in
// build/, run with node alone): a first start on an empty data folder (PGlite's
// initdb, migrations, the demo seed) and a restart on the same folder. Each is run three times on
// fresh folders and the median printed, with the written JSON under bench/results/.
//
// `npm run bench:startup -- --against <git ref>` also builds that version's gateway (in a worktree
// of its own, on this checkout's packages) and runs the two in turn, each round in the other order,
// so that a busy or slow moment of the machine falls on both alike: the way to tell whether a change
// made the start faster. Both serve this checkout's built apps: only the gateway is compared.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, root, stop } from './gateway.ts';

const RUNS = 3;

/** Milliseconds from spawning the gateway `build` (a folder like build/) to its first 200 on `/`. */
async function timeToFirstPage(build: string, dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const gateway = spawn(process.execPath, [path.join(build, 'gateway/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), DATA_DIR: dataDir, STATIC_DIR: path.join(root, 'dist'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    for (;;) {
      if (gateway.exitCode !== null) throw new Error(`the gateway exited with ${gateway.exitCode}`);
      const ok = await fetch(`http://127.0.0.1:${port}/`).then((r) => r.ok, () => false);
      if (ok) return performance.now() - started;
      if (performance.now() - started > 60_000) throw new Error('no page within 60 s');
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  } finally {
    await stop(gateway);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

interface Figures {
  first: number[];
  restart: number[];
}

/** One round: a first start on a fresh folder, then a restart on it. */
async function round(build: string, figures: Figures): Promise<void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-startup-'));
  try {
    figures.first.push(await timeToFirstPage(build, dataDir));
    figures.restart.push(await timeToFirstPage(build, dataDir));
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/**
 * The gateway of `ref`, compiled by that version's own build script into a worktree that shares
 * this checkout's node_modules. Returns its build folder and a clean-up.
 */
function buildVersion(ref: string): { build: string; label: string; remove(): void } {
  const label = execFileSync('git', ['rev-parse', '--short', ref], { cwd: root, encoding: 'utf8' }).trim();
  const tree = mkdtempSync(path.join(tmpdir(), `bench-startup-${label}-`));
  const remove = () => {
    execFileSync('git', ['worktree', 'remove', '--force', tree], { cwd: root, stdio: 'ignore' });
    rmSync(tree, { recursive: true, force: true });
  };
  execFileSync('git', ['worktree', 'add', '--detach', '--force', tree, ref], { cwd: root, stdio: 'ignore' });
  try {
    if (!existsSync(path.join(tree, 'scripts/build-server.sh'))) {
      throw new Error(`${ref} has no scripts/build-server.sh: its gateway cannot be built as this one is`);
    }
    symlinkSync(path.join(root, 'node_modules'), path.join(tree, 'node_modules'));
    process.stdout.write(`building the gateway of ${ref} (${label})…\n`);
    execFileSync('npm', ['run', '--silent', 'generate:prisma'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] });
    execFileSync('bash', ['scripts/build-server.sh', 'build'], { cwd: tree, stdio: ['ignore', 'ignore', 'inherit'] });
  } catch (error) {
    remove();
    throw error;
  }
  return { build: path.join(tree, 'build'), label, remove };
}

function summary(figures: Figures) {
  return { 'first start ms': Math.round(median(figures.first)), 'restart ms': Math.round(median(figures.restart)) };
}

async function main(): Promise<void> {
  const at = process.argv.indexOf('--against');
  const against = at >= 0 ? process.argv[at + 1] : undefined;
  if (at >= 0 && !against) throw new Error('--against needs a git ref (a commit, a branch, HEAD~1)');
  const current = path.join(root, 'build');
  const mine: Figures = { first: [], restart: [] };
  const other = against ? buildVersion(against) : undefined;
  const theirs: Figures = { first: [], restart: [] };
  try {
    for (let run = 0; run < RUNS; run++) {
      if (!other) {
        await round(current, mine);
      } else if (run % 2 === 0) {
        await round(current, mine);
        await round(other.build, theirs);
      } else {
        await round(other.build, theirs);
        await round(current, mine);
      }
    }
  } finally {
    other?.remove();
  }
  const rows = [
    { version: 'this checkout', ...summary(mine), targets: '<= 5000 / <= 2000' },
    ...(other ? [{ version: `${against} (${other.label})`, ...summary(theirs), targets: '' }] : []),
  ];
  console.table(rows);
  const out = path.join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `startup-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  const runs = (figures: Figures) => ({ first: figures.first.map(Math.round), restart: figures.restart.map(Math.round) });
  writeFileSync(
    file,
    `${JSON.stringify({ at: new Date().toISOString(), rows, runs: { current: runs(mine), ...(other ? { [against!]: runs(theirs) } : {}) } }, null, 2)}\n`,
  );
  console.log(`written to ${path.relative(root, file)}`);
}

await main();
