// `npm run bench:ledger` (and the second half of `npm run bench`): the meal ledger at the size of a
// large kitchen, on a throwaway PostgreSQL (scripts/with-postgres.sh starts one with
// pg_stat_statements loaded).
//
// A kitchen of 12,000 customers eating 30,000 meals a day (8,000 breakfasts, 12,000 lunches, 10,000
// dinners, every day of the week), beside a small one of 1,200 with the same shares. On the large one:
// 1. Locking today's meals into the ledger (lockMeals, breakfast, lunch and dinner in turn).
// 2. Through a gateway configured as in production, signed in as an admin, with every cut-off
//    passed so that each screen reads the ledger: the dispatch list of today's lunch as the console
//    asks it, the week's summary (the console's home), and the production sheet of today's lunch,
//    each asked REQUESTS times in a row.
// 3. 'Deduct all' for today's 12,000 lunches, pressed 5 times at once: how long until every lunch
//    is charged, and that each is charged exactly once (one deduction, one debit, the balance down by
//    the meal's price once).
// 4. The SQL statements of one request of each screen, on both kitchens: they must not grow with
//    the number of customers.
//
// Prints a table with the targets and writes everything to bench/results/ledger-<time>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import dispatchList from '../mfe-admin/src/pages/dispatch/__generated__/dispatchListQuery.graphql.ts';
import deductAll from '../mfe-admin/src/pages/dispatch/components/__generated__/DispatchToolbarDeductAllMutation.graphql.ts';
import homeSummary from '../mfe-admin/src/pages/home/__generated__/homeSummaryQuery.graphql.ts';
import productionSheet from '../mfe-admin/src/pages/production/__generated__/productionSheetQuery.graphql.ts';
import loginPage from '../mfe-public/src/pages/__generated__/LoginPageMutation.graphql.ts';
import { MEALS } from '@freshmeals/rules/routines';
import { openDatabase } from '../prisma/database.ts';
import { hashPassword } from '../schema/auth/password.ts';
import { deductionNote } from '../schema/dispatch/deduct.ts';
import { lockMeals } from '../schema/meals/ledger.ts';
import { businessDate } from '../schema/time.ts';
import { ADMIN, createBenchDatabase, gatewayEnv, graphql, percentiles, send, statements, text, type Request } from './client.ts';
import { freePort, root, startGateway, stop } from './gateway.ts';
import { CUSTOMER_PASSWORD, seedVolume } from './volume.ts';

const TIME_ZONE = 'Asia/Kolkata';
/** Customers of the large kitchen; the small one has a tenth. */
const CUSTOMERS = 12_000;
/** Times each screen is asked in a row for its latencies. */
const REQUESTS = Number(process.env.BENCH_LEDGER_REQUESTS || 20);
/** 'Deduct all' pressed this many times at once. */
const CLICKS = 5;
/** How long the bench waits for every lunch to be charged. */
const DEDUCT_WAIT_MS = 10 * 60_000;

const TARGETS = {
  lockDayMs: 10_000,
  dispatchP99Ms: 100,
  deductAllMs: 120_000,
  screenP99Ms: 300,
};

interface Kitchen {
  name: 'small' | 'large';
  database: string;
  url: string;
  db: pg.Pool;
}

async function createKitchen(adminPool: pg.Pool, name: Kitchen['name']): Promise<Kitchen> {
  const database = `bench_ledger_${name}`;
  const { url, db } = await createBenchDatabase(adminPool, database);
  return { name, database, url: url.href, db };
}

/**
 * The routine of a busy kitchen, every day of the week: lunch for every customer, breakfast for two
 * in three, dinner for five in six; and enough credit for a month of it, so that every meal can be
 * charged. Replaces what bench/volume.ts planned (lunch on weekdays, a few skips today).
 */
