// The deploy of one app into the served folder: earlier builds' hashed files stay for open tabs,
// entry files are replaced, and only builds older than the last N deploys are pruned.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deployApp, listFiles, pruneAssets } from '../../scripts/deploy-app.ts';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

/** A built remote: its manifest, its entry and two hashed chunks whose names depend on `build`. */
function build(name: string, chunks: string[]): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'static/js/async'), { recursive: true });
  writeFileSync(path.join(dir, 'mf-manifest.json'), JSON.stringify({ build: name }));
  writeFileSync(path.join(dir, 'remoteEntry.js'), `/* ${name} */`);
  for (const chunk of chunks) writeFileSync(path.join(dir, `static/js/async/${chunk}.js`), `/* ${chunk} */`);
  return dir;
}

describe('deploy-app', () => {
  it('keeps the hashed files of earlier builds, replaces entry files, and prunes beyond the last N deploys', () => {
    root = mkdtempSync(path.join(tmpdir(), 'deploy-app-'));
    const served = path.join(root, 'served', 'mfe-admin');
    const first = build('b1', ['users.1111aaaa', 'shared.0000ffff']);
    const second = build('b2', ['users.2222bbbb', 'shared.0000ffff']);
    const third = build('b3', ['users.3333cccc', 'shared.0000ffff']);
    const fourth = build('b4', ['users.4444dddd', 'shared.0000ffff']);

    deployApp(first, served, 2);
    const result = deployApp(second, served, 2);
    expect(result.added).toEqual(['static/js/async/users.2222bbbb.js']);
    expect(result.replaced).toEqual(['remoteEntry.js', 'mf-manifest.json']);
    expect(result.pruned).toEqual([]);
    // A tab opened on b1 still finds its chunk; new tabs get b2's manifest and entry.
    expect(listFiles(served)).toContain('static/js/async/users.1111aaaa.js');
    expect(JSON.parse(readFileSync(path.join(served, 'mf-manifest.json'), 'utf8'))).toEqual({ build: 'b2' });
    expect(readFileSync(path.join(served, 'remoteEntry.js'), 'utf8')).toBe('/* b2 */');

    expect(deployApp(third, served, 2).pruned).toEqual(['static/js/async/users.1111aaaa.js']);
    expect(pruneAssets(served, 1)).toEqual(['static/js/async/users.2222bbbb.js']);
    deployApp(fourth, served, 2);
    expect(listFiles(served)).toEqual([
      'mf-manifest.json',
      'remoteEntry.js',
      'static/js/async/shared.0000ffff.js',
      'static/js/async/users.3333cccc.js',
      'static/js/async/users.4444dddd.js',
    ]);
  });

  it('counts what a plain build left in the served folder as the build open tabs run', () => {
    root = mkdtempSync(path.join(tmpdir(), 'deploy-app-'));
    const served = build('served', ['users.1111aaaa']);
    writeFileSync(path.join(served, 'static/js/async/users.1111aaaa.js.LICENSE.txt'), 'MIT');
    expect(pruneAssets(served, 1)).toEqual([]);
    deployApp(build('next', ['users.2222bbbb']), served, 2);
    expect(listFiles(served)).toContain('static/js/async/users.1111aaaa.js');
    expect(listFiles(served)).toContain('static/js/async/users.2222bbbb.js');
    expect(listFiles(served)).toContain('static/js/async/users.1111aaaa.js.LICENSE.txt');
    expect(pruneAssets(served, 1)).toEqual(['static/js/async/users.1111aaaa.js', 'static/js/async/users.1111aaaa.js.LICENSE.txt']);
  });

  it('refuses a folder that is not a built app, and a keep below 1', () => {
    root = mkdtempSync(path.join(tmpdir(), 'deploy-app-'));
    mkdirSync(path.join(root, 'empty'));
    expect(() => deployApp(path.join(root, 'empty'), path.join(root, 'served'), 2)).toThrow(/not a built app/);
    expect(() => pruneAssets(path.join(root, 'served'), 0)).toThrow('--keep must be a whole number of at least 1');
  });
});
