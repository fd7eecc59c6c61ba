// 'Upcoming meals' under the routine grid: the user's meals of the next 7 days with Skip / Undo
// skip on the customer's behalf (an admin may skip for a customer, at least 24 h before, at most 2
// a week). The server decides (canSkip / canUnskip) and a refused call shows its message; the list
// is fetched again after every change. 'Change this day' changes one coming meal for its date only
// (before its cut-off; 'Undo change' takes it back) and a changed meal is tagged 'Changed'. Kitchen
// staff read the list without these buttons.
import { useCanManage, useSeesMoney } from '../../../lib/use-can-manage';
import { useEffect, useRef, useState, useTransition } from 'react';
import { Button, Empty, Space, Table, Tag, Typography } from 'antd';
import { graphql, useMutation, useRefetchableFragment } from 'react-relay/hooks';
import { toast } from 'sonner';
import { useIsMobile } from '@freshmeals/ui';
import { capitalise, formatINR } from '../../shared/format';
import { formatMealDate, formatMealHour, mealExtras, upcomingStatus, type UpcomingStatus } from '../upcoming';
import type { RoutineUpcomingMeals_query$key } from './__generated__/RoutineUpcomingMeals_query.graphql';
import type { RoutineUpcomingMealsSkipMutation } from './__generated__/RoutineUpcomingMealsSkipMutation.graphql';
import type { RoutineUpcomingMealsUnskipMutation } from './__generated__/RoutineUpcomingMealsUnskipMutation.graphql';
import styles from './routine.module.css';
import { failureText } from '@freshmeals/host-api';
import { shortDate } from '@freshmeals/rules/meals';
import type { RoutineUpcomingMealsChangeMutation } from './__generated__/RoutineUpcomingMealsChangeMutation.graphql';
import type { RoutineUpcomingMealsUndoChangeMutation } from './__generated__/RoutineUpcomingMealsUndoChangeMutation.graphql';
import { OneDayChangeDialog, type OneDayChangeTarget, type OneDayChangeValues } from './OneDayChangeDialog';
import { Heading } from '../../shared/Heading';

const STATUS_COLOR: Record<UpcomingStatus, string> = { Skipped: 'orange', Deducted: 'default', Scheduled: 'green' };

/** 'Changed for Fri 27 Nov'. */
export const changedFor = (date: string) => `Changed for ${shortDate(date)}`;
export const CHANGE_UNDONE = 'Change undone';

function StatusTag({ meal }: { meal: { skipped: boolean; deducted: boolean; oneDayChange: boolean } }) {
  const status = upcomingStatus(meal);
  return (
    <>
      <Tag color={STATUS_COLOR[status]} className={styles.statusTag}>
        {status}
      </Tag>
      {/* Changed for this date only: the routine has it otherwise. */}
      {meal.oneDayChange ? (
        <Tag color="blue" className={styles.statusTag}>
          Changed
        </Tag>
      ) : null}
    </>
  );
}

interface RoutineUpcomingMealsProps {
  userId: number;
  query: RoutineUpcomingMeals_query$key;
  /** Changes when the routine was saved: the list is fetched again. */
  refreshKey?: number;
}

