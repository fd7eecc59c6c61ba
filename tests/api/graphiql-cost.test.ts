// @vitest-environment happy-dom
// @vitest-environment-options {"url":"http://localhost:4000/graphql"}
// GraphiQL shows the last query's cost: the page script (gateway/graphiql/session.js) reads
// extensions.cost off each answer GraphiQL gets from /graphql and writes it in the bar above the
// editor, with an API key's budget when the answer has one; GraphiQL's own schema introspection
// does not replace it. Run here on a page shaped as the gateway serves it, against a stand-in server.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it, vi } from 'vitest';

// A path, not a file: URL (happy-dom's URL stands in for node's here).
const SCRIPT = readFileSync(join(import.meta.dirname, '../../gateway/graphiql/session.js'), 'utf8');

type Answer = { body: unknown; contentType?: string };
const answers: Answer[] = [];

function respond({ body, contentType = 'application/graphql-response+json; charset=utf-8' }: Answer): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': contentType } });
}

async function run(query: string, answer: Answer): Promise<void> {
  answers.push(answer);
  const response = await window.fetch('http://localhost:4000/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  // GraphiQL reads the answer itself: the script must leave it unread.
  expect(await response.json()).toEqual(answer.body);
}

const costLine = () => document.getElementById('fm-cost-status')!.textContent;

describe('GraphiQL shows the cost of the last query', () => {
  beforeAll(() => {
    document.body.innerHTML = `<div id="fm-bar"><p id="fm-session-status" role="status">Checking your session…</p>
      <p id="fm-cost-status" role="status"></p></div><div id="root"></div>
      <script type="application/json" id="graphiql-config">{"workers":{},"graphiql":{}}</script>`;
    // The session refresh finds no session; every other call gets the next stand-in answer.
    window.fetch = vi.fn(async (_input: RequestInfo | URL, init?: RequestInit) => {
      if (String(init?.body).includes('GraphiQLSession')) return respond({ body: { data: { refreshToken: null } } });
      return respond(answers.shift()!);
    }) as typeof fetch;
    (window as unknown as { YogaGraphiQL: unknown }).YogaGraphiQL = { renderYogaGraphiQL: () => undefined };
    new Function(SCRIPT)();
  });

  it('shows requested and actual cost, and an API key’s budget when the answer has one', async () => {
    await run('{ dishes(first: 10) { edges { node { id } } } }', {
      body: { data: { dishes: { edges: [] } }, extensions: { cost: { requestedQueryCost: 31, actualQueryCost: 24 } } },
    });
    await vi.waitFor(() => expect(costLine()).toBe('Last query cost: 24 actual, 31 requested'));

    await run('{ dishes(first: 1) { totalCount } }', {
      body: {
        data: { dishes: { totalCount: 3 } },
        extensions: { cost: { requestedQueryCost: 20, actualQueryCost: 20, throttleStatus: { maximumAvailable: 10000, currentlyAvailable: 9949, resetInSeconds: 42 } } },
      },
      contentType: 'application/json; charset=utf-8',
    });
    await vi.waitFor(() => expect(costLine()).toBe('Last query cost: 20 actual, 20 requested · API key budget: 9949 of 10000 points left, renews in 42 s'));
  });

  it('says a refused query did not run, and leaves the line alone for GraphiQL’s introspection', async () => {
    await run('{ dishes(first: 100) { totalCount } }', {
      body: {
        errors: [{ message: 'This request costs 20 points …', extensions: { code: 'RATE_LIMITED' } }],
        extensions: { cost: { requestedQueryCost: 20, actualQueryCost: null, throttleStatus: { maximumAvailable: 1000, currentlyAvailable: 5, resetInSeconds: 9 } } },
      },
    });
    await vi.waitFor(() => expect(costLine()).toBe('Last query cost: not run, 20 requested · API key budget: 5 of 1000 points left, renews in 9 s'));

    await run('query IntrospectionQuery { __schema { queryType { name } } }', {
      body: { data: { __schema: { queryType: { name: 'Query' } } }, extensions: { cost: { requestedQueryCost: 0, actualQueryCost: 0 } } },
    });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(costLine()).toBe('Last query cost: not run, 20 requested · API key budget: 5 of 1000 points left, renews in 9 s');

    // An answer without a cost (a document that did not validate) clears the line.
    await run('{ nope }', { body: { errors: [{ message: 'Cannot query field "nope" on type "Query".' }] } });
    await vi.waitFor(() => expect(costLine()).toBe(''));
  });
});
