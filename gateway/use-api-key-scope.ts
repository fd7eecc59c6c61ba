// A read-only API key reads what an admin reads and changes nothing: any mutation sent with one is
// refused (403 through REST) before it runs, whatever its fields.
import { getOperationAST, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import { API_KEY_MESSAGES } from '@freshmeals/rules/api-keys';
import type { Context } from '../schema/context.ts';

export function useApiKeyScope(): Plugin<Context> {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      if (!(args.contextValue as Context).viewer?.apiKey?.readOnly) return;
      const operation = getOperationAST(args.document, args.operationName);
      if (operation?.operation !== 'mutation') return;
      setResultAndStopExecution({
        errors: [new GraphQLError(API_KEY_MESSAGES.readOnly, { extensions: { code: 'FORBIDDEN', http: { status: 403 } } })],
      });
    },
  };
}
