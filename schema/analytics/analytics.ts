// Usage analytics: the public site sends batches of events (trackEvents, or POST /analytics/events
// from navigator.sendBeacon); the admin home reads the aggregated report.
import { valueFromASTUntyped } from 'graphql';
import type { Prisma } from '../../prisma/generated/client/client.ts';
import { builder } from '../builder.ts';
import type { Context } from '../context.ts';
import { badInput } from '../errors.ts';
import { enforce } from '../rate-limit.ts';
import { parseInput } from '../validate.ts';
import { analyticsBatchSchema, analyticsEventSchema, type AnalyticsEvent } from '@freshmeals/rules/analytics';
import { analyticsReport, DEFAULT_REPORT_DAYS, type AnalyticsReportShape, type ScrollDepthShape } from './report.ts';

/** Calls per minute per client address (one call carries up to 50 events), scaled for browser test runs. */
const CALLS_PER_MINUTE = 60;

// An event is a flat JSON object whose fields depend on its name, checked against the catalogue in
// @freshmeals/rules/analytics. A scalar (not an input object) so that GraphQL and the REST route
// (which passes the posted JSON through) give the same clear messages for unknown names, unknown
// fields and wrong types.
const AnalyticsEventInput = builder.scalarType('AnalyticsEventInput', {
  description:
    'One analytics event, a JSON object: { name, sessionId?, ...fields }. name is order_now_click ' +
    '{ location, device }, time_on_page { page, duration_seconds }, scroll_depth { page, percent_scrolled }, ' +
    'quote_form_view | quote_form_start | quote_form_submit { page, plan? }. Other fields are refused.',
  serialize: () => {
    throw new TypeError('AnalyticsEventInput is an input-only scalar');
  },
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});

const TrackEventsPayload = builder.objectRef<{ accepted: number }>('TrackEventsPayload').implement({
  description: 'The answer of trackEvents.',
  authScopes: { public: true },
  fields: (t) => ({ accepted: t.exposeInt('accepted', { description: 'Events stored.' }) }),
});

/** Checks every event (the whole batch is refused when one is wrong: nothing is stored then). */
function parseEvents(events: unknown): AnalyticsEvent[] {
  const list = parseInput(analyticsBatchSchema, events);
  return list.map((event, index) => {
    const result = analyticsEventSchema.safeParse(event);
    if (result.success) return result.data;
    const issue = result.error.issues[0];
    const path = ['events', index, ...(issue?.path ?? [])].join('.');
    throw badInput(`Event ${index + 1}: ${issue?.message ?? 'Invalid event'}`, path);
  });
}

function toRow(event: AnalyticsEvent, now: Date): Prisma.AnalyticsEventCreateManyInput {
  const { name, sessionId, ...fields } = event;
  return {
    name,
    page: 'page' in fields ? fields.page : null,
    device: 'device' in fields ? fields.device : null,
    sessionId: sessionId ?? null,
    payload: fields,
    createdAt: now,
  };
}

const OrderNowClicks = builder
  .objectRef<AnalyticsReportShape['orderNowClicks'][number]>('OrderNowClickCount')
  .implement({
  description: 'Clicks on \'Order Now\', by device.',
    authScopes: { admin: true },
    fields: (t) => ({
      location: t.exposeString('location', { description: 'The placement (navbar, home-banner, ...) or page name.' }),
      total: t.exposeInt('total', { description: 'All clicks.' }),
      mobile: t.exposeInt('mobile', { description: 'Clicks on phones.' }),
      desktop: t.exposeInt('desktop', { description: 'Clicks on larger screens.' }),
    }),
  });

const TimeOnPage = builder.objectRef<AnalyticsReportShape['timeOnPage'][number]>('TimeOnPageStat').implement({
  description: 'How long visitors stay on a page.',
  authScopes: { admin: true },
  fields: (t) => ({
    page: t.exposeString('page', { description: 'The page\'s path.' }),
    views: t.exposeInt('views', { description: 'time_on_page events, one per visit of the page.' }),
    averageSeconds: t.exposeFloat('averageSeconds', { description: 'The average time on it, in seconds.' }),
  }),
});

