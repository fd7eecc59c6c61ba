// Builds the three front-end apps as Rsbuild environments:
//   shell       the Module Federation host (dist/shell); finds its remotes at run time (/remotes.json)
//   mfe-public  remote `mfe_public` (dist/mfe-public): marketing, sign-up/login, customer account
//   mfe-admin   remote `mfe_admin` (dist/mfe-admin): the Ant Design console under /dashboard
// and, in builds, mfe-public-first-screen: the public remote bundled for Node, which renders its
// first screens into dist/mfe-public/first-screen (scripts/first-screen.ts), and
// mfe-admin-first-screen: the console bundled for Node, which the gateway runs to render a signed-in
// user's first screen per request (gateway/console-first-screen.ts).
// `rsbuild build` builds all three; `rsbuild build --environment mfe-admin` builds one (each remote
// deploys on its own: the shell reads its manifest URL from /remotes.json at run time).
// Dev: one process per app (`npm run dev:shell`, `dev:public`, `dev:admin`); the API is proxied to the
// gateway (GATEWAY_URL, default http://localhost:4000). MF_DEV_REMOTES=1 makes the shell load the
// remotes from their dev servers (ports 3001, 3002) instead of the gateway's build.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { defineConfig, type EnvironmentConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginBabel } from '@rsbuild/plugin-babel';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation, type ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { pluginBundleReport } from './scripts/bundle-report.ts';
import { FIRST_SCREEN_ASSET_PREFIX, loadEntryAfterFirstScreen, pluginFirstScreen, pluginServerRenderer } from './scripts/first-screen.ts';
import { pluginPrecompress } from './scripts/precompress.ts';
import { pluginTrustedDocuments } from './scripts/trusted-documents.ts';

const root = import.meta.dirname;
interface PackageJson {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}

/**
 * The range an app's own package.json declares for a module's package (`react-dom/client` →
 * `react-dom`): each app states what it was built against, and a copy outside that range is refused.
 */
function versionOf(dir: string, specifier: string): string {
  const pkg = JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')) as PackageJson;
  const segments = specifier.split('/');
  const name = specifier.startsWith('@') ? segments.slice(0, 2).join('/') : segments[0]!;
  const range = pkg.dependencies?.[name] ?? pkg.devDependencies?.[name];
  if (!range) throw new Error(`${specifier} is shared but ${name} is not a dependency in ${dir}/package.json`);
  return range;
}

const APP_DIRS = ['shell', 'mfe-public', 'mfe-admin'].map((dir) => path.join(root, dir, 'src'));
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// One copy of each in the page: the shell provides them, the remotes consume them. Subpaths are
// shared modules of their own: an unshared `react-dom/client` (antd's static APIs import it) would
// put a second renderer in the admin, and an unshared `react/jsx-runtime` a second element factory.
// antd is not shared: only mfe-admin uses it (a shared module is not tree-shaken). The apps use
// Relay's hooks only: they import `react-relay/hooks`, which leaves out the legacy containers
// (about 9 KB gzip on every page); `react-relay` stays shared for a remote that imports it whole.
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-relay',
  'react-relay/hooks',
  'relay-runtime',
  'sonner',
] as const;

/**
 * The names the apps' own code (tests aside) imports from `pkg`. Read from all three apps, so that
 * the copy the shell provides has every export a remote of this repository asks for.
 */
