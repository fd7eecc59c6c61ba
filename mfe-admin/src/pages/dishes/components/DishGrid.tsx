// The dish cards: an 'Add Dish' tile, then the page's dishes, 5 a row; paging below.
import { Card, Empty, Pagination, Skeleton, Spin } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { graphql, useRefetchableFragment } from 'react-relay/hooks';
import { Link } from 'react-router';
import { pageCount } from '@freshmeals/rules/pagination';
import type { DishGrid_query$key } from './__generated__/DishGrid_query.graphql';
import { DishCard } from './DishCard';
import styles from './dishes.module.css';
import { DISHES_PAGE_SIZE } from '../route';

// The page size is the route's (route.ts): its preload reads it too.
export { DISHES_PAGE_SIZE } from '../route';

function AddDishTile() {
  return (
    <Link to="add" className={styles.addTile}>
      <PlusOutlined style={{ fontSize: 28 }} aria-hidden />
      Add Dish
    </Link>
  );
}

export function DishGridSkeleton() {
  return (
    <div className={styles.grid} aria-busy>
      <AddDishTile />
      {Array.from({ length: 4 }, (_, index) => (
        <Card key={index}>
          <Skeleton active />
        </Card>
      ))}
    </div>
  );
}

interface Props {
  query: DishGrid_query$key;
  page: number;
  loading?: boolean;
  onPageChange(page: number): void;
}

export function DishGrid({ query, page, loading, onPageChange }: Props) {
  const [data, refetch] = useRefetchableFragment(
    graphql`
      fragment DishGrid_query on Query
      @refetchable(queryName: "DishGridRefetchQuery")
      @argumentDefinitions(
        first: { type: "Int", defaultValue: 10 }
        after: { type: "String" }
        search: { type: "String" }
        types: { type: "[MealCategory!]" }
      ) {
        dishes(first: $first, after: $after, search: $search, types: $types) {
          totalCount
          edges {
            node {
              id
              ...DishCard_dish
            }
          }
        }
      }
    `,
    query,
  );
  const total = data.dishes.totalCount;
  // The list reloads after a deletion.
  const reload = () => refetch({}, { fetchPolicy: 'network-only' });
  return (
    <Spin spinning={!!loading}>
      <div className={styles.grid}>
        <AddDishTile />
        {data.dishes.edges.map((edge) => (
          <DishCard key={edge.node.id} dish={edge.node} onDeleted={reload} />
        ))}
      </div>
      {total === 0 && <Empty description="No dishes found" style={{ marginTop: 24 }} />}
      <div className={styles.pagination}>
        <span>{`Page ${page} of ${pageCount(total, DISHES_PAGE_SIZE)}`}</span>
        <Pagination current={page} pageSize={DISHES_PAGE_SIZE} total={total} showSizeChanger={false} onChange={onPageChange} />
      </div>
    </Spin>
  );
}
