// A day of the dashboard home: its title (Today, Tomorrow or the weekday), the date,
// 'Total Meals Scheduled' and one breakdown per meal.
import { Card, Typography } from 'antd';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DayCard_day$key } from './__generated__/DayCard_day.graphql';
import { capitalise, dayTitle, formatLocalDate, inOrder, MEAL_ORDER, type DayKind } from '../summary-format';
import { MealBreakdown } from './MealBreakdown';
import styles from './home.module.css';

export function DayCard({ day, kind }: { day: DayCard_day$key; kind: DayKind }) {
  const data = useFragment(
    graphql`
      fragment DayCard_day on DaySummary {
        date
        weekday
        totalMeals
        meals {
          meal
          ...MealBreakdown_meal
        }
      }
    `,
    day,
  );
  const title = dayTitle(kind, data.weekday);
  return (
    <Card
      className={styles.dayCard}
      data-testid={`day-card-${kind === 'later' ? data.weekday : kind}`}
      title={
        <div className={styles.dayTitle}>
          <h2 className={styles.dayName}>{title}</h2>
          <Typography.Text type="secondary" className={styles.date}>
            {kind === 'later' ? formatLocalDate(data.date) : `${capitalise(data.weekday)}, ${formatLocalDate(data.date)}`}
          </Typography.Text>
        </div>
      }
    >
      <div className={styles.total}>
        <span className={styles.totalLabel}>Total Meals Scheduled</span>
        <span className={styles.totalValue}>{data.totalMeals}</span>
      </div>
      {inOrder(data.meals, (m) => m.meal, MEAL_ORDER).map((meal) => (
        <MealBreakdown key={meal.meal} meal={meal} dispatchable={kind === 'today'} />
      ))}
    </Card>
  );
}
