// A dish's average rating as customers gave it: stars (halves shown) and '4.3 (12 ratings)', or
// 'No ratings yet'. Read only: staff see what customers thought, they do not rate.
import { Rate, Typography } from 'antd';
import { graphql, useFragment } from 'react-relay/hooks';
import type { RatingSummary_dish$key } from './__generated__/RatingSummary_dish.graphql';
import styles from './dishes.module.css';

export const NO_RATINGS = 'No ratings yet';

/** '4.3 (12 ratings)', '5 (1 rating)'. */
export function ratingText(average: number, count: number): string {
  return `${average.toFixed(1).replace(/\.0$/, '')} (${count} ${count === 1 ? 'rating' : 'ratings'})`;
}

/** The average to the nearest half star, as the stars can show it. */
export const halfStars = (average: number) => Math.round(average * 2) / 2;

/**
 * `card`: the stars on a line of their own (grey when nobody rated yet) and the words under them, so
 * every card of a row is as tall as the others whatever its rating. `section`: one line.
 */
export function RatingSummary({ dish, layout = 'card' }: { dish: RatingSummary_dish$key; layout?: 'card' | 'section' }) {
  const data = useFragment(
    graphql`
      fragment RatingSummary_dish on Dish {
        averageRating
        ratingCount
      }
    `,
    dish,
  );
  const rated = data.averageRating != null && data.ratingCount > 0;
  const className = layout === 'card' ? `${styles.rating} ${styles.ratingCard}` : `${styles.rating} ${styles.ratingSection}`;
  const stars = (
    <span aria-hidden>
      <Rate disabled allowHalf value={rated ? halfStars(data.averageRating!) : 0} className={layout === 'card' ? styles.smallStars : undefined} />
    </span>
  );
  return (
    <span className={className} data-testid="dish-rating">
      {rated ? (
        <span role="img" aria-label={`Rated ${data.averageRating} of 5 stars`} className={styles.ratingStars}>
          {stars}
        </span>
      ) : (
        layout === 'card' && <span className={styles.ratingStars}>{stars}</span>
      )}
      <Typography.Text type="secondary">{rated ? ratingText(data.averageRating!, data.ratingCount) : NO_RATINGS}</Typography.Text>
    </span>
  );
}
