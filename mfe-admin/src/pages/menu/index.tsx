// Weekly menu: the dishes of one Monday–Sunday week by weekday x meal x type. The week (any date of
// it, `?week=`) defaults to this week in the business time zone (the API works it out). The home
// page's 'Explore Our Meals' shows this week's. Below the grid, the Prices panel (the product's
// sidebar has no entry of its own for prices), for admins only: kitchen staff read no prices.
import { Suspense } from 'react';
import { Button, DatePicker, Skeleton, Tooltip, Typography } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { failureText } from '@freshmeals/host-api';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { useSearchParams } from 'react-router';
import { QueryBoundary } from '../../lib/query-boundary';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { ScreenTitle } from '../shared/Heading';
import type { menuPageQuery } from './__generated__/menuPageQuery.graphql';
import { MenuEditor } from './components/MenuEditor';
import { PricesPanel } from './components/PricesPanel';
import { addDays, mondayOf, validDate, weekLabel } from './menu-week';
import styles from './components/menu.module.css';

/** Shown, with Try again, when the week's menu cannot be loaded and the server gave no reason. */
export const MENU_LOAD_FAILED = 'Failed to load the menu.';

function WeekMenu({
  week,
  onWeek,
  queryRef,
}: {
  week: string | null;
  onWeek(week: string | null): void;
  queryRef: PreloadedQuery<menuPageQuery>;
}) {
  // Started by the route (routes.ts) with the screen's code, its variables from the URL (route.ts):
  // the week, and whether the staff member reads prices.
  const data = usePreloadedQuery<menuPageQuery>(
    graphql`
      query menuPageQuery($weekStart: Date, $withMoney: Boolean!) @preloadable {
        menu(weekStart: $weekStart) {
          weekStart
          ...MenuEditor_menu
        }
        ...MenuEditor_dishes
        ...PricesPanel_query @include(if: $withMoney) @alias(as: "pricesPanel")
      }
    `,
    queryRef,
  );
  const weekStart = data.menu.weekStart;
  return (
    <>
      <div className={styles.weekBar} role="group" aria-label="Week">
        <Tooltip title="Previous week">
          <Button icon={<LeftOutlined aria-hidden />} aria-label="Previous week" onClick={() => onWeek(addDays(weekStart, -7))} />
        </Tooltip>
        <span className={styles.weekLabel} aria-live="polite" data-testid="menu-week">
          {weekLabel(weekStart)}
        </span>
        <Tooltip title="Next week">
          <Button icon={<RightOutlined aria-hidden />} aria-label="Next week" onClick={() => onWeek(addDays(weekStart, 7))} />
        </Tooltip>
        <Button onClick={() => onWeek(null)} disabled={week === null}>
          This week
        </Button>
        <DatePicker
          aria-label="Go to the week of a date"
          placeholder="Go to week of…"
          format="YYYY-MM-DD"
          value={null}
          onChange={(_date, text) => {
            const picked = validDate(typeof text === 'string' ? text : null);
            if (picked) onWeek(mondayOf(picked));
          }}
        />
      </div>
      <MenuEditor key={weekStart} menu={data.menu} dishes={data} />
      {data.pricesPanel && <PricesPanel query={data.pricesPanel} />}
    </>
  );
}

export default function MenuPage() {
  const [params, setParams] = useSearchParams();
  const week = validDate(params.get('week'));
  const menuRef = useRouteQuery<menuPageQuery>('menu')!;
  const reload = useRouteReload();
  const onWeek = (next: string | null) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('week', next);
      else updated.delete('week');
      return updated;
    });

  return (
    <section aria-labelledby="screen-title">
      <ScreenTitle style={{ marginTop: 0 }}>
        Menu
      </ScreenTitle>
      <QueryBoundary
        resetKey={week}
        logLabel="Failed to load the menu"
        onRetry={() => reload()}
        fallback={(error, retry) => (
          <Typography.Paragraph type="danger">
            {failureText(error, MENU_LOAD_FAILED)}{' '}
            <Button size="small" onClick={retry}>
              Try again
            </Button>
          </Typography.Paragraph>
        )}
      >
        <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 10 }} />}>
          <WeekMenu week={week} onWeek={onWeek} queryRef={menuRef} />
        </Suspense>
      </QueryBoundary>
    </section>
  );
}