export function RoutineUpcomingMeals({ userId, query, refreshKey = 0 }: RoutineUpcomingMealsProps) {
  // Kitchen staff read the coming meals; skipping one for a customer is the admins'.
  const manage = useCanManage();
  // Prices are the admins' (and the customer's own); kitchen staff see the meals and their status.
  const withMoney = useSeesMoney();
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment RoutineUpcomingMeals_query on Query
      @argumentDefinitions(userId: { type: "Int!" }, withMoney: { type: "Boolean", defaultValue: false })
      @refetchable(queryName: "RoutineUpcomingMealsRefetchQuery") {
        upcomingMeals(userId: $userId, days: 7) {
          date
          meal
          hour
          type
          snacks
          drinks
          proteinMultiplier
          price @include(if: $withMoney)
          skipped
          deducted
          canSkip
          canUnskip
          oneDayChange
          addressId
          canChange
        }
        addresses(userId: $userId) {
          addressId
          label
          line1
          line2
          landmark
          city
          pin
          isDefault
        }
      }
    `,
    query,
  );
  const [commitSkip] = useMutation<RoutineUpcomingMealsSkipMutation>(graphql`
    mutation RoutineUpcomingMealsSkipMutation($userId: Int!, $date: Date!, $meal: MealOfDay!) {
      skipMeal(userId: $userId, date: $date, meal: $meal) {
        id
      }
    }
  `);
  const [commitUnskip] = useMutation<RoutineUpcomingMealsUnskipMutation>(graphql`
    mutation RoutineUpcomingMealsUnskipMutation($userId: Int!, $date: Date!, $meal: MealOfDay!) {
      unskipMeal(userId: $userId, date: $date, meal: $meal) {
        deletedId
      }
    }
  `);
  const [commitChange] = useMutation<RoutineUpcomingMealsChangeMutation>(graphql`
    mutation RoutineUpcomingMealsChangeMutation($userId: Int!, $input: MealChangeInput!) {
      changeMealForDay(userId: $userId, input: $input) {
        date
        meal
      }
    }
  `);
  const [commitUndoChange] = useMutation<RoutineUpcomingMealsUndoChangeMutation>(graphql`
    mutation RoutineUpcomingMealsUndoChangeMutation($userId: Int!, $date: String!, $meal: MealOfDay!) {
      undoMealChange(userId: $userId, date: $date, meal: $meal) {
        date
        meal
      }
    }
  `);
  const [pending, setPending] = useState<string | null>(null);
  const [changing, setChanging] = useState<OneDayChangeTarget | null>(null);
  const isMobile = useIsMobile();
  const [, startTransition] = useTransition();

  const reload = () =>
    startTransition(() => {
      refetch({ userId }, { fetchPolicy: 'network-only', onComplete: () => setPending(null) });
    });

  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    reload();
    // Only a new refreshKey (a saved routine) refetches here.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [refreshKey]);

  const act = (kind: 'skip' | 'unskip', date: string, meal: RoutineUpcomingMealsSkipMutation['variables']['meal']) => {
    setPending(`${date}:${meal}`);
    const fallback = kind === 'skip' ? 'Failed to skip the meal' : 'Failed to undo the skip';
    const done = (errors: readonly unknown[] | null | undefined) => {
      if (errors && errors.length > 0) toast.error(failureText(errors[0], fallback));
      else toast.success(kind === 'skip' ? 'Meal skipped' : 'Skip undone');
      // Either way what may be skipped may have changed (the weekly limit): fetch the list again.
      reload();
    };
    const config = {
      variables: { userId, date, meal },
      onCompleted: (_response: unknown, errors: readonly unknown[] | null | undefined) => done(errors),
      onError: (error: Error) => {
        toast.error(failureText(error, fallback));
        reload();
      },
    };
    if (kind === 'skip') commitSkip(config);
    else commitUnskip(config);
  };

  const saveChange = (values: OneDayChangeValues) => {
    setPending(`${values.date}:${values.meal}`);
    const fallback = 'Failed to change the meal';
    commitChange({
      variables: { userId, input: values },
      onCompleted: (_response, errors) => {
        if (errors && errors.length > 0) {
          // The dialog stays open, as filled in, to try again.
          toast.error(failureText(errors[0], fallback));
          setPending(null);
          return;
        }
        toast.success(changedFor(values.date));
        setChanging(null);
        reload();
      },
      onError: (error) => {
        toast.error(failureText(error, fallback));
        setPending(null);
      },
    });
  };

  const undoChange = (date: string, meal: RoutineUpcomingMealsUndoChangeMutation['variables']['meal']) => {
    setPending(`${date}:${meal}`);
    const fallback = 'Failed to undo the change';
    commitUndoChange({
      variables: { userId, date, meal },
      onCompleted: (_response, errors) => {
        if (errors && errors.length > 0) toast.error(failureText(errors[0], fallback));
        else toast.success(CHANGE_UNDONE);
        reload();
      },
      onError: (error) => {
        toast.error(failureText(error, fallback));
        reload();
      },
    });
  };

  type Meal = (typeof data.upcomingMeals)[number];
  return (
    <section className={styles.upcoming} aria-labelledby="upcoming-title">
      <Heading level={2} look={4} id="upcoming-title" className={styles.upcomingTitle}>
        Upcoming meals
      </Heading>
      <Typography.Paragraph type="secondary" className={styles.upcomingNote}>
        The next 7 days. A meal can be skipped at least 24 hours before it, at most 2 a week.
      </Typography.Paragraph>
      {data.upcomingMeals.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No meals in the next 7 days" />
      ) : (
        <Table<Meal>
          size="small"
          pagination={false}
          rowKey={(m) => `${m.date}:${m.meal}`}
          dataSource={data.upcomingMeals}
          scroll={isMobile ? undefined : { x: 'max-content' }}
          aria-label="Upcoming meals"
          onRow={(m) => ({ 'data-testid': `upcoming-${m.date}-${m.meal}` }) as React.HTMLAttributes<HTMLElement>}
          columns={[
            {
              title: isMobile ? 'Meal' : 'Date',
              key: 'date',
              render: (_v, m) =>
                isMobile ? (
                  // Phones: the day, the meal and its type in one cell, so nothing scrolls sideways.
                  <div>
                    <div className={styles.nowrap}>
                      <strong>{formatMealDate(m.date)}</strong>
                    </div>
                    <div>
                      {capitalise(m.meal)} {formatMealHour(m.hour)}
                    </div>
                    <Typography.Text type="secondary">{[m.type, ...mealExtras(m)].join(' · ')}</Typography.Text>
                  </div>
                ) : (
                  <span className={styles.nowrap}>{formatMealDate(m.date)}</span>
                ),
            },
            ...(isMobile
              ? []
              : [
                  {
                    title: 'Meal',
                    key: 'meal',
                    render: (_v: unknown, m: Meal) => (
                      <span className={styles.nowrap}>
                        {capitalise(m.meal)} <Typography.Text type="secondary">{formatMealHour(m.hour)}</Typography.Text>
                      </span>
                    ),
                  },
                  {
                    title: 'Type',
                    key: 'type',
                    render: (_v: unknown, m: Meal) => [m.type, ...mealExtras(m)].join(' · '),
                  },
                ]),
            ...(withMoney
              ? [
                  {
                    title: isMobile ? 'Price / Status' : 'Price',
                    key: 'price',
                    align: 'right' as const,
                    onCell: () => (isMobile ? { style: { paddingInline: 4 } } : {}),
                    render: (_v: unknown, m: Meal) =>
                      isMobile ? (
                        <div className={styles.stacked}>
                          <span className={styles.nowrap}>{formatINR(m.price ?? 0)}</span>
                          <StatusTag meal={m} />
                        </div>
                      ) : (
                        <span className={styles.nowrap}>{formatINR(m.price ?? 0)}</span>
                      ),
                  },
                ]
              : []),
            ...(isMobile && withMoney ? [] : [{ title: 'Status', key: 'status', render: (_v: unknown, m: Meal) => <StatusTag meal={m} /> }]),
            {
              title: 'Action',
              key: 'action',
              // A phone's table has no room to spare: the buttons take the cell's padding.
              onCell: () => (isMobile ? { style: { paddingInline: 4 } } : {}),
              render: (_v, m) => {
                if (!manage) return null;
                const key = `${m.date}:${m.meal}`;
                const label = `${formatMealDate(m.date)} ${m.meal}`;
                const busy = { loading: pending === key, disabled: pending !== null && pending !== key };
                return (
                  <Space size={4} wrap>
                    {m.canUnskip ? (
                      <Button size="small" aria-label={`Undo skip of ${label}`} {...busy} onClick={() => act('unskip', m.date, m.meal)}>
                        Undo skip
                      </Button>
                    ) : m.canSkip ? (
                      <Button size="small" aria-label={`Skip ${label}`} {...busy} onClick={() => act('skip', m.date, m.meal)}>
                        Skip
                      </Button>
                    ) : null}
                    {m.canChange ? (
                      <Button
                        size="small"
                        aria-label={`Change this day: ${label}`}
                        disabled={pending !== null}
                        onClick={() =>
                          setChanging({
                            date: m.date,
                            meal: m.meal as OneDayChangeTarget['meal'],
                            hour: m.hour,
                            type: m.type as OneDayChangeTarget['type'],
                            snacks: m.snacks,
                            drinks: m.drinks,
                            proteinMultiplier: m.proteinMultiplier,
                            addressId: m.addressId ?? null,
                          })
                        }
                      >
                        Change this day
                      </Button>
                    ) : null}
                    {m.oneDayChange && m.canChange ? (
                      <Button size="small" aria-label={`Undo change of ${label}`} {...busy} onClick={() => undoChange(m.date, m.meal)}>
                        Undo change
                      </Button>
                    ) : null}
                  </Space>
                );
              },
            },
          ]}
        />
      )}
      <OneDayChangeDialog
        target={changing}
        addresses={data.addresses}
        saving={changing !== null && pending === `${changing.date}:${changing.meal}`}
        onCancel={() => setChanging(null)}
        onSave={saveChange}
      />
    </section>
  );
}
