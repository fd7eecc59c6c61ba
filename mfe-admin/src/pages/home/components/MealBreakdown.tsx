// One meal of a day card: Total Meals, Skipped, Not Affordable with the
// expandable list of not-affordable users (name, e-mail, phone), the figures per type (Meals,
// Extras, Drinks, Snacks), and for today a 'Dispatch List' button.
import { Button, Collapse, Typography } from 'antd';
import { UnorderedListOutlined } from '@ant-design/icons';
import { graphql, useFragment } from 'react-relay/hooks';
import { useNavigate } from 'react-router';
import type { MealBreakdown_meal$key } from './__generated__/MealBreakdown_meal.graphql';
import { capitalise, dispatchHref, inOrder, TYPE_ORDER } from '../summary-format';
import styles from './home.module.css';
import { Heading } from '../../shared/Heading';
import { usePreloadIntent } from '../../../lib/preload-link';

interface MealBreakdownProps {
  meal: MealBreakdown_meal$key;
  /** Today's meals get a 'Dispatch List' button. */
  dispatchable: boolean;
}

export function MealBreakdown({ meal, dispatchable }: MealBreakdownProps) {
  const data = useFragment(
    graphql`
      fragment MealBreakdown_meal on MealSummary {
        meal
        total
        skipped
        paused
        notAffordable
        notAffordableUsers {
          userId
          name
          email
          phone
        }
        types {
          type
          total
          extraProtein
          drinks
          snacks
        }
      }
    `,
    meal,
  );
  const navigate = useNavigate();
  const dispatchPath = dispatchHref(data.meal);
  const dispatchIntent = usePreloadIntent(dispatchPath);
  const label = capitalise(data.meal);
  const types = inOrder(data.types, (t) => t.type, TYPE_ORDER);

  return (
    // A group, not a landmark: every day card has a Breakfast, a Lunch and a Dinner.
    <div role="group" className={styles.meal} aria-label={label}>
      <div className={styles.mealHeader}>
        <Heading level={3} look={5} className={styles.mealTitle}>
          {label}
        </Heading>
        {dispatchable && (
          <Button
            size="small"
            icon={<UnorderedListOutlined aria-hidden />}
            {...dispatchIntent}
            onClick={() => navigate(dispatchPath)}
            aria-label={`Dispatch List (${data.meal})`}
          >
            Dispatch List
          </Button>
        )}
      </div>
      <dl className={styles.figures}>
        <div>
          <dt>Total Meals</dt>
          <dd>{data.total}</dd>
        </div>
        <div>
          <dt>Skipped</dt>
          <dd>
            {data.skipped}
            {/* Of the skipped, the meals of customers who paused deliveries. */}
            {data.paused > 0 ? <span className={styles.paused}> ({data.paused} paused)</span> : null}
          </dd>
        </div>
        <div className={data.notAffordable > 0 ? styles.warning : undefined}>
          <dt>Not Affordable</dt>
          <dd>{data.notAffordable}</dd>
        </div>
      </dl>
      {data.notAffordableUsers.length > 0 && (
        <Collapse
          size="small"
          className={styles.notAffordable}
          items={[
            {
              key: 'users',
              label: `Not affordable users (${data.notAffordableUsers.length})`,
              children: (
                <ul className={styles.userList}>
                  {data.notAffordableUsers.map((user) => (
                    <li key={user.userId}>
                      <Typography.Text strong>{user.name}</Typography.Text>
                      <Typography.Text type="secondary" className={styles.contact}>
                        {user.email}
                      </Typography.Text>
                      <Typography.Text type="secondary" className={styles.contact}>
                        {user.phone}
                      </Typography.Text>
                    </li>
                  ))}
                </ul>
              ),
            },
          ]}
        />
      )}
      <table className={styles.types}>
        <caption className={styles.visuallyHidden}>{label} by type</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Meals</th>
            <th scope="col">Extras</th>
            <th scope="col">Drinks</th>
            <th scope="col">Snacks</th>
          </tr>
        </thead>
        <tbody>
          {types.map((t) => (
            <tr key={t.type}>
              <th scope="row">{t.type}</th>
              <td>{t.total}</td>
              <td>{t.extraProtein}</td>
              <td>{t.drinks}</td>
              <td>{t.snacks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
