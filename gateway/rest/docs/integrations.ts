// The integrations guide at GET /server/api/v1/docs/integrations: API keys, webhooks, idempotency
// keys, trusted documents, cost and limits, and the deprecation policy, on one plain HTML page (no
// script, no file from elsewhere). Its numbers, names and lists come from the modules that enforce
// them (the shared rules, the gateway's limits, the REST routes, the schema), so the guide cannot
// drift from what the API does.
import { isInputObjectType, isNonNullType, type GraphQLSchema } from 'graphql';
import { API_KEY_COST_PER_MINUTE, API_KEY_MESSAGES, API_KEY_ROLE_LABELS, API_KEY_ROLES } from '@freshmeals/rules/api-keys';
import {
  WEBHOOK_DISABLE_AFTER_MS,
  WEBHOOK_EVENT_DESCRIPTIONS,
  WEBHOOK_EVENT_TYPES,
  WEBHOOK_RETRY_FOR_MS,
  WEBHOOK_SIGNATURE_HEADER,
  WEBHOOK_TEST_EVENT,
  WEBHOOK_TIMEOUT_MS,
} from '@freshmeals/rules/webhooks';
import { DEPRECATION_EXAMPLE, DEPRECATION_NOTICE_DAYS } from '../../../schema/deprecation.ts';
import { IDEMPOTENCY_MESSAGES, IDEMPOTENCY_WINDOW_HOURS } from '../../../schema/idempotency.ts';
import { CONNECTION_COST, ROOT_FIELD_COST } from '../../query-analysis.ts';
import { GRAPHQL_LIMITS } from '../../use-query-limits.ts';
import { UNKNOWN_DOCUMENT_MESSAGE } from '../../use-trusted-documents.ts';
import type { RestRoute } from '../facade.ts';

