// GraphiQL's code, styles and editor workers, served by the gateway itself from the
// @graphql-yoga/render-graphiql package: no request leaves the origin, so the page works offline
// and where public CDNs are blocked. The workers are files too (not blob: URLs), so the page's
// policy allows workers from this origin only.
import { readFile } from 'node:fs/promises';
import { createAssetBundle, CSS_TYPE, JS_TYPE } from '../asset-bundle.ts';

export const GRAPHIQL_ASSETS_PATH = '/graphiql/';

export interface GraphiQLAssets {
  /** Where the page finds each file. */
  urls: { script: string; styles: string; session: string; workers: { editorWorkerService: string; json: string; graphql: string } };
  favicon: string;
  /** Answers GET/HEAD /graphiql/<hash>/<file>; null for any other request. */
  serve(request: Request): Response | Promise<Response> | null;
}

export async function loadGraphiQLAssets(): Promise<GraphiQLAssets> {
  const bundle = await import('@graphql-yoga/render-graphiql/graphiql');
  const session = await readFile(new URL('./session.js', import.meta.url));
  const files = createAssetBundle(GRAPHIQL_ASSETS_PATH, {
    'graphiql.js': { type: JS_TYPE, body: Buffer.from(bundle.js) },
    'graphiql.css': { type: CSS_TYPE, body: Buffer.from(bundle.css) },
    'session.js': { type: JS_TYPE, body: session },
    'editor.worker.js': { type: JS_TYPE, body: Buffer.from(bundle.editorWorkerService) },
    'json.worker.js': { type: JS_TYPE, body: Buffer.from(bundle.jsonWorker) },
    'graphql.worker.js': { type: JS_TYPE, body: Buffer.from(bundle.graphqlWorker) },
  });
  return {
    urls: {
      script: files.urlOf('graphiql.js'),
      styles: files.urlOf('graphiql.css'),
      session: files.urlOf('session.js'),
      workers: {
        editorWorkerService: files.urlOf('editor.worker.js'),
        json: files.urlOf('json.worker.js'),
        graphql: files.urlOf('graphql.worker.js'),
      },
    },
    favicon: bundle.favicon,
    serve: files.serve,
  };
}
