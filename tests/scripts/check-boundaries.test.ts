// The import-boundary check that `npm run check` runs: a remote, the shell or a shared package that
// imports across its boundary is reported with the file and the specifier, however it imports.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { findBoundaryViolations, specifiersOf } from '../../scripts/check-boundaries.ts';

let root = '';
afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true });
  root = '';
});

function tree(files: Record<string, string>): string {
  root = mkdtempSync(path.join(tmpdir(), 'boundaries-'));
  for (const dir of ['shell/src', 'mfe-public/src', 'mfe-admin/src', 'packages/rules/src', 'packages/host-api/src']) {
    mkdirSync(path.join(root, dir), { recursive: true });
  }
  for (const [file, text] of Object.entries(files)) writeFileSync(path.join(root, file), text);
  return root;
}

describe('check-boundaries', () => {
  it('finds static, type-only, re-exported, dynamic and required specifiers', () => {
    const text = [
      "import a from './a';",
      "import type { B } from '../b';",
      "export { c } from './c';",
      "export * from './d';",
      "const e = await import('./e');",
      "const f = require('./f');",
      "type G = import('./g').G;",
      'const h = <div />;',
    ].join('\n');
    expect(specifiersOf(text)).toEqual(['./a', '../b', './c', './d', './e', './f', './g']);
  });

  it('passes packages that import each other by name only', () => {
    tree({
      'mfe-admin/src/App.tsx': "import { useHost } from '@freshmeals/host-api';\nimport { MEALS } from '@freshmeals/rules/routines';\nimport './local';",
      'mfe-public/src/App.tsx': "import type { HostApi } from '@freshmeals/host-api';",
      'shell/src/App.tsx': "import { createHostApi } from '@freshmeals/host-api/session';",
      'packages/rules/src/users.ts': "import { emailField } from './auth.ts';",
    });
    expect(findBoundaryViolations(root)).toEqual([]);
  });

  it('reports a remote reaching into the shell, the server or the other remote, and the shell into a remote', () => {
    tree({
      'mfe-admin/src/App.tsx': "import type { HostApi } from '../../shell/src/host-api';",
      'mfe-admin/src/rules.ts': "export { dishSchema } from '../../schema/validation/dishes';",
      'mfe-public/src/lazy.tsx': "const Admin = () => import('../../mfe-admin/src/App');",
      'mfe-public/src/server.ts': "import { PrismaClient } from '@prisma/client';",
      'shell/src/App.tsx': "import Page from '../../mfe-public/src/App';",
      'packages/host-api/src/index.ts': "import { loginSchema } from '../../rules/src/auth.ts';",
    });
    const found = findBoundaryViolations(root).map((v) => `${v.file} ${v.specifier}`);
    expect(found.sort()).toEqual(
      [
        'mfe-admin/src/App.tsx ../../shell/src/host-api',
        'mfe-admin/src/rules.ts ../../schema/validation/dishes',
        'mfe-public/src/lazy.tsx ../../mfe-admin/src/App',
        'mfe-public/src/server.ts @prisma/client',
        'shell/src/App.tsx ../../mfe-public/src/App',
        'packages/host-api/src/index.ts ../../rules/src/auth.ts',
      ].sort(),
    );
  });

  it('holds for this repository', () => {
    expect(findBoundaryViolations(path.resolve(import.meta.dirname, '../..'))).toEqual([]);
  });
});