async function seedRoutines(db: pg.Pool): Promise<void> {
  await db.query(`DELETE FROM "Skip"`);
  await db.query(`DELETE FROM "RoutineSlot"`);
  await db.query(
    `INSERT INTO "RoutineSlot" ("userId", "weekday", "meal", "hour", "type", "snacks", "drinks", "proteinMultiplier")
     SELECT u.id, d.weekday::"Weekday", m.meal::"Meal", m.hour,
            (ARRAY['veg', 'egg', 'chicken'])[1 + u.id % 3]::"MealCategory", u.id % 4 = 0, u.id % 5 = 0, u.id % 3
     FROM "User" u
     CROSS JOIN unnest(ARRAY['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday']) AS d(weekday)
     CROSS JOIN (VALUES ('breakfast', 8), ('lunch', 13), ('dinner', 20)) AS m(meal, hour)
     WHERE u.role = 'customer'
       AND (m.meal = 'lunch' OR (m.meal = 'breakfast' AND u.id % 3 <> 0) OR (m.meal = 'dinner' AND u.id % 6 <> 0))`,
  );
  await db.query(`UPDATE "User" SET "creditPaise" = 10000000 WHERE role = 'customer'`);
  // Every cut-off passed: today's meals are read from the ledger.
  const passed = { time: '00:00', dayBefore: true };
  await db.query(
    `INSERT INTO "Setting" ("key", "value", "updatedAt") VALUES ('mealCutoffs', $1, now())
     ON CONFLICT ("key") DO UPDATE SET "value" = EXCLUDED."value"`,
    [JSON.stringify({ breakfast: passed, lunch: passed, dinner: passed })],
  );
  await db.query('ANALYZE');
}

/** Latencies of `request` asked `times` in a row; fails on any error, since a fast error proves nothing. */
async function latencies(port: number, request: Request, times: number, what: string): Promise<{ p50Ms: number; p99Ms: number; bytes: number }> {
  const taken: number[] = [];
  let bytes = 0;
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    const response = await fetch(`http://127.0.0.1:${port}${request.path}`, request);
    const body = await response.text();
    taken.push(performance.now() - started);
    bytes = body.length;
    if (response.status !== 200 || body.includes('"errors"')) throw new Error(`${what} answered ${response.status}: ${body.slice(0, 300)}`);
  }
  const at = percentiles(taken);
  return { p50Ms: at(0.5), p99Ms: at(0.99), bytes };
}

async function signIn(port: number): Promise<string> {
  const login = await send(port, graphql(text(loginPage), { input: ADMIN }));
  const token = (login.body as { data?: { login?: { accessToken?: string } } }).data?.login?.accessToken;
  if (!token) throw new Error(`the bench admin could not sign in: ${JSON.stringify(login.body)}`);
  return token;
}

function screens(token: string, today: string): Record<string, Request> {
  return {
    // As the console asks it: its first page of 50 rows, with the whole list's counts.
    'dispatch list, lunch': graphql(text(dispatchList), { meal: 'lunch', date: today, withMoney: true, first: 50, after: null }, token),
    "the week's summary": graphql(text(homeSummary), {}, token),
    'production sheet, lunch': graphql(text(productionSheet), { meal: 'lunch', date: today }, token),
  };
}

