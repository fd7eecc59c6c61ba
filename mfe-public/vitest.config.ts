// Unit tests of the public remote: `npx vitest run --config mfe-public/vitest.config.ts`.
// Components run in happy-dom (each test file opts in with `// @vitest-environment happy-dom`).
// The Relay `graphql` tag is compiled by babel-plugin-relay, as in the Rsbuild build, so the
// tests use the real artifacts from __generated__/ (run `npx relay-compiler` first).
import { transformAsync } from '@babel/core';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vitest/config';

// Vitest 5's reporter prints failures with Map.groupBy, which Node 20 lacks (Node >= 21 has it).
if (typeof (Map as { groupBy?: unknown }).groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

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

export default defineConfig({
  root: path.resolve(import.meta.dirname, '..'),
  plugins: [relayGraphqlTag()],
  test: {
    name: 'public',
    include: ['mfe-public/src/**/*.test.{ts,tsx}'],
    setupFiles: ['mfe-public/src/test-setup.ts'],
    clearMocks: true,
  },
});