function importedNames(pkg: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s*from\\s*'${escapeRegExp(pkg)}'`, 'g');
  const names = new Set<string>();
  for (const dir of APP_DIRS) {
    for (const file of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
      for (const [, typeOnly, list] of readFileSync(path.join(dir, file), 'utf8').matchAll(pattern)) {
        if (typeOnly) continue;
        for (const part of list!.split(',')) {
          const name = part.trim().split(/\s+as\s+/)[0]!;
          if (name && !name.startsWith('type ')) names.add(name);
        }
      }
    }
  }
  return [...names].sort();
}

/**
 * react-router is the largest shared module (64 KB gzip whole), and most of it is framework and
 * data-loading code these apps never call: the shell provides it tree-shaken to the exports the
 * apps import (32 KB). A singleton cannot fall back to a second, whole copy, so a remote that
 * starts using another export must be built from this repository, which adds it here.
 */
const TREE_SHAKEN: Partial<Record<(typeof SINGLETONS)[number], string[]>> = {
  'react-router': importedNames('react-router'),
};

function sharedFor(dir: string): ModuleFederationOptions['shared'] {
  return Object.fromEntries(
    SINGLETONS.map((name) => {
      const usedExports = TREE_SHAKEN[name];
      return [
        name,
        {
          singleton: true,
          requiredVersion: versionOf(dir, name),
          ...(usedExports ? { treeShaking: { mode: 'runtime-infer' as const, usedExports } } : {}),
        },
      ];
    }),
  );
}

/**
 * A shared module is taken from what is loaded or provided already (the shell's copy) instead of
 * first loading every registered remote's entry to compare versions: a page of the public site
 * that loads Relay late must not download the console's remoteEntry.js to do so.
 */
const SHARE_STRATEGY = 'loaded-first' as const;

const GATEWAY_URL = process.env.GATEWAY_URL ?? 'http://localhost:4000';

const DEV_REMOTES = {
  mfe_public: 'http://localhost:3001/mf-manifest.json',
  mfe_admin: 'http://localhost:3002/mf-manifest.json',
};

/** Builds go to dist/<app>; a dev server keeps its output apart, so it never wipes a build. */
function outDir(app: string, command: string): string {
  return command === 'dev' ? `node_modules/.cache/rsbuild-dev/${app}` : `dist/${app}`;
}

/**
 * A remote: exposes `./App` and emits `mf-manifest.json`; its chunks load from its own origin
 * (`assetPrefix: 'auto'`). In a build it uses the MF runtime the shell provides instead of
 * bundling a second copy (~18 KB gz less per remote); its standalone page needs its own runtime,
 * so the build emits no HTML for it and the standalone page exists in dev only. Its federation
 * code is for browsers only (`target: 'web'`: without the Node loading paths, 2 KB gz less).
 */
function remote(environment: string, name: string, dir: string, command: string): EnvironmentConfig {
  const build = command !== 'dev';
  return {
    source: { entry: { index: `./${dir}/src/index.ts` } },
    output: { distPath: { root: outDir(dir, command) }, assetPrefix: 'auto', cleanDistPath: true },
    tools: build ? { htmlPlugin: false } : {},
    plugins: [
      pluginModuleFederation(
        {
          name,
          filename: 'remoteEntry.js',
          exposes: { './App': `./${dir}/src/App.tsx` },
          shared: sharedFor(dir),
          shareStrategy: SHARE_STRATEGY,
          dts: false,
          manifest: { fileName: 'mf-manifest.json' },
          ...(build ? { experiments: { externalRuntime: true, optimization: { target: 'web' as const } } } : {}),
        },
        { environment },
      ),
    ],
  };
}

/**
 * A remote as a Node bundle that renders its first screens to HTML (builds only): the public
 * remote's, which the first-screen plugin runs once and writes into the remote's build, and the
 * console's, which the gateway runs per request. Not served as files. Class names and asset file names come out as in the browser build, since both are
 * derived from the same sources; asset URLs carry a placeholder for where the remote is served.
 */
function firstScreen(dir: string): EnvironmentConfig {
  return {
    source: { entry: { 'first-screen': `./${dir}/src/first-screen.tsx` } },
    output: {
      target: 'node',
      module: true,
      distPath: { root: `dist/.first-screen/${dir}` },
      assetPrefix: FIRST_SCREEN_ASSET_PREFIX,
      emitCss: true,
      minify: false,
      cleanDistPath: true,
    },
    tools: { htmlPlugin: false },
    performance: { chunkSplit: { strategy: 'all-in-one' } },
  };
}

export default defineConfig(
  ({ command }): RsbuildConfig => ({
    // A build is always a production build, whatever NODE_ENV the shell carries: a development
    // build is unminified, unhashed and expects the dev servers, so it would leave a blank site.
    mode: command === 'dev' ? 'development' : 'production',
    plugins: [
      pluginReact(),
      // Which packages each emitted file holds, for the bundle test (builds only).
      ...(command === 'build' ? [pluginBundleReport(path.join(root, 'dist'))] : []),
      // Each app's GraphQL documents (by id), which the gateway accepts from browsers (builds only).
      ...(command === 'build' ? [pluginTrustedDocuments()] : []),
      // Brotli and gzip copies of the text assets, which the gateway serves as they are.
      ...(command === 'build' ? [pluginPrecompress()] : []),
      // The public site's first screens as HTML, in the remote's build (builds only).
      ...(command === 'build'
        ? [
            pluginFirstScreen({ environment: 'mfe-public-first-screen', remoteDir: path.join(root, 'dist/mfe-public') }),
            // The console's renderer notes which build of the remote it was made with.
            pluginServerRenderer({ environment: 'mfe-admin-first-screen', remoteDir: path.join(root, 'dist/mfe-admin') }),
          ]
        : []),
      pluginBabel({
        include: APP_DIRS.map((dir) => new RegExp(`^${escapeRegExp(dir)}.*\\.[jt]sx?$`)),
        exclude: [/[\\/]node_modules[\\/]/, /[\\/]__generated__[\\/]/],
        babelLoaderOptions: (_options, { addPlugins }) => {
          // The `graphql` tag becomes an import of the compiled artifact in __generated__/.
          addPlugins([['babel-plugin-relay', { eagerEsModules: true }]]);
        },
      }),
    ],
    server: {
      proxy: {
        '/graphql': GATEWAY_URL,
        '/server': GATEWAY_URL,
        '/dev': GATEWAY_URL,
        '/uploads': GATEWAY_URL,
        '/healthz': GATEWAY_URL,
        ...(process.env.MF_DEV_REMOTES
          ? {}
          : { '/remotes.json': GATEWAY_URL, '/mfe-public': GATEWAY_URL, '/mfe-admin': GATEWAY_URL }),
      },
      setup: process.env.MF_DEV_REMOTES
        ? ({ server }) => {
            server.middlewares.use((req, res, next) => {
              if (req.url?.split('?')[0] !== '/remotes.json') return next();
              res.setHeader('Content-Type', 'application/json');
              res.setHeader('Cache-Control', 'no-store');
              res.end(JSON.stringify(DEV_REMOTES));
            });
          }
        : undefined,
      historyApiFallback: true,
      cors: { origin: /^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/ },
    },
    html: {
      title: 'FreshMeals',
      favicon: './shell/src/assets/favicon.svg',
      template: './shell/index.html',
      meta: {
        description: 'Fresh, nutritionist-prepared, calorie-counted meals delivered to your door.',
      },
    },
    performance: {
      removeConsole: ['log'],
    },
    environments: {
      shell: {
        source: { entry: { index: './shell/src/index.ts' } },
        // Its base styles go inline into index.html: a first screen in the page is styled at once.
        output: { distPath: { root: outDir('shell', command) }, assetPrefix: '/', cleanDistPath: true, inlineStyles: true },
        html: command === 'build' ? { tags: [loadEntryAfterFirstScreen] } : {},
        plugins: [
          pluginModuleFederation(
            {
              name: 'shell',
              remotes: {},
              shared: sharedFor('shell'),
              shareStrategy: SHARE_STRATEGY,
              dts: false,
              manifest: false,
              // The remotes' builds use this runtime instead of bundling their own; browsers only
              // (without the runtime's Node code paths: 2 KB gz).
              experiments: { provideExternalRuntime: true, optimization: { target: 'web' as const } },
            },
            { environment: 'shell' },
          ),
        ],
      },
      'mfe-public': remote('mfe-public', 'mfe_public', 'mfe-public', command),
      'mfe-admin': remote('mfe-admin', 'mfe_admin', 'mfe-admin', command),
      ...(command === 'build' ? { 'mfe-public-first-screen': firstScreen('mfe-public'), 'mfe-admin-first-screen': firstScreen('mfe-admin') } : {}),
    },
  }),
);
