// Below the dispatch list: the customers whose routine has this meal but who skipped it that day,
// with the status 'Skipped', or 'Paused' when the day is in their pause (nothing to prepare, nothing
// to charge either way).
import { Tag, Typography } from 'antd';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DispatchSkipped_list$key } from './__generated__/DispatchSkipped_list.graphql';
import styles from './dispatch.module.css';
import { skipStatus } from '../dispatch-format';

const TYPE_COLORS: Record<string, string> = { veg: 'green', chicken: 'volcano', egg: 'gold' };

export function DispatchSkipped({ list }: { list: DispatchSkipped_list$key }) {
  const data = useFragment(
    graphql`
      fragment DispatchSkipped_list on DispatchList {
        skipped {
          userId
          name
          phone
          categoryType
          paused
        }
      }
    `,
    list,
  );
  if (data.skipped.length === 0) return null;
  return (
    <section className={styles.skipped} aria-labelledby="dispatch-skipped-title">
      <Typography.Title level={2} id="dispatch-skipped-title" style={{ fontSize: 16, marginTop: 0 }}>
        Skipped ({data.skipped.length})
      </Typography.Title>
      <ul className={styles.skippedList}>
        {data.skipped.map((skip) => (
          <li key={skip.userId}>
            <Typography.Text strong>{skip.name}</Typography.Text> <Typography.Text type="secondary">{skip.phone}</Typography.Text>{' '}
            <Tag color={TYPE_COLORS[skip.categoryType]}>{skip.categoryType}</Tag>
            <Tag>{skipStatus(skip)}</Tag>
          </li>
        ))}
      </ul>
    </section>
  );
}
