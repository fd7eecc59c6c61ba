// Trusted documents: browsers send the ids of their app's compiled documents; in production any
// other document is refused unless it comes from an API key or from staff in GraphiQL. Manifests
// that a deploy adds are picked up without a restart, and earlier builds' documents keep working
// until they are dropped.
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import startingPrice from '../../mfe-public/src/lib/__generated__/siteFactsQuery.graphql.ts';
import { loadConfig } from '../../gateway/config.ts';
import { GRAPHIQL_HEADER, REFRESH_MS, RESCAN_AFTER_UNKNOWN_MS, UNKNOWN_DOCUMENT_MESSAGE } from '../../gateway/use-trusted-documents.ts';
import { deployApp } from '../../scripts/deploy-app.ts';
import { dropDocuments } from '../../scripts/drop-documents.ts';
import { writeBuildManifest } from '../../scripts/trusted-documents.ts';
import { cookiePair, createTestApp, type TestApp } from '../support/app.ts';
import { createUserAndLogin, type TestUser } from '../support/users.ts';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
// The document tests/support/users.ts signs in with: an app's document here (it is in the manifest below).
const LOGIN = 'mutation($input: LoginInput!) { login(input: $input) { accessToken user { id } } }';
const CREATE_KEY = 'mutation($input: CreateApiKeyInput!) { createApiKey(input: $input) { key } }';
const RAW = '{ startingMealPrice }';

interface Answer {
  status: number;
  body: { data?: Record<string, unknown> | null; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

let seq = 0;
async function post(t: TestApp, body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<Answer> {
  const response = await t.app.fetch('http://localhost/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', 'x-forwarded-for': `10.91.0.${seq++ % 250}`, ...headers },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
}
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** A built app folder as the build leaves it: its Module Federation manifest and its documents' manifest. */
function fakeBuild(root: string, documents: string[]): string {
  const dir = mkdtempSync(path.join(root, 'build-'));
  writeFileSync(path.join(dir, 'mf-manifest.json'), '{}');
  mkdirSync(path.join(dir, 'trusted-documents'));
  const content = JSON.stringify(Object.fromEntries(documents.map((text) => [sha256(text), text])));
  writeFileSync(path.join(dir, 'trusted-documents', `documents.${sha256(content).slice(0, 16)}.json`), content);
  return dir;
}

function expectRefused(answer: Answer) {
  expect(answer.status).toBe(400);
  expect(answer.body.data ?? undefined).toBeUndefined();
  expect(answer.body.errors?.map((e) => e.message)).toEqual([UNKNOWN_DOCUMENT_MESSAGE]);
}

describe('trusted documents in production', () => {
  let root: string;
  let staticDir: string;
  let t: TestApp;
  let customer: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'freshmeals-trusted-'));
    staticDir = path.join(root, 'static');
    // The public remote's real manifest, as its build writes it, plus the sign-in document of the tests.
    writeBuildManifest('mfe-public', path.join(staticDir, 'mfe-public'));
    deployApp(fakeBuild(root, [LOGIN]), path.join(staticDir, 'shell'), 3);
    t = await createTestApp('pglite', {
      env: { NODE_ENV: 'production', DATABASE_URL: 'postgres://unused.invalid/db', ALLOW_LOCAL_MAIL: 'true', STATIC_DIR: staticDir },
    });
    customer = await createUserAndLogin(t, { role: 'customer' });
    admin = await createUserAndLogin(t, { role: 'admin' });
  });
  afterAll(async () => {
    await t?.close();
    rmSync(root, { recursive: true, force: true });
  });

  it("answers a document of an app's manifest by its id, for a visitor and a customer alike", async () => {
    const id = startingPrice.params.id!;
    expect(startingPrice.params.text).toBeNull();
    for (const headers of [{}, bearer(customer.token)]) {
      const answer = await post(t, { documentId: id, variables: {} }, headers);
      expect(answer.status).toBe(200);
      expect(typeof answer.body.data?.startingMealPrice).toBe('number');
    }
    const prefixed = await post(t, { documentId: `sha256:${id}` });
    expect(prefixed.status).toBe(200);
  });

  it('refuses a browser session or a visitor sending another document, or an unknown id, with a 400 that says why', async () => {
    const login = await t.rest('POST', '/auth/login', { email: customer.email, password: customer.password });
    const cookie = cookiePair(login.setCookies.find((c) => c.startsWith('refresh_token=')));
    expectRefused(await post(t, { query: RAW }));
    expectRefused(await post(t, { query: RAW }, bearer(customer.token)));
    expectRefused(await post(t, { query: RAW }, { cookie }));
    // The GraphiQL marker alone is no pass: it takes a staff sign-in.
    expectRefused(await post(t, { query: RAW }, { ...bearer(customer.token), [GRAPHIQL_HEADER]: '1' }));
    expectRefused(await post(t, { query: RAW }, bearer(admin.token)));
    expectRefused(await post(t, { documentId: sha256('{ viewer { email } }') }, bearer(customer.token)));
    expectRefused(await post(t, { documentId: 'not-an-id' }));
    // Nothing of the schema leaks before the refusal: a bad field gets the same answer.
    expectRefused(await post(t, { query: '{ noSuchField }' }));
    // A forged token gets the 401 the client refreshes on, not the document's errors.
    const forged = await post(t, { query: RAW }, { ...bearer('eyJ.forged.token'), [GRAPHIQL_HEADER]: '1' });
    expect(forged.status).toBe(401);
  });

