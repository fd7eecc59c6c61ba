// The admin home's usage report: four GROUP BY statements, whatever the
// number of events, each served by the (name, createdAt) index.
import type { PrismaClient } from '../../prisma/generated/client/client.ts';

export const DEFAULT_REPORT_DAYS = 30;

export interface ScrollDepthShape {
  page: string | null;
  reached25: number;
  reached50: number;
  reached75: number;
  reached90: number;
}

export interface AnalyticsReportShape {
  from: Date;
  to: Date;
  orderNowClicks: { location: string; total: number; mobile: number; desktop: number }[];
  timeOnPage: { page: string; views: number; averageSeconds: number }[];
  scrollDepth: ScrollDepthShape;
  scrollDepthByPage: ScrollDepthShape[];
  quoteFunnel: { views: number; starts: number; submits: number };
}

export async function analyticsReport(prisma: PrismaClient, from: Date, to: Date): Promise<AnalyticsReportShape> {
  // "createdAt" is a UTC timestamp without time zone: compare it with UTC instants, whatever the
  // session's TimeZone setting.
  const start = from.toISOString();
  const end = to.toISOString();

  const [clicks, times, depths, funnel] = await Promise.all([
    prisma.$queryRaw<AnalyticsReportShape['orderNowClicks']>`
      SELECT payload->>'location' AS "location",
             count(*)::int AS "total",
             (count(*) FILTER (WHERE device = 'mobile'))::int AS "mobile",
             (count(*) FILTER (WHERE device = 'desktop'))::int AS "desktop"
      FROM "AnalyticsEvent"
      WHERE name = 'order_now_click'
        AND "createdAt" >= (${start}::timestamptz AT TIME ZONE 'UTC')
        AND "createdAt" < (${end}::timestamptz AT TIME ZONE 'UTC')
      GROUP BY 1
      ORDER BY "total" DESC, "location"`,
    prisma.$queryRaw<AnalyticsReportShape['timeOnPage']>`
      SELECT page AS "page",
             count(*)::int AS "views",
             avg((payload->>'duration_seconds')::float8)::float8 AS "averageSeconds"
      FROM "AnalyticsEvent"
      WHERE name = 'time_on_page'
        AND "createdAt" >= (${start}::timestamptz AT TIME ZONE 'UTC')
        AND "createdAt" < (${end}::timestamptz AT TIME ZONE 'UTC')
      GROUP BY page
      ORDER BY page`,
    prisma.$queryRaw<(ScrollDepthShape & { page: string })[]>`
      SELECT page AS "page",
             (count(*) FILTER (WHERE payload->>'percent_scrolled' = '25'))::int AS "reached25",
             (count(*) FILTER (WHERE payload->>'percent_scrolled' = '50'))::int AS "reached50",
             (count(*) FILTER (WHERE payload->>'percent_scrolled' = '75'))::int AS "reached75",
             (count(*) FILTER (WHERE payload->>'percent_scrolled' = '90'))::int AS "reached90"
      FROM "AnalyticsEvent"
      WHERE name = 'scroll_depth'
        AND "createdAt" >= (${start}::timestamptz AT TIME ZONE 'UTC')
        AND "createdAt" < (${end}::timestamptz AT TIME ZONE 'UTC')
      GROUP BY page
      ORDER BY page`,
    // Once per session each: distinct sessions, so a retried beacon counts once.
    prisma.$queryRaw<AnalyticsReportShape['quoteFunnel'][]>`
      SELECT (count(DISTINCT coalesce("sessionId", '#' || id)) FILTER (WHERE name = 'quote_form_view'))::int AS "views",
             (count(DISTINCT coalesce("sessionId", '#' || id)) FILTER (WHERE name = 'quote_form_start'))::int AS "starts",
             (count(DISTINCT coalesce("sessionId", '#' || id)) FILTER (WHERE name = 'quote_form_submit'))::int AS "submits"
      FROM "AnalyticsEvent"
      WHERE name IN ('quote_form_view', 'quote_form_start', 'quote_form_submit')
        AND "createdAt" >= (${start}::timestamptz AT TIME ZONE 'UTC')
        AND "createdAt" < (${end}::timestamptz AT TIME ZONE 'UTC')`,
  ]);

  const scrollDepth: ScrollDepthShape = { page: null, reached25: 0, reached50: 0, reached75: 0, reached90: 0 };
  for (const row of depths) {
    scrollDepth.reached25 += row.reached25;
    scrollDepth.reached50 += row.reached50;
    scrollDepth.reached75 += row.reached75;
    scrollDepth.reached90 += row.reached90;
  }
  return {
    from,
    to,
    orderNowClicks: clicks,
    timeOnPage: times,
    scrollDepth,
    scrollDepthByPage: depths,
    quoteFunnel: funnel[0] ?? { views: 0, starts: 0, submits: 0 },
  };
}
