// `npx tsx bench/rest-facade.ts`: what the REST facade costs over GraphQL, in-process on PGlite (no
// PostgreSQL, no sockets): the gateway's fetch handler answers `GET /server/api/v1/dishes` and the
// same document through `POST /graphql`, each REQUESTS times with CONCURRENCY in flight, for an admin
// (the route is staff-only). Prints requests/s and the p50/p99 latency of each.
// BENCH_REQUESTS (default 2000), BENCH_CONCURRENCY (default 10) and BENCH_ROUNDS (default 3) tune
// the run; it is bounded by them and stops by itself.
import { performance } from 'node:perf_hooks';
import { routeContract } from '../gateway/rest/facade.ts';
import { restRoutes } from '../gateway/rest/routes/index.ts';
import { createTestApp } from '../tests/support/app.ts';
import { createUserAndLogin } from '../tests/support/users.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS || 2000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY || 10);
const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const DISHES = 30;

const t = await createTestApp('pglite');
try {
  const admin = await createUserAndLogin(t, { role: 'admin' });
  const category = await t.gql(`mutation { createDishCategory(name: "Bowls") { categoryId } }`, {}, { token: admin.token });
  const categoryId = category.data.createDishCategory.categoryId as number;
  for (let i = 0; i < DISHES; i++) {
    const made = await t.gql(
      `mutation($input: CreateDishInput!) { createDish(input: $input) { dishId } }`,
      { input: { name: `Bench Bowl ${i}`, description: 'Rice, dal and greens.', type: 'veg', dishCategoryId: categoryId } },
      { token: admin.token },
    );
    if (made.errors) throw new Error(`seeding failed: ${made.errors[0]!.message}`);
  }

  const route = restRoutes.find((r) => r.method === 'GET' && r.path === '/dishes')!;
  const document = routeContract(route).shape.document;
  const headers = { authorization: `Bearer ${admin.token}`, 'x-forwarded-for': '127.0.0.1' };
  const targets = {
    'REST GET /dishes': () => t.app.fetch('http://localhost/server/api/v1/dishes', { headers }),
    'GraphQL RestDishes': () =>
      t.app.fetch('http://localhost/graphql', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', accept: 'application/graphql-response+json' },
        body: JSON.stringify({ query: document, variables: { first: 10 } }),
      }),
  };

  async function measure(send: () => Response | Promise<Response>) {
    const times: number[] = [];
    let next = 0;
    const worker = async () => {
      while (next < REQUESTS) {
        next++;
        const started = performance.now();
        const response = await send();
        const body = await response.text();
        if (response.status !== 200) throw new Error(`answered ${response.status}: ${body.slice(0, 200)}`);
        times.push(performance.now() - started);
      }
    };
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    const seconds = (performance.now() - started) / 1000;
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!;
    return { rps: Math.round(times.length / seconds), p50: +at(0.5).toFixed(2), p99: +at(0.99).toFixed(2) };
  }

  // A warm-up of each first (caches, JIT), then ROUNDS interleaved runs, so that a busy machine
  // slows both targets alike; each round is printed, then the median round of each target.
  for (const send of Object.values(targets)) await measure(send);
  const rows: Record<string, { rps: number; p50: number; p99: number }[]> = {};
  for (let round = 0; round < ROUNDS; round++) {
    for (const [name, send] of Object.entries(targets)) (rows[name] ??= []).push(await measure(send));
  }
  console.log(`${REQUESTS} requests each, ${CONCURRENCY} in flight, ${ROUNDS} rounds, PGlite, ${DISHES} dishes, page of 10`);
  const median = (list: number[]) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)]!;
  console.table(
    Object.fromEntries(
      Object.entries(rows).map(([name, runs]) => [
        name,
        {
          'requests/s': median(runs.map((r) => r.rps)),
          'p50 ms': median(runs.map((r) => r.p50)),
          'p99 ms': median(runs.map((r) => r.p99)),
          rounds: runs.map((r) => r.rps).join(' / '),
        },
      ]),
    ),
  );
} finally {
  await t.close();
}
