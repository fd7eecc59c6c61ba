// Bundles the compiled gateway (build/gateway/main.js and everything it imports at start, the
// packages in node_modules included) into that file, with the chunks it imports later beside it,
// so that a start reads and links a few modules instead of about 1,900. Measured on 2 cores, a
// restart on an existing data folder spent 1.8 s of its 3.6 s resolving, reading and compiling
// modules one by one; bundled, the same start took 2.8-3.0 s.
//
// Run by scripts/build-server.sh after tsc. The other compiled files stay where tsc wrote them:
// the CLIs (build/prisma/migrate.js, seed.js) run from there, and the bundle reads files next to
// them (the SQL migrations, GraphiQL's and the REST reference's page scripts).
//
// Usage: node scripts/bundle-server.ts <build folder>
import { readdir, readFile, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { build, type Plugin } from 'esbuild';

const out = path.resolve(process.argv[2] ?? 'build');
const entry = path.join(out, 'gateway', 'main.js');
// Written beside build/gateway/ first (a folder at the same depth, so that the source map's
// relative paths hold after the move), then moved over the entry tsc wrote.
const staging = path.join(out, '.bundle');

/**
 * Packages left to Node, loaded from node_modules at run time as before:
 * - those that find files of their own next to their code (PGlite's WebAssembly and data files,
 *   sharp's native library, Prisma's runtime and query compiler, swagger-ui's assets) or load
 *   optional native modules;
 * - those the external ones share objects with: Prisma's PostgreSQL adapter takes our `pg` pool
 *   and tells it apart from a connection string by its class, which a second copy of `pg` would
 *   not be; Prisma's instrumentation and the tracing SDK register with OpenTelemetry's API;
 * - those the gateway imports only when asked (GraphiQL's 9 MB page, the REST validator, the
 *   tracing SDK, Cloudinary's and Razorpay's SDKs, the PDF writer): they are not part of a start,
 *   and a CommonJS package imported from an ES module is Node's to interpret (bundled,
 *   `import('ajv/dist/2020.js')` lost its named export).
 */
const EXTERNAL = [
  '@electric-sql/pglite',
  '@electric-sql/pglite/*',
  'sharp',
  '@prisma/*',
  'pg',
  'pg-native',
  'swagger-ui-dist',
  'swagger-ui-dist/*',
  '@opentelemetry/*',
  '@graphql-yoga/render-graphiql',
  '@graphql-yoga/render-graphiql/*',
  'ajv',
  'ajv/*',
  'ajv-formats',
  'cloudinary',
  'razorpay',
  'pdf-lib',
];

/**
 * Our compiled modules keep their own `import.meta.url`: each is rewritten to the URL the file has
 * in the build folder, worked out from the bundle's own at run time (so the build folder can move,
 * as it does into the production image). A module then finds the files beside it as before, and a
 * CLI's "am I the entry point" check (migrate.js, seed.js) stays false inside the gateway. The
 * chunks sit beside main.js, so the same relative URL holds in whichever file the code lands.
 */
const keepModuleUrls: Plugin = {
  name: 'keep-module-urls',
  setup(build) {
    build.onLoad({ filter: /\.js$/ }, async (args) => {
      if (!args.path.startsWith(out + path.sep)) return undefined;
      const source = await readFile(args.path, 'utf8');
      if (!source.includes('import.meta.url')) return undefined;
      const relative = path.relative(path.dirname(entry), args.path).split(path.sep).join('/');
      const own = `new URL(${JSON.stringify(relative.startsWith('.') ? relative : `./${relative}`)}, import.meta.url).href`;
      return { contents: source.replaceAll('import.meta.url', own), loader: 'js' };
    });
  },
};

const result = await build({
  entryPoints: [entry],
  outdir: staging,
  // Our own modules that the gateway imports only when asked stay out of the start, in chunks of
  // their own beside main.js.
  splitting: true,
  chunkNames: 'main-[name]-[hash]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  external: EXTERNAL,
  plugins: [keepModuleUrls],
  // The CommonJS packages inside an ES module bundle still need `require` (for Node's built-ins).
  banner: { js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);" },
  // For stack traces in the compiled files' terms: `node --enable-source-maps build/gateway/main.js`.
  sourcemap: 'linked',
  logLevel: 'warning',
  metafile: true,
});
if (result.errors.length > 0) process.exit(1);
for (const file of await readdir(staging)) await rename(path.join(staging, file), path.join(path.dirname(entry), file));
await rm(staging, { recursive: true, force: true });
console.log(`build: bundled the gateway, ${Object.keys(result.metafile.inputs).length} modules, into ${path.relative(process.cwd(), entry)}`);
