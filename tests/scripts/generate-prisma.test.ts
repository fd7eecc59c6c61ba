// `npm run generate:prisma` leaves a client generated from the same inputs as it is: rewriting it
// made every file under prisma/generated/ newer than the compiled gateway, which the tests then
// took for out of date (running the sources through tsx, and rebuilding the server before the
// browser tests) after every `npm start` and `npm test`. Run in a copy of what it reads, so that
// the checkout's own client is never rewritten under the tests that import it.
import { execFileSync } from 'node:child_process';
import { appendFileSync, copyFileSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = process.cwd();
const copy = mkdtempSync(path.join(tmpdir(), 'generate-prisma-'));
for (const file of ['scripts/generate-prisma.sh', 'prisma/schema.prisma', 'prisma.config.ts', 'package.json']) {
  mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
  copyFileSync(path.join(root, file), path.join(copy, file));
}
symlinkSync(path.join(root, 'node_modules'), path.join(copy, 'node_modules'));
afterAll(() => rmSync(copy, { recursive: true, force: true }));

const generate = () =>
  execFileSync('bash', ['scripts/generate-prisma.sh'], {
    cwd: copy,
    env: { ...process.env, PATH: `${path.join(root, 'node_modules', '.bin')}${path.delimiter}${process.env.PATH}` },
    stdio: 'pipe',
  });
const client = path.join(copy, 'prisma', 'generated', 'client', 'client.ts');
const pothos = path.join(copy, 'prisma', 'generated', 'pothos-types.ts');
const written = () => [statSync(client).mtimeMs, statSync(pothos).mtimeMs];

describe('generate:prisma', () => {
  it('generates once, leaves the files alone while the inputs are the same, and again when the schema changes', () => {
    generate();
    const first = written();
    generate();
    expect(written()).toEqual(first);
    appendFileSync(path.join(copy, 'prisma', 'schema.prisma'), '\n// a change\n');
    generate();
    const [clientAfter, pothosAfter] = written();
    expect(clientAfter).toBeGreaterThan(first[0]!);
    expect(pothosAfter).toBeGreaterThan(first[1]!);
  }, 60_000);
});
