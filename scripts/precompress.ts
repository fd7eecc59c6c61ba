// Brotli and gzip copies of every text asset of a build, written next to it (`x.js.br`, `x.js.gz`),
// so the gateway serves compressed bytes without compressing per request. Runs at the end of every
// build of an app (an Rsbuild plugin), so `npm run build`, a single app's build and a deploy all
// ship them; `tsx scripts/precompress.ts <folder>` does the same for a folder.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { RsbuildPlugin } from '@rsbuild/core';
// Files worth compressing are the text types the gateway serves compressed; images, fonts and
// source maps are left alone.
import { COMPRESSIBLE } from '../gateway/static.ts';
/** Below this, compression saves less than the headers it adds. */
export const MIN_BYTES = 1024;

function walk(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...walk(full));
    else out.push(full);
  }
  return out;
}

/** Writes `.br` and `.gz` beside each compressible file of `dir` that they make smaller; returns how many. */
export function precompressFolder(dir: string): number {
  let written = 0;
  for (const file of walk(dir)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const content = readFileSync(file);
    const brotli = brotliCompressSync(content, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: content.length },
    });
    const gzip = gzipSync(content, { level: 9 });
    if (brotli.length < content.length) {
      writeFileSync(`${file}.br`, brotli);
      written += 1;
    }
    if (gzip.length < content.length) {
      writeFileSync(`${file}.gz`, gzip);
      written += 1;
    }
  }
  return written;
}

export function pluginPrecompress(): RsbuildPlugin {
  return {
    name: 'freshmeals:precompress',
    setup(api) {
      api.onAfterEnvironmentCompile(({ environment, isWatch }) => {
        // What browsers download only: a Node bundle (the first screens' renderer) is build tooling.
        if (isWatch || environment.config.output.target === 'node') return;
        precompressFolder(environment.distPath);
      });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: tsx scripts/precompress.ts <folder>');
  console.log(`${precompressFolder(path.resolve(dir))} compressed files written in ${dir}`);
}
