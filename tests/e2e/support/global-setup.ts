// Once per Playwright run: a gateway migrates and seeds an empty data folder (the demo admin, the
// demo customers and dishes with their pictures) and stops; every spec file's gateway then starts
// on a copy of that folder (support/gateway.ts).
//
// The template's kitchen takes changes to a day's meals until 23:59 of that day (every meal's
// cut-off): the browser tests put meals on today's routine at whatever time of day the suite runs,
// and expect them on today's lists, which a meal locked into the ledger at its real cut-off would
// no longer take. The ledger's locking is tested against a fixed clock (tests/api/meals.test.ts);
// the rider's spec sets the cut-offs it needs.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startGateway } from './gateway';
import { DEMO_ADMIN } from './index';

/** A GraphQL call to the template's gateway; throws on any error. */
async function call(url: string, query: string, variables: Record<string, unknown>, token?: string): Promise<any> {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  });
  const body = (await response.json()) as { data?: any; errors?: unknown[] };
  if (body.errors) throw new Error(`global setup: ${JSON.stringify(body.errors)}`);
  return body.data;
}

/** Every meal's cut-off at 23:59 of its day, set as the demo admin. */
async function lateCutoffs(url: string): Promise<void> {
  const { login } = await call(url, 'mutation($i: LoginInput!) { login(input: $i) { accessToken } }', {
    i: { email: DEMO_ADMIN.email, password: DEMO_ADMIN.password },
  });
  const late = { time: '23:59', dayBefore: false };
  await call(
    url,
    'mutation($i: MealCutoffsInput!) { updateMealCutoffs(input: $i) { mealCutoffs { lunch { time } } } }',
    { i: { breakfast: late, lunch: late, dinner: late } },
    login.accessToken,
  );
}

export default async function globalSetup(): Promise<() => void> {
  const template = mkdtempSync(path.join(tmpdir(), 'freshmeals-e2e-template-'));
  const gateway = await startGateway({ dataDir: template, staticDir: process.env.E2E_STATIC_DIR ?? 'dist' });
  try {
    await lateCutoffs(gateway.url);
  } finally {
    await gateway.stop();
  }
  process.env.E2E_TEMPLATE_DIR = template;
  return () => rmSync(template, { recursive: true, force: true });
}
