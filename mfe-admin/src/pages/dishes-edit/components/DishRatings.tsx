// The Edit Dish screen's 'Ratings': what customers thought of the dish, read only. The average with
// its count, then the latest comments (the server keeps the newest few), each with its stars and the
// meal's date.
import { Card, Rate, Typography } from 'antd';
import { graphql, useFragment } from 'react-relay/hooks';
import { formatDate } from '@freshmeals/ui/dates';
import { Heading } from '../../shared/Heading';
import { RatingSummary } from '../../dishes/components/RatingSummary';
import type { DishRatings_dish$key } from './__generated__/DishRatings_dish.graphql';
import styles from './dish-ratings.module.css';

export const NO_COMMENTS = 'No comments yet';

export function DishRatings({ dish }: { dish: DishRatings_dish$key }) {
  const data = useFragment(
    graphql`
      fragment DishRatings_dish on Dish {
        ratingCount
        ratings {
          stars
          comment
          date
        }
        ...RatingSummary_dish
      }
    `,
    dish,
  );
  return (
    <Card className={styles.card} aria-labelledby="dish-ratings-title" role="region">
      <Heading level={2} look={5} id="dish-ratings-title" style={{ marginTop: 0 }}>
        Ratings
      </Heading>
      <RatingSummary dish={data} layout="section" />
      {data.ratingCount > 0 && (
        <>
          <Heading level={3} look={5} style={{ margin: '16px 0 8px', fontSize: 14 }}>
            Latest comments
          </Heading>
          {data.ratings.length === 0 ? (
            <Typography.Text type="secondary">{NO_COMMENTS}</Typography.Text>
          ) : (
            <ul className={styles.comments} aria-label="Latest comments">
              {data.ratings.map((rating, index) => (
                <li key={index} className={styles.comment}>
                  <div className={styles.commentHead}>
                    <span role="img" aria-label={`${rating.stars} of 5 stars`} className={styles.stars}>
                      <span aria-hidden>
                        <Rate disabled value={rating.stars} />
                      </span>
                    </span>
                    <Typography.Text type="secondary" className={styles.date}>
                      {formatDate(rating.date)}
                    </Typography.Text>
                  </div>
                  <Typography.Paragraph className={styles.text}>{rating.comment}</Typography.Paragraph>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
