// The usage-analytics events, as a strict catalogue: an unknown event
// name, an unknown field or a value out of range is rejected with a clear message. The public
// site's tracker imports the same rules (zod only, no server imports).
//
// An event is one flat JSON object: its `name`, an optional `sessionId` (a random id the browser
// makes, at most 64 characters) and the fields of that event:
//   order_now_click    location (a placement or a page name), device (mobile | desktop)
//   time_on_page       page, duration_seconds (0 to 86400), sent when leaving the route
//   scroll_depth       page, percent_scrolled (25 | 50 | 75 | 90), each once per page view, upward only
//   quote_form_view    page, plan?   } once per session each; their names are ours
//   quote_form_start   page, plan?   } (start = first focus of the name field)
//   quote_form_submit  page, plan?   }
import { z } from 'zod';
import { PLAN_TYPES } from './enquiry.ts';

/** Where an Order Now button sits; a page name is accepted too. */
export const ORDER_NOW_PLACEMENTS = ['navbar', 'side-navbar', 'home-banner', 'promoBanner', 'home-offer-badge', 'home-offer'] as const;
/** A page name such as home, plans, about-us or contact-us. */
export const PAGE_NAME_PATTERN = /^[a-z0-9-]{1,40}$/;
export const SESSION_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;
export const SCROLL_DEPTHS = [25, 50, 75, 90] as const;
export const DEVICES = ['mobile', 'desktop'] as const;
export const MAX_TIME_ON_PAGE_SECONDS = 86_400;
export const MAX_EVENTS_PER_BATCH = 50;
export const QUOTE_FORM_EVENTS = ['quote_form_view', 'quote_form_start', 'quote_form_submit'] as const;
export const ANALYTICS_EVENT_NAMES = ['order_now_click', 'time_on_page', 'scroll_depth', ...QUOTE_FORM_EVENTS] as const;
export type AnalyticsEventName = (typeof ANALYTICS_EVENT_NAMES)[number];

export const analyticsMessages = {
  notAnObject: 'Each event must be a JSON object with a name',
  unknownName: `Unknown event name: use one of ${ANALYTICS_EVENT_NAMES.join(', ')}`,
  sessionId: 'sessionId must be 1 to 64 letters, digits, dashes or underscores',
  page: 'page must be a page name: 1 to 40 lowercase letters, digits or dashes',
  location: `location must be one of ${ORDER_NOW_PLACEMENTS.join(', ')} or a page name`,
  device: 'device must be mobile or desktop',
  duration: `duration_seconds must be a number from 0 to ${MAX_TIME_ON_PAGE_SECONDS}`,
  percent: 'percent_scrolled must be 25, 50, 75 or 90',
  plan: `plan must be one of ${PLAN_TYPES.join(', ')}`,
  notAList: 'events must be a list of events',
  empty: 'Send at least one event',
  tooMany: `Send at most ${MAX_EVENTS_PER_BATCH} events at a time`,
} as const;

const m = analyticsMessages;

const pageName = z.string({ error: m.page }).regex(PAGE_NAME_PATTERN, m.page);
const sessionId = z.string({ error: m.sessionId }).regex(SESSION_ID_PATTERN, m.sessionId).optional();

/** One event kind: its name, the optional sessionId and its own fields; any other field is refused. */
function eventKind<N extends AnalyticsEventName, S extends z.ZodRawShape>(name: N, shape: S) {
  return z.strictObject(
    { name: z.literal(name), sessionId, ...shape },
    {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.map((k) => `"${k}"`).join(', ')} in the ${name} event`
          : m.notAnObject,
    },
  );
}

const quoteFormFields = { page: pageName, plan: z.enum(PLAN_TYPES, m.plan).optional() };

export const analyticsEventSchema = z.discriminatedUnion(
  'name',
  [
    eventKind('order_now_click', {
      location: z
        .string({ error: m.location })
        .refine((v) => (ORDER_NOW_PLACEMENTS as readonly string[]).includes(v) || PAGE_NAME_PATTERN.test(v), m.location),
      device: z.enum(DEVICES, m.device),
    }),
    eventKind('time_on_page', {
      page: pageName,
      duration_seconds: z.number({ error: m.duration }).min(0, m.duration).max(MAX_TIME_ON_PAGE_SECONDS, m.duration),
    }),
    eventKind('scroll_depth', {
      page: pageName,
      percent_scrolled: z.literal(SCROLL_DEPTHS, m.percent),
    }),
    eventKind('quote_form_view', quoteFormFields),
    eventKind('quote_form_start', quoteFormFields),
    eventKind('quote_form_submit', quoteFormFields),
  ],
  {
    error: (issue) =>
      issue.input !== null && typeof issue.input === 'object' && !Array.isArray(issue.input) ? m.unknownName : m.notAnObject,
  },
);
export type AnalyticsEvent = z.output<typeof analyticsEventSchema>;

/** A batch as trackEvents and POST /analytics/events take it (the events themselves are checked one by one). */
export const analyticsBatchSchema = z
  .array(z.unknown(), { error: m.notAList })
  .min(1, m.empty)
  .max(MAX_EVENTS_PER_BATCH, m.tooMany);
