// Yoga plugin: the whole answer to a dashboard summary query is kept as long as the summary itself
// (schema/summary/summary.ts keys it on the business date and the database's summary counter).
// Executing the summary's selection, with every customer short of credit for the rest of the week,
// cost more than everything else in the request, and each admin's dashboard asks the same document.
// Only for queries whose one root field is `summary`, asked by an admin, answered without errors;
// kept per database, document and variables.
import { getOperationAST, type DocumentNode, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { Context } from '../schema/context.ts';
import { summaryKey } from '../schema/summary/summary.ts';

/** Distinct variable sets kept per document (the frontends send none). */
const VARIABLE_SETS = 20;

function asksOnlySummary(document: DocumentNode, operationName: string | null | undefined): boolean {
  const operation = getOperationAST(document, operationName);
  const [only, ...others] = operation?.selectionSet.selections ?? [];
  return operation?.operation === 'query' && others.length === 0 && only?.kind === 'Field' && only.name.value === 'summary' && !only.directives?.length;
}

function isPlainResult(result: unknown): result is ExecutionResult {
  return typeof result === 'object' && result !== null && !(Symbol.asyncIterator in result);
}

export function useKeptSummary(): Plugin {
  const kept = new WeakMap<object, { key: string; answers: WeakMap<DocumentNode, Map<string, ExecutionResult>> }>();
  return {
    onExecute({ args, executeFn, setExecuteFn }) {
      const ctx = args.contextValue as unknown as Context;
      if (ctx.viewer?.role !== 'admin' || !asksOnlySummary(args.document, args.operationName)) return;
      setExecuteFn(async (executionArgs) => {
        const { key } = await summaryKey(ctx);
        if (key === null) return executeFn(executionArgs);
        let entry = kept.get(ctx.prisma);
        if (entry?.key !== key) {
          entry = { key, answers: new WeakMap() };
          kept.set(ctx.prisma, entry);
        }
        const variables = JSON.stringify(executionArgs.variableValues ?? {});
        const answers = entry.answers.get(executionArgs.document) ?? new Map<string, ExecutionResult>();
        const known = answers.get(variables);
        if (known) return { ...known };
        const result = await executeFn(executionArgs);
        if (isPlainResult(result) && !result.errors) {
          if (answers.size >= VARIABLE_SETS) answers.clear();
          answers.set(variables, result);
          entry.answers.set(executionArgs.document, answers);
        }
        return result;
      });
    },
  };
}
