import type { z } from 'zod';
import { badInput } from './errors.ts';

/** Parses input with a shared rule set; the first failure becomes a BAD_USER_INPUT error with the product's message. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw badInput(issue?.message ?? 'Invalid input', issue?.path.join('.') || undefined);
}