async function main(): Promise<void> {
  if (!process.env.TEST_PG_URL) throw new Error('TEST_PG_URL is not set: run `npm run bench:ledger`, which starts a throwaway PostgreSQL');
  const started = Date.now();
  const adminPool = new pg.Pool({ connectionString: process.env.TEST_PG_URL, max: 1 });
  const passwordHash = await hashPassword(CUSTOMER_PASSWORD);
  const kitchens: Kitchen[] = [];
  const gateways: Awaited<ReturnType<typeof startGateway>>[] = [];
  try {
    const today = businessDate(new Date(), TIME_ZONE);
    const counts: Record<string, Record<Kitchen['name'], number>> = {};
    const figures: Record<string, unknown> = {};
    for (const name of ['small', 'large'] as const) {
      const customers = name === 'large' ? CUSTOMERS : CUSTOMERS / 10;
      process.stdout.write(`seeding the ${name} kitchen (${customers} customers)…\n`);
      const kitchen = await createKitchen(adminPool, name);
      kitchens.push(kitchen);
      // The gateway migrates the empty database and makes the admin; the bench fills it after.
      const port = await freePort();
      const gateway = await startGateway(port, gatewayEnv(kitchen.url, { VIEWER_CACHE_MS: '0', JOB_WORKER: 'false' }));
      gateways.push(gateway);
      await seedVolume(kitchen.db, { dishes: 60, customers, transactions: customers }, passwordHash);
      await seedRoutines(kitchen.db);
      const planned = await kitchen.db.query<{ meal: string; count: string }>(
        `SELECT meal::text, count(*) FROM "RoutineSlot" WHERE weekday = lower(to_char($1::date, 'FMDay'))::"Weekday" GROUP BY meal`,
        [today],
      );
      figures[`${name}: meals planned today`] = Object.fromEntries(planned.rows.map((row) => [row.meal, Number(row.count)]));

      // 1. Today's meals into the ledger, as the lock job (or the first reader after a cut-off) does.
      const database = await openDatabase({ databaseUrl: kitchen.url });
      const lockMs: Record<string, number> = {};
      try {
        for (const meal of MEALS) {
          const lockStarted = performance.now();
          if (!(await lockMeals(database.prisma, today, meal, new Date()))) throw new Error(`${meal} of ${today} was locked already`);
          lockMs[meal] = Math.round(performance.now() - lockStarted);
        }
      } finally {
        await database.close();
      }
      figures[`${name}: lock ms`] = lockMs;
      const recorded = await kitchen.db.query<{ count: string }>(`SELECT count(*) FROM "MealRecord" WHERE date = $1::date`, [today]);
      figures[`${name}: meals in the ledger today`] = Number(recorded.rows[0]!.count);

      // 4. Statements per request, on a gateway that reads the viewer every time.
      const token = await signIn(port);
      for (const [screen, request] of Object.entries(screens(token, today))) {
        counts[screen] = { ...counts[screen], [name]: (await statements(kitchen.db, kitchen.database, port, request)).first } as Record<Kitchen['name'], number>;
      }
      await stop(gateway);
      gateways.pop();
    }

    // 2. and 3. on the large kitchen, through a gateway as in production.
    const large = kitchens.find((kitchen) => kitchen.name === 'large')!;
    const port = await freePort();
    const gateway = await startGateway(port, gatewayEnv(large.url, { JOB_WORKER: 'false' }));
    gateways.push(gateway);
    const token = await signIn(port);
    process.stdout.write(`reading the screens ${REQUESTS} times each…\n`);
    const screenFigures: Record<string, { p50Ms: number; p99Ms: number; bytes: number }> = {};
    for (const [screen, request] of Object.entries(screens(token, today))) {
      await latencies(port, request, 2, screen);
      screenFigures[screen] = await latencies(port, request, REQUESTS, screen);
    }

    process.stdout.write(`'Deduct all' for today's lunches, ${CLICKS} clicks at once…\n`);
    const lunches = Number((await large.db.query<{ count: string }>(`SELECT count(*) FROM "MealRecord" WHERE date = $1::date AND meal = 'lunch' AND state = 'locked'`, [today])).rows[0]!.count);
    const before = await large.db.query<{ total: string }>(`SELECT sum("creditPaise") AS total FROM "User" WHERE role = 'customer'`);
    const deductStarted = performance.now();
    const clicks = Array.from({ length: CLICKS }, async () => {
      const response = await fetch(`http://127.0.0.1:${port}/graphql`, graphql(text(deductAll), { meal: 'lunch', date: today }, token));
      const body = (await response.json()) as { data?: { deductAll?: { charged: number; failed: unknown[] } }; errors?: { message: string }[] };
      return { status: response.status, ms: Math.round(performance.now() - deductStarted), charged: body.data?.deductAll?.charged ?? null, failed: body.data?.deductAll?.failed.length ?? null, error: body.errors?.[0]?.message ?? null };
    });
    const answers = await Promise.all(clicks);
    // A click's answer may come before the charging ends (the request is cut at the gateway's
    // execution limit while its resolver goes on): the figure is the time until every lunch is charged.
    let charged = 0;
    while (performance.now() - deductStarted < DEDUCT_WAIT_MS) {
      charged = Number((await large.db.query<{ count: string }>(`SELECT count(*) FROM "Deduction" WHERE date = $1::date AND meal = 'lunch'`, [today])).rows[0]!.count);
      if (charged >= lunches) break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    const deductAllMs = Math.round(performance.now() - deductStarted);
    // Let any click still charging finish before the checks read the balances.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const once = await large.db.query<{ deductions: string; users: string; debits: string; charged: string; twice: string }>(
      `SELECT count(*) AS deductions, count(DISTINCT d."userId") AS users, count(DISTINCT d."transactionId") AS debits,
              COALESCE(sum(d."amountPaise"), 0) AS charged,
              (SELECT count(*) FROM (SELECT t."userId" FROM "CreditTransaction" t WHERE t.type = 'debit' AND t.note = $2
                 GROUP BY t."userId" HAVING count(*) > 1) AS doubled) AS twice
       FROM "Deduction" d WHERE d.date = $1::date AND d.meal = 'lunch'`,
      [today, deductionNote('lunch', today)],
    );
    const after = await large.db.query<{ total: string }>(`SELECT sum("creditPaise") AS total FROM "User" WHERE role = 'customer'`);
    const row = once.rows[0]!;
    const exactlyOnce =
      Number(row.deductions) === lunches &&
      Number(row.users) === lunches &&
      Number(row.debits) === lunches &&
      Number(row.twice) === 0 &&
      BigInt(before.rows[0]!.total) - BigInt(after.rows[0]!.total) === BigInt(row.charged);

    const lockDayMs = Object.values(figures['large: lock ms'] as Record<string, number>).reduce((sum, ms) => sum + ms, 0);
    const constant = Object.values(counts).every((count) => count.small === count.large);
    const rows = Object.entries(screenFigures).map(([screen, figure]) => ({
      screen,
      'p50 ms': figure.p50Ms,
      'p99 ms': figure.p99Ms,
      'answer KB': Math.round(figure.bytes / 1024),
      'SQL small': counts[screen]!.small,
      'SQL large': counts[screen]!.large,
    }));
    const checks = [
      { target: `locking a day's ${Object.values(figures['large: meals planned today'] as object).reduce((a: number, b: number) => a + b, 0)} meals <= ${TARGETS.lockDayMs / 1000} s`, figure: `${(lockDayMs / 1000).toFixed(1)} s (${JSON.stringify(figures['large: lock ms'])})`, met: lockDayMs <= TARGETS.lockDayMs },
      { target: `dispatch list, first page: p99 <= ${TARGETS.dispatchP99Ms} ms`, figure: `${screenFigures['dispatch list, lunch']!.p99Ms} ms (the console's first page: 50 of ${lunches} rows, with the whole list's counts)`, met: screenFigures['dispatch list, lunch']!.p99Ms <= TARGETS.dispatchP99Ms },
      ...["the week's summary", 'production sheet, lunch'].map((screen) => ({
        target: `${screen}: p99 <= ${TARGETS.screenP99Ms} ms`,
        figure: `${screenFigures[screen]!.p99Ms} ms`,
        met: screenFigures[screen]!.p99Ms <= TARGETS.screenP99Ms,
      })),
      {
        target: `'Deduct all' for ${lunches} lunches, ${CLICKS} clicks at once: every lunch charged <= ${TARGETS.deductAllMs / 1000} s`,
        figure: `${charged} of ${lunches} charged after ${(deductAllMs / 1000).toFixed(1)} s; the clicks answered ${answers.map((a) => `${a.status} in ${(a.ms / 1000).toFixed(1)} s`).join(', ')}`,
        met: charged >= lunches && deductAllMs <= TARGETS.deductAllMs,
      },
      { target: 'each lunch charged exactly once (one deduction, one debit, the balances down by the sum once)', figure: exactlyOnce ? 'yes' : JSON.stringify(row), met: exactlyOnce },
      { target: 'SQL per request constant in the number of customers', figure: constant ? 'constant' : 'grows', met: constant },
    ];
    console.table(rows);
    console.table(checks.map((check) => ({ ...check, met: check.met ? 'yes' : 'NO' })));
    const out = path.join(root, 'bench/results');
    mkdirSync(out, { recursive: true });
    const file = path.join(out, `ledger-${new Date().toISOString().replace(/[:.]/g, '-')}.json`);
    const machine = { cpus: cpus().length, cpu: cpus()[0]?.model, node: process.version };
    writeFileSync(file, `${JSON.stringify({ at: new Date().toISOString(), machine, today, figures, rows, answers, checks }, null, 2)}\n`);
    process.stdout.write(`written to ${path.relative(root, file)} in ${Math.round((Date.now() - started) / 1000)} s\n`);
  } finally {
    for (const gateway of gateways) await stop(gateway);
    for (const kitchen of kitchens) await kitchen.db.end();
    await adminPool.end();
  }
}

await main();
