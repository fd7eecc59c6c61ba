// The dispatch lists' changes, heard from the database: a trigger on the tables a list is made of
// (the ledger, charges, skips, one-day changes, closures) announces 'YYYY-MM-DD meal' on
// DISPATCH_CHANNEL at commit, and every gateway on the database listens. A change made through one
// gateway therefore reaches the consoles connected to any other; on embedded PGlite the one process
// hears its own notifications.
import { createPubSub } from 'graphql-yoga';
import type { Database } from '../prisma/database.ts';
import type { DispatchChange, DispatchChanges } from '../schema/context.ts';

/** The PostgreSQL channel the dispatch triggers announce on (prisma/migrations/…_dispatch_notify). */
export const DISPATCH_CHANNEL = 'freshmeals_dispatch';

const MEALS = new Set<string>(['breakfast', 'lunch', 'dinner']);

/** A notification's payload as a change, or null for one this gateway cannot read. */
export function parseDispatchChange(payload: string): DispatchChange | null {
  const [date, meal, ...rest] = payload.split(' ');
  if (rest.length > 0 || !/^\d{4}-\d{2}-\d{2}$/.test(date ?? '') || !MEALS.has(meal ?? '')) return null;
  return { date: date!, meal: meal as DispatchChange['meal'] };
}

export interface DispatchChangeFeed extends DispatchChanges {
  /**
   * Ends every watch (their streams complete, and the consoles watch again elsewhere): a gateway
   * shutting down calls it, since an open stream would hold its shutdown until it gave up waiting.
   */
  endWatches(): Promise<void>;
  /** Ends the watches and stops listening. */
  close(): Promise<void>;
}

export async function listenToDispatchChanges(database: Pick<Database, 'listen'>): Promise<DispatchChangeFeed> {
  // One topic per list, so a console hears only its own date and meal.
  const pubsub = createPubSub<Record<string, [DispatchChange]>>();
  const stop = await database.listen(DISPATCH_CHANNEL, (payload) => {
    const change = parseDispatchChange(payload);
    if (change) pubsub.publish(`${change.date} ${change.meal}`, change);
  });
  const watches = new Set<AsyncIterableIterator<DispatchChange>>();
  const endWatches = async () => {
    await Promise.all([...watches].map((watch) => watch.return?.()));
  };
  return {
    watch(date, meal) {
      const changes = pubsub.subscribe(`${date} ${meal}`) as AsyncIterableIterator<DispatchChange>;
      // The pub/sub hears a topic only once its iteration has started: started here, so that a
      // change announced between the watch and its first read is kept for that read, not lost.
      let first: Promise<IteratorResult<DispatchChange>> | null = changes.next();
      const watch: AsyncIterableIterator<DispatchChange> = {
        next: () => {
          const started = first;
          first = null;
          return started ?? changes.next();
        },
        return: (value?: unknown) => {
          watches.delete(watch);
          return changes.return!(value);
        },
        throw: (error?: unknown) => {
          watches.delete(watch);
          return changes.throw!(error);
        },
        [Symbol.asyncIterator]: () => watch,
      };
      watches.add(watch);
      return watch;
    },
    endWatches,
    async close() {
      await endWatches();
      await stop();
    },
  };
}
