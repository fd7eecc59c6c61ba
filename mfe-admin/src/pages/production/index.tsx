// /dashboard/production, 'Production sheet': what the kitchen cooks for a date and meal, counted per
// type and dish with the extras (protein in grams, snacks, drinks), as the API counts it: skipped,
// closed and not affordable meals are left out. The meal (lunch by default) and the day (`date`,
// YYYY-MM-DD; tomorrow in the business time zone by default, as the API works it out) live in the
// query string, so a printed or shared sheet is that day's. 'Print' prints the sheet alone; 'Export
// CSV' downloads its rows. Kitchen staff open it too (the API lets staff read it).
import { Suspense } from 'react';
import { Button, Segmented, Skeleton } from 'antd';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { addDays } from '@freshmeals/rules/dates';
import { businessToday } from '@freshmeals/ui/business-time';
import { useRouteQuery, useRouteReload } from '../../lib/route-data';
import { QueryBoundary } from '../../lib/query-boundary';
import { LoadFailure } from '../shared/ScreenBoundary';
import { ScreenTitle } from '../shared/Heading';
import { DayPicker } from '../shared/DayPicker';
import { useSearchState } from '../shared/use-page-param';
import { DISPATCH_MEALS, dayLabel, parseDispatchDate, parseMeal, type DispatchMeal } from '../dispatch/dispatch-format';
import type { productionSheetQuery } from './__generated__/productionSheetQuery.graphql';
import { ProductionTable } from './components/ProductionTable';
import { ProductionToolbar } from './components/ProductionToolbar';
import styles from './components/production.module.css';
import { printedTitle } from './production-format';

export const LOAD_FAILED = 'Failed to load the production sheet';

function Sheet({ queryRef }: { queryRef: PreloadedQuery<productionSheetQuery> }) {
  // Started by the route (routes.ts) with the screen's code, its variables from the URL (route.ts).
  const { productionSheet } = usePreloadedQuery<productionSheetQuery>(
    graphql`
      query productionSheetQuery($meal: MealOfDay!, $date: Date) @preloadable {
        productionSheet(meal: $meal, date: $date) {
          date
          meal
          ...ProductionToolbar_sheet
          ...ProductionTable_sheet
        }
      }
    `,
    queryRef,
  );
  return (
    <>
      <p className={styles.printOnly} data-testid="production-print-title">
        {printedTitle(dayLabel(productionSheet.date), productionSheet.meal)}
      </p>
      <ProductionToolbar sheet={productionSheet} />
      <ProductionTable sheet={productionSheet} />
    </>
  );
}

export default function ProductionPage() {
  const { params, update } = useSearchState();
  const meal = parseMeal(params.get('meal'));
  // null: tomorrow, as the API works it out (the business time zone, by the gateway's clock).
  const date = parseDispatchDate(params.get('date'));
  const tomorrow = addDays(businessToday(), 1);
  const sheetRef = useRouteQuery<productionSheetQuery>('sheet')!;
  const reload = useRouteReload();
  return (
    <section aria-labelledby="screen-title">
      <ScreenTitle style={{ marginTop: 0 }}>Production sheet</ScreenTitle>
      <div className={`${styles.filters} ${styles.noPrint}`}>
        <Segmented<DispatchMeal>
          aria-label="Meal"
          value={meal}
          options={DISPATCH_MEALS.map((value) => ({ value, label: value }))}
          onChange={(value) => update({ meal: value })}
        />
        <div className={styles.dayPicker} role="group" aria-label="Day">
          <DayPicker label="Production day" day={date ?? tomorrow} onChange={(day) => update({ date: day === tomorrow ? null : day })} />
          <Button onClick={() => update({ date: null })} disabled={date === null}>
            Tomorrow
          </Button>
        </div>
      </div>
      {/* Another day or meal is another query: a failed load gives way to it. */}
      <QueryBoundary
        resetKey={`${meal}|${date ?? ''}`}
        logLabel={LOAD_FAILED}
        onRetry={() => reload()}
        fallback={(_error, retry) => <LoadFailure message={LOAD_FAILED} onRetry={retry} />}
      >
        <Suspense fallback={<Skeleton active title={false} paragraph={{ rows: 5 }} />}>
          <Sheet queryRef={sheetRef} />
        </Suspense>
      </QueryBoundary>
    </section>
  );
}
