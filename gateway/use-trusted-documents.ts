// Yoga plugin: trusted documents. The apps' GraphQL documents are compiled at build time into one
// manifest per app (`<app>/trusted-documents/<hash>.json` in the static folder: `{ id: text }`, the
// id being the SHA-256 hex of the text). Browsers send `{ documentId, variables }` (the GraphQL over
// HTTP convention for persisted documents; a `sha256:` prefix is accepted too) and the gateway runs
// the manifest's text. Where trusted documents are enforced (production by default), any other
// document is accepted only from an API key, or from signed-in staff in GraphiQL (its page sends the
// GRAPHIQL_HEADER); a browser session or a visitor gets a 400 that says so, before the document is
// parsed. Text that equals a manifest document counts as that document.
//
// Deploys of one app add its new manifest beside the earlier ones, so the tabs still running an
// earlier build keep working; the manifests are re-read without a restart: an unknown id makes the
// gateway look at the folder again (at most once every RESCAN_AFTER_UNKNOWN_MS), and it looks
// anyway once every REFRESH_MS, when it also forgets the manifests that were dropped.
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Viewer } from '../schema/context.ts';
import { badRequest } from './graphql-errors.ts';
import type { Logger } from './logger.ts';

/** The folder of each app (beside its index.html or mf-manifest.json) that holds its manifests. */
export const TRUSTED_DOCUMENTS_FOLDER = 'trusted-documents';
/** Sent by the GraphiQL page with each of its requests: with a staff sign-in, any document is accepted. */
export const GRAPHIQL_HEADER = 'x-freshmeals-graphiql';
export const UNKNOWN_DOCUMENT_MESSAGE =
  'Unknown document: this API accepts only the documents of the FreshMeals apps; use an API key for other queries';
/** A client sending an id the gateway does not know makes it re-read the manifests, at most this often. */
export const RESCAN_AFTER_UNKNOWN_MS = 5_000;
/** The manifests are re-read at least this often, so a dropped one is forgotten. */
export const REFRESH_MS = 60_000;

const ID = /^[0-9a-f]{64}$/;

export const documentIdOf = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

interface ManifestFile {
  mtimeMs: number;
  size: number;
  documents: Map<string, string>;
}

export interface TrustedDocumentStore {
  /** The text of a document id, re-reading the manifests first when it is unknown (see above). */
  text(id: string): string | undefined;
  /** Whether this exact text is one of the trusted documents. */
  hasText(text: string): boolean;
  /** Re-reads the manifests now. */
  scan(): void;
  /** How many documents are known. */
  readonly size: number;
}

/**
 * Reads every `<staticDir>/<app>/trusted-documents/*.json`. A file whose size and time did not change
 * is not read again. Entries whose id is not the SHA-256 of their text are ignored, and so is a file
 * that is not such a JSON object (logged once per change).
 */
export function createTrustedDocumentStore(options: {
  staticDir: string;
  /** Documents the gateway itself sends from its own pages (GraphiQL's session refresh). */
  builtIn?: readonly string[];
  /** More manifest files (outside production, the apps' own, which their dev servers send the ids of). */
  files?: readonly string[];
  now?: () => number;
  logger?: Pick<Logger, 'warn'>;
}): TrustedDocumentStore {
  const now = options.now ?? Date.now;
  const files = new Map<string, ManifestFile>();
  const builtIn = new Map((options.builtIn ?? []).map((text) => [documentIdOf(text), text]));
  let byId = new Map<string, string>(builtIn);
  let texts = new Set<string>(builtIn.values());
  let scannedAt = -Infinity;

  function manifestPaths(): string[] {
    const out: string[] = (options.files ?? []).filter((file) => {
      try {
        return statSync(file).isFile();
      } catch {
        return false;
      }
    });
    let apps: string[];
    try {
      apps = readdirSync(options.staticDir, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name);
    } catch {
      return out;
    }
    for (const app of apps) {
      const folder = path.join(options.staticDir, app, TRUSTED_DOCUMENTS_FOLDER);
      let names: string[];
      try {
        names = readdirSync(folder);
      } catch {
        continue;
      }
      for (const name of names) if (name.endsWith('.json')) out.push(path.join(folder, name));
    }
    return out;
  }

  function read(file: string): Map<string, string> {
    const documents = new Map<string, string>();
    try {
      const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
      if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not a JSON object');
      for (const [id, text] of Object.entries(parsed)) {
        if (typeof text === 'string' && ID.test(id) && documentIdOf(text) === id) documents.set(id, text);
      }
    } catch (error) {
      options.logger?.warn({ file, err: error }, 'A trusted documents manifest could not be read; its documents are not accepted');
    }
    return documents;
  }

  function scan(): void {
    scannedAt = now();
    const seen = new Set<string>();
    for (const file of manifestPaths()) {
      seen.add(file);
      let stat;
      try {
        stat = statSync(file);
      } catch {
        continue;
      }
      const known = files.get(file);
      if (known && known.mtimeMs === stat.mtimeMs && known.size === stat.size) continue;
      files.set(file, { mtimeMs: stat.mtimeMs, size: stat.size, documents: read(file) });
    }
    for (const file of files.keys()) if (!seen.has(file)) files.delete(file);
    const nextById = new Map(builtIn);
    for (const manifest of files.values()) for (const [id, text] of manifest.documents) nextById.set(id, text);
    byId = nextById;
    texts = new Set(nextById.values());
  }

  function fresh(): void {
    if (now() - scannedAt >= REFRESH_MS) scan();
  }

  return {
    text(id) {
      fresh();
      const key = id.startsWith('sha256:') ? id.slice('sha256:'.length) : id;
      if (!ID.test(key)) return undefined;
      let text = byId.get(key);
      if (text === undefined && now() - scannedAt >= RESCAN_AFTER_UNKNOWN_MS) {
        scan();
        text = byId.get(key);
      }
      return text;
    },
    hasText(text) {
      fresh();
      return texts.has(text);
    },
    scan,
    get size() {
      return byId.size;
    },
  };
}