const ScrollDepth = builder.objectRef<ScrollDepthShape>('ScrollDepthFunnel').implement({
  authScopes: { admin: true },
  description: 'Page views that reached each depth (each depth is reported once per view, upward only).',
  fields: (t) => ({
    page: t.exposeString('page', { nullable: true, description: 'Null for the total over all pages.' }),
    reached25: t.exposeInt('reached25', { description: 'Visits that scrolled a quarter of the page.' }),
    reached50: t.exposeInt('reached50', { description: 'Visits that scrolled half of the page.' }),
    reached75: t.exposeInt('reached75', { description: 'Visits that scrolled three quarters of the page.' }),
    reached90: t.exposeInt('reached90', { description: 'Visits that scrolled nearly to the end.' }),
  }),
});

const QuoteFunnel = builder.objectRef<AnalyticsReportShape['quoteFunnel']>('QuoteFormFunnel').implement({
  authScopes: { admin: true },
  description: 'Sessions that viewed, started and submitted the quote form (events without a sessionId count one each).',
  fields: (t) => ({
    views: t.exposeInt('views', { description: 'Times the quote form was opened.' }),
    starts: t.exposeInt('starts', { description: 'Times someone began filling it.' }),
    submits: t.exposeInt('submits', { description: 'Times it was sent.' }),
  }),
});

const AnalyticsReport = builder.objectRef<AnalyticsReportShape>('AnalyticsReport').implement({
  description: 'Usage of the public site over a period. Admin-only.',
  authScopes: { admin: true },
  fields: (t) => ({
    from: t.expose('from', { description: 'The first day counted.', type: 'DateTime' }),
    to: t.expose('to', { description: 'The last day counted.', type: 'DateTime' }),
    orderNowClicks: t.expose('orderNowClicks', { type: [OrderNowClicks], description: 'Most clicked first.' }),
    timeOnPage: t.expose('timeOnPage', { type: [TimeOnPage], description: 'By page name.' }),
    scrollDepth: t.expose('scrollDepth', { type: ScrollDepth, description: 'All pages together.' }),
    scrollDepthByPage: t.expose('scrollDepthByPage', { type: [ScrollDepth], description: 'By page name.' }),
    quoteFunnel: t.expose('quoteFunnel', { description: 'The quote form, from view to submit.', type: QuoteFunnel }),
  }),
});

async function trackEvents(ctx: Context, events: unknown): Promise<{ accepted: number }> {
  const now = ctx.now();
  // Counted before the checks: a flood of malformed batches is limited too.
  await enforce(
    ctx.prisma,
    `analytics:${ctx.clientIp}`,
    { limit: CALLS_PER_MINUTE * ctx.auth.rateLimitMultiplier, windowSeconds: 60 },
    now,
  );
  const parsed = parseEvents(events);
  const { count } = await ctx.prisma.analyticsEvent.createMany({ data: parsed.map((event) => toRow(event, now)) });
  return { accepted: count };
}

builder.mutationFields((t) => ({
  trackEvents: t.field({
    type: TrackEventsPayload,
    description: 'Store a batch of 1 to 50 usage events (public, rate-limited per client).',
    authScopes: { public: true },
    args: { events: t.arg({ type: [AnalyticsEventInput], required: true }) },
    resolve: (_root, { events }, ctx) => trackEvents(ctx, events as unknown),
  }),
}));

builder.queryFields((t) => ({
  analyticsReport: t.field({
    type: AnalyticsReport,
    description: `Usage figures for the admin home over [from, to) (default: the last ${DEFAULT_REPORT_DAYS} days).`,
    authScopes: { admin: true },
    args: { from: t.arg({ type: 'DateTime' }), to: t.arg({ type: 'DateTime' }) },
    resolve: (_root, { from, to }, ctx) => {
      const end = to ?? ctx.now();
      const start = from ?? new Date(end.getTime() - DEFAULT_REPORT_DAYS * 86_400_000);
      if (start.getTime() >= end.getTime()) throw badInput('from must be before to', 'from');
      return analyticsReport(ctx.prisma, start, end);
    },
  }),
}));
