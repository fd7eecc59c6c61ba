// The gateway runs these files as they are (Node strips their types; nothing bundles them), and
// Node's ES module loader finds a relative import only by its full file name: one written without
// '.ts' stops the gateway at start-up, although the bundlers and vitest resolve it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const dir = path.dirname(fileURLToPath(import.meta.url));

describe('the rules package', () => {
  it("names every relative import's file in full, as Node's loader needs", () => {
    const files = readdirSync(dir).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
    expect(files).toContain('meals.ts');
    const bare: string[] = [];
    for (const file of files) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      for (const [, specifier] of source.matchAll(/\bfrom\s+'(\.{1,2}\/[^']+)'/g)) {
        if (!specifier!.endsWith('.ts')) bare.push(`${file}: ${specifier}`);
      }
    }
    expect(bare).toEqual([]);
  });
});
