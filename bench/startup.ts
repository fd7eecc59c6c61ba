// `npm run bench:startup`: how long the embedded product takes to answer its first page, as
// `npm start` runs the gateway after its build (the apps, and the gateway compiled to JavaScript in
// build/, run with node alone): a first start on an empty data folder (PGlite's
// initdb, migrations, the demo seed) and a restart on the same folder. Each is run three times on
// fresh folders and the median printed, with the written JSON under bench/results/.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, root, stop } from './gateway.ts';

const RUNS = 3;

/** Milliseconds from spawning the gateway to its first 200 on `/`. */
async function timeToFirstPage(dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const gateway = spawn(process.execPath, [path.join(root, 'build/gateway/main.js')], {
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

async function main(): Promise<void> {
  const first: number[] = [];
  const restart: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bench-startup-'));
    try {
      first.push(await timeToFirstPage(dataDir));
      restart.push(await timeToFirstPage(dataDir));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }
  const figures = {
    'first start (empty folder) ms': Math.round(median(first)),
    'restart ms': Math.round(median(restart)),
    runs: { first: first.map(Math.round), restart: restart.map(Math.round) },
  };
  console.table([{ 'first start ms': figures['first start (empty folder) ms'], 'restart ms': figures['restart ms'], targets: '<= 5000 / <= 2000' }]);
  const out = path.join(root, 'bench/results');
  mkdirSync(out, { recursive: true });
  const file = path.join(out, `startup-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), ...figures }, null, 2)}\n`);
  console.log(`written to ${path.relative(root, file)}`);
}

await main();
