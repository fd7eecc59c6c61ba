// REST route for usage analytics (page views and clicks of the public site): POST /analytics/events { events: [...] }.
// navigator.sendBeacon posts a string (text/plain) or a Blob: the facade reads any body as JSON,
// whatever its content type, so both work.
import { z } from 'zod';
import { MAX_EVENTS_PER_BATCH } from '@freshmeals/rules/analytics';
import type { RestRoute } from '../facade.ts';

/** The posted events as the list GraphQL expects: a single event becomes a one-item list; a null item becomes {} (refused with a message). */
const eventList = (value: unknown): unknown[] =>
  (Array.isArray(value) ? value : value === undefined || value === null ? [] : [value]).map((event) => event ?? {});

export const analyticsRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/analytics/events',
    tag: 'analytics',
    access: 'visitor',
    summary:
      `Store 1 to ${MAX_EVENTS_PER_BATCH} usage events (also as text/plain, for navigator.sendBeacon). ` +
      'Unknown event names or fields are refused with 400 and nothing is stored.',
    bodySchema: z.object({
      events: z.array(
        z.looseObject({ name: z.string(), sessionId: z.string().optional() }).describe('See the GraphQL scalar AnalyticsEventInput'),
      ),
    }),
    document: 'mutation RestTrackEvents($events: [AnalyticsEventInput!]!) { trackEvents(events: $events) @flatten { accepted } }',
    variables: ({ body }) => ({ events: eventList(body.events) }),
  },
];
