// Unit and API tests: `npx vitest run` runs every project; `--project <name>` picks one.
//   api       tests/**/*.test.ts (the gateway and the schema, in Node)
//   packages  packages/*/src/**/*.test.ts (the shared packages, in Node)
//   shell     shell/'s unit tests        (in each app, DOM tests opt in with
//   admin     mfe-admin/'s unit tests     `// @vitest-environment happy-dom`)
//   public    mfe-public/'s unit tests (public-mocking: those that vi.mock a module)
// The Relay `graphql` tag is compiled by babel-plugin-relay as in the Rsbuild build, so component
// tests use the real artifacts from __generated__/ (run `npm run relay` first).
import { transformAsync } from '@babel/core';
import { globSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vitest/config';

const require = createRequire(import.meta.url);

function relayGraphqlTag(): Plugin {
  return {
    name: 'relay-graphql-tag',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0];
      if (!/\.[jt]sx?$/.test(file) || file.includes('/node_modules/') || !code.includes('graphql`')) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: ['typescript', 'jsx'] },
        plugins: [['babel-plugin-relay', { eagerEsModules: true }]],
      });
      return result?.code ? { code: result.code, map: result.map } : null;
    },
  };
}

/**
 * The test files matching `pattern` that replace modules with vi.mock: they need a module graph of
 * their own, while the files that share a worker's modules (isolate: false) are spared importing
 * the app afresh each (a worker and its environment cost about half a second a file).
 */
function mockingFiles(pattern: string): string[] {
  return globSync(pattern).filter((file) => /\bvi\.(?:do)?[mM]ock\(/.test(readFileSync(file, 'utf8')));
}

const PUBLIC_TESTS = 'mfe-public/src/**/*.test.{ts,tsx}';
const PUBLIC_MOCKING = mockingFiles(PUBLIC_TESTS);

export default defineConfig({
  test: {
    projects: [
      {
        extends: false,
        // Node loads graphql's CommonJS entry for yoga; Vite would pick its .mjs for our code, and two
        // copies break `instanceof GraphQLError` (yoga then masks every client error). Use Node's.
        resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
        test: {
          name: 'api',
          include: ['tests/**/*.test.ts'],
          environment: 'node',
          // scrypt hashing and a fresh database per file make these slower than unit tests.
          testTimeout: 30_000,
          // A worker's files share its modules: every file imported the gateway afresh (the schema
          // built, the Prisma client loaded), a third of the suite's CPU. Measured on 2 cores, the
          // whole API suite took 465 s of wall time and 792 s of CPU, against 661 s and 1176 s. Each
          // file opens its own databases and gateways; what a file changes outside them (an
          // environment variable) it puts back itself.
          isolate: false,
          hookTimeout: 120_000,
        },
      },
      {
        extends: false,
        test: {
          name: 'packages',
          include: ['packages/*/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // Small files that mock no module: they share a worker's modules rather than each paying
          // for a worker and an environment of its own.
          isolate: false,
        },
      },
      {
        extends: false,
        plugins: [relayGraphqlTag()],
        test: {
          name: 'shell',
          include: ['shell/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['shell/src/test-setup.ts'],
          clearMocks: true,
        },
      },
      {
        extends: false,
        plugins: [relayGraphqlTag()],
        test: {
          name: 'admin',
          include: ['mfe-admin/src/**/*.test.{ts,tsx}'],
          environment: 'node',
          // The files share a worker's modules: each file imported Ant Design and the console afresh,
          // 40% of the project's time. What a file changes outside its modules it puts back itself
          // (Testing Library's cleanup, the toasts' spies in test-setup.ts).
          isolate: false,
          // The routine grid's tests take 2-4 s on a quiet 2-core machine (a week of buttons, each
          // found by role and name) and more beside the other projects: 5 s cut one in a clean-clone run.
          testTimeout: 15_000,
          setupFiles: ['mfe-admin/src/test-setup.ts'],
          clearMocks: true,
        },
      },
      {
        extends: false,
        plugins: [relayGraphqlTag()],
        test: {
          name: 'public',
          include: [PUBLIC_TESTS],
          exclude: PUBLIC_MOCKING,
          // A worker's files share its modules (see mockingFiles); each puts back what it changes
          // outside them (Testing Library's cleanup).
          isolate: false,
          setupFiles: ['mfe-public/src/test-setup.ts'],
          clearMocks: true,
        },
      },
      {
        extends: false,
        plugins: [relayGraphqlTag()],
        test: {
          name: 'public-mocking',
          include: PUBLIC_MOCKING,
          setupFiles: ['mfe-public/src/test-setup.ts'],
          clearMocks: true,
        },
      },
    ],
  },
});