/** Who sent a request, as gateway/context.ts reads it (an API key checked, not charged). */
export type IdentifyViewer = (request: Request) => Promise<{ viewer: Viewer | null } | { error: string; status?: 429; retryAfter?: number }>;

// The contexts of documents the gateway runs itself (the REST facade's routes): written in its code,
// so trusted whoever calls the route.
const inProcessRuns = new WeakSet<object>();

/** Marks the context object of an in-process run (gateway/yoga.ts) as carrying a trusted document. */
export function trustInProcessRun(context: object): void {
  inProcessRuns.add(context);
}

const isStaff = (viewer: Viewer | null) => !viewer?.apiKey && (viewer?.role === 'admin' || viewer?.role === 'kitchen');

export function useTrustedDocuments(options: {
  store: TrustedDocumentStore;
  /** Off: any document is accepted (outside production by default). Ids are resolved either way. */
  enforce: boolean;
  identify: IdentifyViewer;
}): Plugin {
  const { store, enforce, identify } = options;
  return {
    async onParams({ params, setParams, setResult, request, context }) {
      const stop = (error: GraphQLError) => setResult({ errors: [error] });
      if (!params || typeof params !== 'object') return;
      const { documentId, ...rest } = params as Record<string, unknown>;
      if (documentId != null) {
        // Thrown, not set as the result: yoga's own check of the params runs after this hook and
        // would otherwise answer that the query is missing.
        if (typeof documentId !== 'string') throw badRequest('documentId must be a string');
        if (rest.query != null) throw badRequest('Send either a documentId or a query, not both');
        const text = store.text(documentId);
        if (text === undefined) throw badRequest(UNKNOWN_DOCUMENT_MESSAGE);
        setParams({ ...rest, query: text });
        return;
      }
      if (!enforce || typeof rest.query !== 'string') return;
      if (context && typeof context === 'object' && inProcessRuns.has(context)) return;
      if (store.hasText(rest.query)) return;

      // Other documents: only for an API key, or for staff in GraphiQL. Read before the document is
      // parsed, so a visitor learns nothing of the schema from its errors.
      const bearer = /^bearer\s+\S/i.test(request.headers.get('authorization') ?? '');
      if (!bearer) return stop(badRequest(UNKNOWN_DOCUMENT_MESSAGE));
      const who = await identify(request);
      if ('error' in who) {
        // The answer the context would give: 401 (the client refreshes its token), or 429 for a key over budget.
        const http = who.status === 429 ? { status: 429, headers: { 'retry-after': String(who.retryAfter ?? 60) } } : { status: 401 };
        return stop(new GraphQLError(who.error, { extensions: { code: who.status === 429 ? 'RATE_LIMITED' : 'UNAUTHENTICATED', http } }));
      }
      if (who.viewer?.apiKey) return;
      if (isStaff(who.viewer) && request.headers.get(GRAPHIQL_HEADER) === '1') return;
      return stop(badRequest(UNKNOWN_DOCUMENT_MESSAGE));
    },
  };
}