  it('accepts any document from signed-in staff in GraphiQL and from an API key', async () => {
    const graphiql = { ...bearer(admin.token), [GRAPHIQL_HEADER]: '1' };
    const staff = await post(t, { query: RAW }, graphiql);
    expect(staff.status).toBe(200);
    expect(typeof staff.body.data?.startingMealPrice).toBe('number');

    const made = await post(t, { query: CREATE_KEY, variables: { input: { name: 'Trusted documents key', role: 'readonly' } } }, graphiql);
    expect(made.body.errors).toBeUndefined();
    const key = (made.body.data?.createApiKey as { key: string }).key;
    const byKey = await post(t, { query: RAW }, bearer(key));
    expect(byKey.status).toBe(200);
    expect(typeof byKey.body.data?.startingMealPrice).toBe('number');
    // A made-up key is refused as a key (401), not run.
    const fake = await post(t, { query: RAW }, bearer(`${key.slice(0, -4)}zzzz`));
    expect(fake.status).toBe(401);
  });

  it("runs the REST facade's own documents for anyone", async () => {
    const answer = await t.rest('POST', '/auth/login', { email: customer.email, password: customer.password });
    expect(answer.status).toBe(200);
  });

  it("picks up a deployed app's new manifest without a restart, and keeps an earlier build's documents until they are dropped", async () => {
    const admins = path.join(staticDir, 'mfe-admin');
    const oldDoc = 'query OldBuild { startingMealPrice }';
    const newDoc = 'query NewBuild { startingMealPrice }';
    // The admin's first build, deployed a while ago.
    deployApp(fakeBuild(root, [oldDoc]), admins, 1, new Date('2026-01-01T00:00:00Z'));
    t.clock.advance(REFRESH_MS);
    expect((await post(t, { documentId: sha256(oldDoc) })).status).toBe(200);

    // Its next build: the new id is unknown until it is deployed.
    expectRefused(await post(t, { documentId: sha256(newDoc) }));
    deployApp(fakeBuild(root, [newDoc]), admins, 1);
    // A look at the folder happens at most once every few seconds.
    expectRefused(await post(t, { documentId: sha256(newDoc) }));
    t.clock.advance(RESCAN_AFTER_UNKNOWN_MS);
    expect((await post(t, { documentId: sha256(newDoc) })).status).toBe(200);
    // The first build's manifest survived the deploy's pruning (--keep 1): an open tab still works.
    expect(readdirSync(path.join(admins, 'trusted-documents'))).toHaveLength(2);
    expect((await post(t, { documentId: sha256(oldDoc) })).status).toBe(200);

    // Dropped: forgotten on the gateway's next look; the current build's manifest stays.
    const dropped = dropDocuments(staticDir, 'mfe-admin', new Date('2026-02-01T00:00:00Z'));
    expect(dropped.dropped).toHaveLength(1);
    expect(dropped.kept).toHaveLength(1);
    t.clock.advance(REFRESH_MS);
    expectRefused(await post(t, { documentId: sha256(oldDoc) }));
    expect((await post(t, { documentId: sha256(newDoc) })).status).toBe(200);
    // A date after every deploy still leaves the current build's documents.
    expect(dropDocuments(staticDir, 'mfe-admin', new Date(Date.now() + 86_400_000)).dropped).toEqual([]);
  });
});

describe('TRUSTED_DOCUMENTS', () => {
  const base = { JWT_SECRET: 'test-secret-test-secret-test-secret-123', CODE_SECRET: 'x'.repeat(32), DATA_DIR: 'memory://' };
  const production = { ...base, NODE_ENV: 'production', DATABASE_URL: 'postgres://unused.invalid/x', PUBLIC_URL: 'https://x.example', ALLOW_LOCAL_MAIL: 'true' };

  it('is on in production, off elsewhere, either way when set', () => {
    expect(loadConfig(production).trustedDocuments).toBe(true);
    expect(loadConfig({ ...base, NODE_ENV: 'development' }).trustedDocuments).toBe(false);
    expect(loadConfig({ ...production, TRUSTED_DOCUMENTS: 'false' }).trustedDocuments).toBe(false);
    expect(loadConfig({ ...base, TRUSTED_DOCUMENTS: 'true' }).trustedDocuments).toBe(true);
  });
});

describe('trusted documents outside production', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t?.close());

  it('accepts any document from anyone, and still answers an id of the apps', async () => {
    const customer = await createUserAndLogin(t, { role: 'customer' });
    for (const headers of [{}, bearer(customer.token)]) {
      const answer = await post(t, { query: RAW }, headers);
      expect(answer.status).toBe(200);
      expect(typeof answer.body.data?.startingMealPrice).toBe('number');
    }
    // The dev servers send ids: the apps' own manifests in the repository are read outside production.
    const byId = await post(t, { documentId: startingPrice.params.id });
    expect(byId.status).toBe(200);
    expectRefused(await post(t, { documentId: sha256('{ nothing }') }));
  });
});
