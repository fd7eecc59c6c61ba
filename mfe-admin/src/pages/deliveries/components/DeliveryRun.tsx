// The run's meals under their PIN codes, in the server's order (PIN, hour, name): a heading each
// time the PIN changes, so a page that ends mid-PIN goes on under the same heading after 'Load more'.
import { useTransition } from 'react';
import { Button, Empty, Spin } from 'antd';
import { graphql, usePaginationFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { failureText } from '@freshmeals/host-api';
import { DELIVERIES_PAGE_SIZE } from '../route';
import type { DeliveryRun_query$key } from './__generated__/DeliveryRun_query.graphql';
import { DeliveryCard } from './DeliveryCard';
import styles from './deliveries.module.css';

export const EMPTY_RUN = 'No meals to deliver for this meal yet.';
export const LOAD_MORE_FAILED = 'Failed to load more meals';
export const NO_PIN = 'No PIN code';

interface Group<T> {
  pin: string | null;
  meals: T[];
}

/** Consecutive meals with the same PIN code, in order. */
export function groupByPin<T extends { readonly pin?: string | null }>(meals: readonly T[]): Group<T>[] {
  const groups: Group<T>[] = [];
  for (const meal of meals) {
    const pin = meal.pin ?? null;
    const last = groups.at(-1);
    if (last && last.pin === pin) last.meals.push(meal);
    else groups.push({ pin, meals: [meal] });
  }
  return groups;
}

export function DeliveryRun({ query, busy }: { query: DeliveryRun_query$key; busy?: boolean }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment(
    graphql`
      fragment DeliveryRun_query on Query
      @refetchable(queryName: "DeliveryRunPaginationQuery")
      @argumentDefinitions(
        meal: { type: "MealOfDay" }
        states: { type: "[MealState!]" }
        first: { type: "Int", defaultValue: 20 }
        after: { type: "String" }
      ) {
        meals(meal: $meal, states: $states, first: $first, after: $after) @connection(key: "DeliveryRun_meals", filters: ["meal", "states"]) {
          totalCount
          edges {
            node {
              id
              pin
              ...DeliveryCard_meal
            }
          }
        }
      }
    `,
    query,
  );
  const [, startTransition] = useTransition();
  const meals = data.meals.edges.map((edge) => edge.node);
  const loadMore = () =>
    startTransition(() => {
      loadNext(DELIVERIES_PAGE_SIZE, {
        onComplete: (error) => {
          if (error) toast.error(failureText(error, LOAD_MORE_FAILED));
        },
      });
    });

  if (meals.length === 0) return <Empty className={styles.empty} description={EMPTY_RUN} />;
  return (
    <Spin spinning={Boolean(busy)} delay={200}>
      <p className={styles.count} aria-live="polite">
        {meals.length} of {data.meals.totalCount} meals
      </p>
      {groupByPin(meals).map((group, index) => {
        const headingId = `deliveries-pin-${index}`;
        return (
          <section key={`${group.pin ?? 'none'}-${index}`} aria-labelledby={headingId} className={styles.group}>
            <h2 id={headingId} className={styles.pin}>
              {group.pin ? `PIN ${group.pin}` : NO_PIN}
            </h2>
            <ul className={styles.cards}>
              {group.meals.map((meal) => (
                <li key={meal.id}>
                  <DeliveryCard meal={meal} />
                </li>
              ))}
            </ul>
          </section>
        );
      })}
      {hasNext ? (
        <div className={styles.more}>
          <Button onClick={loadMore} loading={isLoadingNext} block>
            Load more
          </Button>
        </div>
      ) : null}
    </Spin>
  );
}
