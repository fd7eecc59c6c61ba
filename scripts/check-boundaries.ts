// Which part of the repository may import which. The two remotes are other teams' packages: they
// reach the shell only through the host contract (@freshmeals/host-api) and the server's rules only
// through @freshmeals/rules, never by a path into shell/, schema/, gateway/, prisma/ or each
// other. The shell likewise stays out of the remotes and the server, and a shared package stays
// inside its own folder. Run by `npm run check` (so by `npm test`); prints each offending import.
//
//   tsx scripts/check-boundaries.ts [root]
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync, traverse } from '@babel/core';

/** Top-level folders a part may not reach by a relative path. */
const FORBIDDEN: Record<string, string[]> = {
  'mfe-public': ['shell', 'mfe-admin', 'schema', 'gateway', 'prisma', 'packages', 'tests', 'scripts'],
  'mfe-admin': ['shell', 'mfe-public', 'schema', 'gateway', 'prisma', 'packages', 'tests', 'scripts'],
  shell: ['mfe-public', 'mfe-admin', 'schema', 'gateway', 'prisma', 'packages', 'tests', 'scripts'],
};

/** Bare specifiers no browser part may use: the server's own code by another name. */
const SERVER_ONLY = /^(@prisma\/|@pothos\/|graphql-yoga$|pg$|@electric-sql\/pglite)/;

export interface Violation {
  file: string;
  specifier: string;
  reason: string;
}

function sourceFiles(dir: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name === '__generated__') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.(ts|tsx|mts|cts|js|jsx|mjs)$/.test(entry.name)) out.push(full);
  }
  return out;
}

/** Every module specifier of a file: imports (`import type` too), re-exports and dynamic imports. */
export function specifiersOf(text: string, filename = 'file.tsx'): string[] {
  const ast = parseSync(text, {
    filename,
    babelrc: false,
    configFile: false,
    parserOpts: { plugins: ['typescript', 'jsx'] },
  });
  const found: string[] = [];
  if (!ast) return found;
  traverse(ast, {
    ImportDeclaration: (p) => void found.push(p.node.source.value),
    ExportNamedDeclaration: (p) => void (p.node.source && found.push(p.node.source.value)),
    ExportAllDeclaration: (p) => void found.push(p.node.source.value),
    CallExpression: (p) => {
      const [first] = p.node.arguments;
      const isImport = p.node.callee.type === 'Import';
      const isRequire = p.node.callee.type === 'Identifier' && p.node.callee.name === 'require';
      if ((isImport || isRequire) && first?.type === 'StringLiteral') found.push(first.value);
    },
    TSImportType: (p) => void found.push(p.node.argument.value),
  });
  return found;
}

function checkFile(root: string, file: string, part: string, forbidden: string[]): Violation[] {
  const relativeFile = path.relative(root, file);
  const violations: Violation[] = [];
  for (const specifier of specifiersOf(readFileSync(file, 'utf8'), file)) {
    if (specifier.startsWith('.')) {
      const target = path.relative(root, path.resolve(path.dirname(file), specifier));
      const top = target.split(path.sep)[0];
      if (target.startsWith('..')) {
        violations.push({ file: relativeFile, specifier, reason: 'reaches outside the repository' });
      } else if (part.startsWith('packages/') ? !target.startsWith(part + path.sep) && target !== part : forbidden.includes(top)) {
        const name = part.startsWith('packages/') ? 'another folder' : `${top}/`;
        violations.push({ file: relativeFile, specifier, reason: `${part}/ may not import from ${name}` });
      }
    } else if (SERVER_ONLY.test(specifier) && part !== 'packages/rules') {
      violations.push({ file: relativeFile, specifier, reason: `${part}/ runs in the browser: no server packages` });
    }
  }
  return violations;
}

export function findBoundaryViolations(root: string): Violation[] {
  const violations: Violation[] = [];
  for (const [part, forbidden] of Object.entries(FORBIDDEN)) {
    for (const file of sourceFiles(path.join(root, part))) violations.push(...checkFile(root, file, part, forbidden));
  }
  const packages = path.join(root, 'packages');
  for (const name of readdirSync(packages)) {
    const part = `packages/${name}`;
    for (const file of sourceFiles(path.join(packages, name))) {
      // A package's own tests may compare it with the libraries it mirrors.
      if (/\.test\.tsx?$/.test(file)) continue;
      violations.push(...checkFile(root, file, part, []));
    }
  }
  return violations;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const root = path.resolve(process.argv[2] ?? path.join(path.dirname(fileURLToPath(import.meta.url)), '..'));
  const violations = findBoundaryViolations(root);
  for (const v of violations) console.error(`${v.file}: import '${v.specifier}' ${v.reason}`);
  if (violations.length > 0) {
    console.error(`${violations.length} import(s) cross a package boundary.`);
    process.exit(1);
  }
  console.log('Imports keep to their package boundaries.');
}