/** The verification snippet of the README's "Webhooks" section, word for word (a test holds them equal). */
export const WEBHOOK_VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (a string), before any JSON parsing.
function verifyFreshMealsWebhook(rawBody, header, secret, toleranceSeconds = 300) {
  const { t, v1 } = Object.fromEntries(header.split(',').map((part) => part.split('=')));
  if (!t || !v1 || Math.abs(Date.now() / 1000 - Number(t)) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  const given = Buffer.from(v1, 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

/** The page's sections, in order: the id each heading links by, and its title. */
export const INTEGRATIONS_SECTIONS = [
  ['api-keys', 'API keys'],
  ['webhooks', 'Webhooks'],
  ['idempotency-keys', 'Idempotency keys'],
  ['trusted-documents', 'Trusted documents'],
  ['cost-and-limits', 'Cost and limits'],
  ['deprecation-policy', 'Deprecation policy'],
] as const;

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const code = (text: string) => `<code>${escape(text)}</code>`;
const list = (items: string[]) => items.map(code).join(', ');
const hours = (ms: number) => ms / 3_600_000;
const number = (n: number) => n.toLocaleString('en-US');

/** `PATCH /admin/users/credit`, path parameters as OpenAPI writes them. */
const restCall = (route: RestRoute, base: string) => `${route.method} ${base}${route.path.replace(/:(\w+)/g, '{$1}')}`;

/** The mutations that take an idempotency key: as an argument, or as a field of their input. */
function idempotentMutations(schema: GraphQLSchema): { argument: string[]; input: string[] } {
  const argument: string[] = [];
  const input: string[] = [];
  for (const field of Object.values(schema.getMutationType()?.getFields() ?? {})) {
    if (field.args.some((arg) => arg.name === 'idempotencyKey')) argument.push(field.name);
    else if (
      field.args.some((arg) => {
        const type = isNonNullType(arg.type) ? arg.type.ofType : arg.type;
        return isInputObjectType(type) && 'idempotencyKey' in type.getFields();
      })
    ) {
      input.push(field.name);
    }
  }
  return { argument, input };
}

export interface IntegrationsPageOptions {
  restBase: string;
  referencePath: string;
  openApiPath: string;
  routes: readonly RestRoute[];
  schema: GraphQLSchema;
}

export function integrationsPage({ restBase, referencePath, openApiPath, routes, schema }: IntegrationsPageOptions): string {
  const idempotentRoutes = routes.filter((route) => route.idempotent).map((route) => restCall(route, restBase));
  const mutations = idempotentMutations(schema);
  const eventRows = WEBHOOK_EVENT_TYPES.map((type) => `<tr><td>${code(type)}</td><td>${escape(WEBHOOK_EVENT_DESCRIPTIONS[type])}</td></tr>`).join('\n          ');
  const roleItems = API_KEY_ROLES.map((role) => `<li>${code(role)} (${escape(API_KEY_ROLE_LABELS[role])})</li>`).join('');
  const payload = JSON.stringify({ id: 'evt_…', type: 'credit.added', createdAt: '2026-11-28T09:30:00.000Z', data: { object: { '…': '…' } } }, null, 2);
  const toc = INTEGRATIONS_SECTIONS.map(([id, title]) => `<li><a href="#${id}">${title}</a></li>`).join('');

  return `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>FreshMeals API: integrations guide</title>
    <style>
      body { font: 16px/1.55 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1f2328; margin: 0; }
      main { max-width: 52rem; margin: 0 auto; padding: 1.5rem 1rem 4rem; }
      h1 { font-size: 1.8rem; margin: 0 0 .5rem; } h2 { margin-top: 2.5rem; border-bottom: 1px solid #d0d7de; padding-bottom: .3rem; }
      code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: .9em; }
      code { background: #f3f4f6; padding: .1em .3em; border-radius: 4px; overflow-wrap: anywhere; }
      pre { background: #f6f8fa; border: 1px solid #d0d7de; border-radius: 6px; padding: .8rem 1rem; overflow-x: auto; }
      pre code { background: none; padding: 0; }
      table { border-collapse: collapse; width: 100%; } th, td { text-align: left; vertical-align: top; border-bottom: 1px solid #d0d7de; padding: .4rem .5rem; }
      a { color: #0b57d0; } nav ul { padding-left: 1.2rem; }
    </style>
  </head>
  <body>
    <main>
      <h1>Integrations guide</h1>
      <p>How another system works with FreshMeals: the GraphQL API at ${code('/graphql')} and the REST API under
        ${code(restBase)} (<a href="${referencePath}">the REST reference</a>, <a href="${openApiPath}">the OpenAPI document</a>).</p>
      <nav aria-label="Sections"><ul>${toc}</ul></nav>

      <section id="api-keys" aria-labelledby="api-keys-title">
        <h2 id="api-keys-title">API keys</h2>
        <p>An admin makes a key in the console at ${code('/dashboard/api-keys')}: a name, a role and an optional last day.
          The key is shown once (“${escape(API_KEY_MESSAGES.shownOnce)}”); only its hash is kept. Roles:</p>
        <ul>${roleItems}</ul>
        <p>A key acts as the admin who made it. A read-only key reads what an admin reads, and its mutations are refused
          before they run (“${escape(API_KEY_MESSAGES.readOnly)}”); a full-admin key may run them. No key can list, make or
          revoke keys (“${escape(API_KEY_MESSAGES.keysCannotManageKeys)}”). A key stops working when it is revoked, after its
          last day, or when its maker is disabled or no longer an admin.</p>
        <p>Send it as a bearer token, to GraphQL and REST alike:</p>
        <pre><code>Authorization: Bearer fmk_…</code></pre>
      </section>

      <section id="webhooks" aria-labelledby="webhooks-title">
        <h2 id="webhooks-title">Webhooks</h2>
        <p>Instead of polling, an integration hears of what happens. Admins add endpoints at ${code('/dashboard/webhooks')}
          (a URL, the events it takes, a description); the signing secret (${code('whsec_…')}) is shown once. Events:</p>
        <table>
          <thead><tr><th scope="col">event</th><th scope="col">when</th></tr></thead>
          <tbody>
          ${eventRows}
          <tr><td>${code(WEBHOOK_TEST_EVENT)}</td><td>Sent by “Send test event”, to any endpoint whatever it subscribes to</td></tr>
          </tbody>
        </table>
        <p>Each event is written in the database transaction of the change it reports. A delivery is a ${code('POST')} of
          JSON with the headers ${list(['FreshMeals-Event-Id', 'FreshMeals-Event-Type', WEBHOOK_SIGNATURE_HEADER])}:</p>
        <pre><code>${escape(payload)}</code></pre>
        <pre><code>${escape(WEBHOOK_SIGNATURE_HEADER)}: t=&lt;unix seconds&gt;,v1=&lt;hex HMAC-SHA256 of "&lt;t&gt;.&lt;raw body&gt;" with the secret&gt;</code></pre>
        <ul>
          <li>A 2xx answer within ${WEBHOOK_TIMEOUT_MS / 1000} s (the gateway's ${code('WEBHOOK_TIMEOUT_SECONDS')}, at most 60) is
            success. Anything else is retried with backoff (3 s, 7 s, 20 s … then every 6 hours) for
            ${hours(WEBHOOK_RETRY_FOR_MS)} hours; then the delivery is dead.</li>
          <li>An endpoint that has failed for ${hours(WEBHOOK_DISABLE_AFTER_MS)} hours without a success is turned off, and the
            staff are told. Its deliveries wait in its delivery log, where an admin can redeliver them once it is on again.</li>
          <li>The same event reaches an endpoint again only by a retry or a redelivery, always with the same id:
            <strong>dedupe on the event id</strong>.</li>
          <li>In production an endpoint must be ${code('https')} and resolve to a public address, and redirects are not followed.</li>
        </ul>
        <p>Verify every delivery before acting on it, over the raw body as received:</p>
        <pre><code class="language-js">${escape(WEBHOOK_VERIFY_SNIPPET)}</code></pre>
      </section>

      <section id="idempotency-keys" aria-labelledby="idempotency-keys-title">
        <h2 id="idempotency-keys-title">Idempotency keys</h2>
        <p>The calls that move money or create something take an optional key, so that a retried or doubled request never
          applies twice. Make one key (a UUID is good: 1 to 255 visible ASCII characters, no spaces) per intended change and
          send it again with every retry of that change.</p>
        <ul>
          <li>REST: the ${code('Idempotency-Key')} header on ${list(idempotentRoutes)}.</li>
          <li>GraphQL: ${code('idempotencyKey')} in the input of ${list(mutations.input)}, and as an argument of ${list(mutations.argument)}.</li>
        </ul>
        <ul>
          <li>The same key with the same request within ${IDEMPOTENCY_WINDOW_HOURS} hours answers the first answer again and changes
            nothing more, also when the repeats arrive at once.</li>
          <li>The same key with a different request: HTTP 422, ${code('IDEMPOTENCY_KEY_REUSED')} (“${escape(IDEMPOTENCY_MESSAGES.reused)}”); nothing changes.</li>
          <li>A repeat while the first still runs waits for its answer, then (after the gateway's ${code('IDEMPOTENCY_WAIT_MS')}, 10 s by
            default) HTTP 409, ${code('IDEMPOTENCY_KEY_IN_PROGRESS')} (“${escape(IDEMPOTENCY_MESSAGES.inProgress)}”).</li>
          <li>A refused or failed call (4xx, 500) keeps nothing: the same key may be sent again. Keys belong to the API key (or
            signed-in user) that sent them.</li>
        </ul>
      </section>

      <section id="trusted-documents" aria-labelledby="trusted-documents-title">
        <h2 id="trusted-documents-title">Trusted documents</h2>
        <p>FreshMeals' own browser apps send the id of one of their compiled documents instead of its text
          (${code('{ "documentId": "<SHA-256 hex of the text>", "variables": { … } }')}). Where trusted documents are
          enforced (in production, by default), any other document is accepted only from an API key: an integration sends
          the full query text (${code('{ "query": "…", "variables": { … } }')}) with its key, as above. Without a key such a
          request gets HTTP 400 “${escape(UNKNOWN_DOCUMENT_MESSAGE)}”, and an id the gateway does not know is refused whoever
          sends it. The REST API is not affected: its routes run the gateway's own documents.</p>
      </section>

      <section id="cost-and-limits" aria-labelledby="cost-and-limits-title">
        <h2 id="cost-and-limits-title">Cost and limits</h2>
        <p>Every GraphQL answer of a document that passed the limits carries its cost in ${code('extensions.cost')}:
          ${code('requestedQueryCost')} (the estimate from the document and its variables: about 1 per row, ${CONNECTION_COST} per
          connection, ${ROOT_FIELD_COST} per root field), ${code('actualQueryCost')} (the same model over what the answer holds;
          ${code('null')} when nothing ran) and, for an API key, ${code('throttleStatus')}
          (${list(['maximumAvailable', 'currentlyAvailable', 'resetInSeconds'])}). A document costing more than
          ${number(GRAPHQL_LIMITS.maxCost)} is refused with HTTP 400 before it runs; pages (${code('first')}/${code('last')}) hold at
          most ${GRAPHQL_LIMITS.maxPageSize} items.</p>
        <p>An API key may spend ${number(API_KEY_COST_PER_MINUTE)} cost points a minute (the gateway's
          ${code('API_KEY_COST_PER_MINUTE')}), shared by all gateways. A request is charged its ${code('requestedQueryCost')}
          (at least 1; a REST route what its GraphQL document costs) before it runs. Every answer to a key carries
          ${list(['RateLimit-Limit', 'RateLimit-Remaining', 'RateLimit-Reset'])} (seconds until the minute starts over).
          A request the rest of the minute cannot cover gets HTTP 429 (${code('RATE_LIMITED')}) with ${code('Retry-After')},
          runs nothing and is charged nothing: wait that many seconds, or spread the work.</p>
      </section>

      <section id="deprecation-policy" aria-labelledby="deprecation-policy-title">
        <h2 id="deprecation-policy-title">Deprecation policy</h2>
        <p>Nothing is taken out of the GraphQL schema without notice. A field, argument, input field or enum value that is
          to go is first deprecated, with a reason that says what to use instead and names its removal date:</p>
        <pre><code>${escape(DEPRECATION_EXAMPLE)}</code></pre>
        <ul>
          <li>The removal date is at least ${DEPRECATION_NOTICE_DAYS} days after the deprecation is released.</li>
          <li>It is removed only after that date, and the removal is listed in the API changelog.</li>
          <li>Other breaking changes (a changed type, a new required argument) are avoided by adding the new field or argument
            beside the old one and deprecating the old one.</li>
        </ul>
        <p>The schema's own check enforces this on every change. Watch for ${code('isDeprecated')} and ${code('deprecationReason')}
          in the schema, and move off a deprecated element before its date.</p>
      </section>
    </main>
  </body>
</html>
`;
}
