// Response shapes shared by the REST routes (their OpenAPI schemas and the facade's response check).
import { z } from 'zod';

/** `{ message }`: the answer of most actions. */
export const messageResponse = z.strictObject({ message: z.string() });

/** A GraphQL DateTime as the routes pass it on: an ISO 8601 instant in UTC. */
export const dateTime = z.iso.datetime();

/** A calendar date, YYYY-MM-DD. */
export const localDate = z.iso.date();

/** Money in INR as a number (paise / 100). */
export const inr = z.number();

/** One page of a list: the rows, how many there are in all, and the 1-based page number. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.strictObject({ data: z.array(item), total: z.int().nonnegative(), page: z.int().positive() });

export const ROLE = z.enum(['admin', 'customer']);
