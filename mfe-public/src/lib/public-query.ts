// One-off reads of the site's public data (the advertised "from" price, this week's menu) without
// Relay. The pages a visitor lands on read nothing else, and Relay would be their largest download
// (about 65 KB gzip) for two small answers that no store needs to keep. The queries are still
// written as `graphql` tags: the Relay compiler checks them against the schema and types their
// answers, and babel-plugin-relay swaps each tag for its compiled artifact, whose document id is
// sent through the host's transport.
import type { ConcreteRequest, OperationType } from 'relay-runtime';
import type { HostApi } from '@freshmeals/host-api';

/** Marks a query for the Relay compiler; the build replaces each use with the query's artifact. */
export function graphql(_strings: TemplateStringsArray): ConcreteRequest {
  throw new Error('A graphql`` tag was not compiled: babel-plugin-relay must run on this file');
}

/** Sends `query` once; resolves with its data, rejects with the server's message or a network error. */
export async function queryOnce<T extends OperationType>(
  host: Pick<HostApi, 'request'>,
  query: ConcreteRequest,
  variables: T['variables'],
): Promise<T['response']> {
  const { id, text, name } = query.params;
  if (id == null && text == null) throw new Error(`${name} has neither a document id nor a query text to send`);
  // The compiled queries are persisted: their id goes to the gateway, which holds their text.
  const result = await host.request({ documentId: id, query: text, variables, operationName: name });
  if (!result.data) throw new Error(`${name} answered without data`);
  return result.data as T['response'];
}
