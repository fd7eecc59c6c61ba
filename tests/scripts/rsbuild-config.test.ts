// The build configuration: a build is a production build whatever NODE_ENV the shell carries (a
// development build would be unhashed and point at the dev servers: a blank site), and every build
// precompresses its assets.
import { afterEach, describe, expect, it } from 'vitest';
import type { RsbuildConfig } from '@rsbuild/core';

const previous = process.env.NODE_ENV;
afterEach(() => {
  process.env.NODE_ENV = previous;
});

async function configFor(command: 'build' | 'dev'): Promise<RsbuildConfig> {
  const { default: config } = await import('../../rsbuild.config.ts');
  const resolve = config as unknown as (env: { command: string; env: string; envMode: string; meta: object }) => RsbuildConfig;
  return resolve({ command, env: process.env.NODE_ENV ?? 'development', envMode: process.env.NODE_ENV ?? 'development', meta: {} });
}

describe('rsbuild.config.ts', () => {
  it('builds for production even when NODE_ENV says development; the dev server stays development', async () => {
    process.env.NODE_ENV = 'development';
    expect((await configFor('build')).mode).toBe('production');
    expect((await configFor('dev')).mode).toBe('development');
  });

  it('precompresses the assets of every build, and not in the dev server', async () => {
    const names = (config: RsbuildConfig) => (config.plugins ?? []).map((plugin) => (plugin as { name?: string })?.name);
    expect(names(await configFor('build'))).toContain('freshmeals:precompress');
    expect(names(await configFor('dev'))).not.toContain('freshmeals:precompress');
  });
});
