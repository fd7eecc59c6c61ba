// What the rider's run reads for a URL (?meal=), started before its code has loaded (routes.ts):
// today's meals of one meal that go out, by PIN code (the server's order), a page at a time.
import { MEALS, MEALS_PAGE_SIZE, RUN_STATES, type Meal } from '@freshmeals/rules/lists';
import { BUSINESS_TIME_ZONE } from '@freshmeals/ui/business-time';
import { routeQuery } from '../../lib/route-data';
import listQuery from './__generated__/deliveriesPageQuery$parameters';
import type { deliveriesPageQuery } from './__generated__/deliveriesPageQuery.graphql';

export const DELIVERIES_PAGE_SIZE = MEALS_PAGE_SIZE;

// Made on first use: every console start loads this file (routes.ts), and a page's first Intl date
// format costs 25-40 ms of CPU, which a start on any other screen need not pay.
let hourFormat: Intl.DateTimeFormat | undefined;

/** The meal a rider is most likely out with at `now` (business time): breakfast before 12:00, lunch before 18:00, then dinner. */
export function currentMeal(now: Date = new Date()): Meal {
  hourFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: BUSINESS_TIME_ZONE, hour: 'numeric', hourCycle: 'h23' });
  const hour = Number(hourFormat.formatToParts(now).find((part) => part.type === 'hour')?.value ?? 0);
  return hour < 12 ? 'breakfast' : hour < 18 ? 'lunch' : 'dinner';
}

/** The URL's meal (?meal=breakfast|lunch|dinner), else the current one. */
export function mealOf(search: URLSearchParams, now: Date = new Date()): Meal {
  const value = search.get('meal');
  return value && (MEALS as readonly string[]).includes(value) ? (value as Meal) : currentMeal(now);
}

export const deliveriesQueries = {
  // Riders record the run as they go: every visit asks the server, showing the stored run meanwhile.
  list: routeQuery<deliveriesPageQuery>({
    query: listQuery,
    variables: ({ search }) => ({ meal: mealOf(search), states: [...RUN_STATES], first: DELIVERIES_PAGE_SIZE }),
    fetchPolicy: 'store-and-network',
  }),
};
