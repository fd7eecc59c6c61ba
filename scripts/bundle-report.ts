// An Rsbuild plugin that writes, for each app it builds, which npm packages each emitted
// JavaScript file contains: dist/bundle-report/<environment>.json (outside the folders the gateway
// serves). The bundle test reads it to tell which packages a page downloads, since minified
// output no longer names its modules.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RsbuildPlugin } from '@rsbuild/core';

export interface BundleReport {
  environment: string;
  /** Emitted .js file (relative to the app's output folder) → the npm packages it contains, sorted. */
  files: Record<string, string[]>;
}

interface StatsModule {
  nameForCondition?: string | null;
  identifier?: string;
  modules?: StatsModule[];
}

/** `…/node_modules/@scope/name/…` → `@scope/name`; the innermost node_modules wins (nested copies). */
export function packageOf(resource: string): string | null {
  const parts = resource.split(/[\\/]node_modules[\\/]/);
  if (parts.length < 2) return null;
  const segments = parts.at(-1)!.split(/[\\/]/);
  return segments[0]!.startsWith('@') ? `${segments[0]}/${segments[1]}` : segments[0]!;
}

/**
 * Only modules with source code count: Module Federation's consume/provide entries name the shared
 * package (and its fallback's path) without containing it.
 */
function collect(module: StatsModule, into: Set<string>): void {
  const federationEntry = /^(consume|provide)[- ]shared|^remote /i.test(module.identifier ?? '');
  const name = !federationEntry && module.nameForCondition ? packageOf(module.nameForCondition) : null;
  if (name) into.add(name);
  for (const inner of module.modules ?? []) collect(inner, into);
}

export function pluginBundleReport(distRoot: string): RsbuildPlugin {
  return {
    name: 'freshmeals:bundle-report',
    setup(api) {
      api.onAfterEnvironmentCompile(({ stats, environment, isWatch }) => {
        // Browser builds only: a Node bundle (the first screens' renderer) is build tooling.
        if (!stats || isWatch || environment.config.output.target === 'node') return;
        const json = stats.toJson({ all: false, chunks: true, chunkModules: true, nestedModules: true });
        const files: BundleReport['files'] = {};
        for (const chunk of json.chunks ?? []) {
          const packages = new Set<string>();
          for (const module of (chunk.modules ?? []) as StatsModule[]) collect(module, packages);
          for (const file of chunk.files ?? []) {
            if (!file.endsWith('.js')) continue;
            files[file] = [...new Set([...(files[file] ?? []), ...packages])].sort();
          }
        }
        const report: BundleReport = { environment: environment.name, files };
        const folder = path.join(distRoot, 'bundle-report');
        mkdirSync(folder, { recursive: true });
        writeFileSync(path.join(folder, `${environment.name}.json`), `${JSON.stringify(report, null, 2)}\n`);
      });
    },
  };
}
