// What ops/ ships for an operator: Prometheus' configuration and alert rules pass promtool's checks
// and the rules' own unit tests (alerts.test.yml), the Grafana dashboard is well formed, and every
// metric the rules and the dashboard query is one a gateway really serves at /metrics, so a renamed
// metric cannot leave an alert silently watching nothing. promtool is Debian's `prometheus` package.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/app.ts';
import { dbKinds } from '../support/db.ts';

const OPS = 'ops';
const RULES = `${OPS}/prometheus/alerts.yml`;
const DASHBOARD = `${OPS}/grafana/dashboards/freshmeals.json`;

function promtool(...args: string[]) {
  const run = spawnSync('promtool', args, { encoding: 'utf8', cwd: `${OPS}/prometheus` });
  if (run.error) throw new Error(`promtool could not run (${run.error.message}): install Debian's prometheus package (apt-get install prometheus)`);
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

interface Panel {
  type: string;
  title: string;
  id: number;
  datasource?: { uid: string };
  targets?: { expr: string; refId: string }[];
}
const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as { uid: string; title: string; panels: Panel[] };
const queries = dashboard.panels.flatMap((panel) => (panel.targets ?? []).map((target) => target.expr));

/** The metric families a PromQL text names (a histogram's _bucket, _sum and _count are its family). */
function familiesIn(text: string): string[] {
  const names = text.match(/\b(?:freshmeals|process|nodejs)_[a-z0-9_]+/g) ?? [];
  return [...new Set(names.map((name) => name.replace(/_(bucket|sum|count)$/, '')))].sort();
}

describe('ops: Prometheus rules and the Grafana dashboard', () => {
  it('the alert rules and the scrape configuration pass promtool check', () => {
    const rules = promtool('check', 'rules', 'alerts.yml');
    expect(rules.output).toContain('SUCCESS: 7 rules found');
    expect(rules.status).toBe(0);
    const config = promtool('check', 'config', '--syntax-only', 'prometheus.yml');
    expect(config.output).toContain('SUCCESS');
    expect(config.status).toBe(0);
  });

  it('each alert fires on the traffic it is written for and not before (promtool test rules)', () => {
    const tests = promtool('test', 'rules', 'alerts.test.yml');
    expect(tests.output).toContain('SUCCESS');
    expect(tests.status, tests.output).toBe(0);
  });

  it('promtool test rules fails when an alert does not fire as its test expects, so the tests above can fail', () => {
    const broken = spawnSync('sh', ['-c', 'sed "s/> 600/> 6000/" alerts.yml > /tmp/ops-alerts-broken.yml && sed "s#alerts.yml#/tmp/ops-alerts-broken.yml#" alerts.test.yml > /tmp/ops-alerts-broken.test.yml'], {
      cwd: `${OPS}/prometheus`,
    });
    expect(broken.status).toBe(0);
    const run = promtool('test', 'rules', '/tmp/ops-alerts-broken.test.yml');
    expect(run.status).not.toBe(0);
    expect(run.output).toContain('FreshmealsJobQueueStale');
  });

  it('the dashboard has unique panel ids, one data source, and a query in every graph', () => {
    expect(dashboard.uid).toBe('freshmeals-gateway');
    const ids = dashboard.panels.map((panel) => panel.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const panel of dashboard.panels.filter((p) => p.type !== 'row')) {
      expect(panel.datasource?.uid, panel.title).toBe('prometheus');
      expect(panel.targets?.length, panel.title).toBeGreaterThan(0);
    }
    expect(queries.length).toBeGreaterThan(15);
  });

  describe.each(dbKinds)('against a gateway on %s', (kind) => {
    // PGlite is one connection in the process: there is no pool to report.
    const absent = kind === 'pglite' ? ['freshmeals_db_pool_connections'] : [];
    let t: TestApp;
    let served: Set<string>;

    beforeAll(async () => {
      t = await createTestApp(kind);
      // One request of each kind, so that the families with labels have samples.
      await t.gql('query Dishes { dishes(first: 1) { totalCount } }');
      const response = await t.app.fetch(new Request('http://localhost:4000/metrics'));
      expect(response.status).toBe(200);
      const text = await response.text();
      served = new Set([...text.matchAll(/^# TYPE (\S+) /gm)].map((match) => match[1]));
    });
    afterAll(async () => {
      await t?.close();
    });

    it('every metric the alert rules query is served at /metrics', () => {
      const used = familiesIn(readFileSync(RULES, 'utf8'));
      expect(used.length).toBeGreaterThan(5);
      expect(used.filter((name) => !served.has(name))).toEqual(absent.filter((name) => used.includes(name)));
    });

    it('every metric the dashboard queries is served at /metrics', () => {
      const used = familiesIn(queries.join('\n'));
      expect(used.length).toBeGreaterThan(10);
      expect(used.filter((name) => !served.has(name))).toEqual(absent);
    });
  });
});
