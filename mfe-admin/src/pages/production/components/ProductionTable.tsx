// What to cook for a date and meal: the totals (meals, extra protein in grams, snacks, drinks, and
// how many meals are left out because their customer cannot pay), then one row per type and dish,
// each type's total and the meal's total. Skipped, closed and not affordable meals are not counted
// (the API leaves them out). A phone gets a card per row, so that every count fits the screen.
import { Empty, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { graphql, useFragment } from 'react-relay/hooks';
import { useIsMobile } from '@freshmeals/ui';
import { useKeyboardScroll } from '../../shared/use-keyboard-scroll';
import { productionRows, type ProductionRow } from '../production-format';
import styles from './production.module.css';
import type { ProductionTable_sheet$key } from './__generated__/ProductionTable_sheet.graphql';

export const NOTHING_TO_COOK = 'Nothing to cook for this meal';

/** A card's counts on a phone, as the table's columns name them. */
const COUNTS = [
  ['Meals', 'meals'],
  ['Protein (g)', 'proteinGrams'],
  ['Snacks', 'snacks'],
  ['Drinks', 'drinks'],
] as const;

const mealsText = (count: number) => `${count} ${count === 1 ? 'meal' : 'meals'}`;

export function ProductionTable({ sheet }: { sheet: ProductionTable_sheet$key }) {
  const data = useFragment(
    graphql`
      fragment ProductionTable_sheet on ProductionSheet {
        meals
        proteinGrams
        snacks
        drinks
        notAffordable
        lines {
          categoryType
          dishName
          meals
          proteinPortions
          snacks
          drinks
        }
      }
    `,
    sheet,
  );
  const scroller = useKeyboardScroll('Production sheet table');
  const rows = productionRows(data.lines);
  const isMobile = useIsMobile();
  const columns: ColumnsType<ProductionRow> = [
    { title: 'Type', dataIndex: 'type', key: 'type' },
    { title: 'Dish', dataIndex: 'dish', key: 'dish', render: (dish: string) => <span className={styles.dish}>{dish}</span> },
    { title: 'Meals', dataIndex: 'meals', key: 'meals', align: 'end' },
    { title: 'Protein (g)', dataIndex: 'proteinGrams', key: 'proteinGrams', align: 'end' },
    { title: 'Snacks', dataIndex: 'snacks', key: 'snacks', align: 'end' },
    { title: 'Drinks', dataIndex: 'drinks', key: 'drinks', align: 'end' },
  ];
  return (
    <>
      <dl className={styles.totals} aria-label="Totals">
        <div>
          <dt>Meals</dt>
          <dd data-testid="production-meals">{data.meals}</dd>
        </div>
        <div>
          <dt>Extra protein</dt>
          <dd data-testid="production-protein">{data.proteinGrams} g</dd>
        </div>
        <div>
          <dt>Snacks</dt>
          <dd data-testid="production-snacks">{data.snacks}</dd>
        </div>
        <div>
          <dt>Drinks</dt>
          <dd data-testid="production-drinks">{data.drinks}</dd>
        </div>
      </dl>
      {data.notAffordable > 0 ? (
        <p className={styles.left} data-testid="production-not-affordable">
          Not counted: {mealsText(data.notAffordable)} whose customer's credit is below the price.
        </p>
      ) : null}
      {isMobile ? (
        rows.length === 0 ? (
          <Empty description={NOTHING_TO_COOK} />
        ) : (
          <ul className={styles.cards} aria-label="Production">
            {rows.map((row) => (
              <li key={row.key} className={`${styles.card} ${row.kind === 'dish' ? '' : row.kind === 'type' ? styles.typeTotal : styles.total}`}>
                <p className={styles.cardTitle}>{row.kind === 'total' ? row.type : `${row.type} · ${row.dish}`}</p>
                <dl className={styles.cardCounts}>
                  {COUNTS.map(([label, key]) => (
                    <div key={key}>
                      <dt>{label}</dt>
                      <dd>{row[key]}</dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        )
      ) : (
        <div ref={scroller}>
          <Table<ProductionRow>
            rowKey="key"
            columns={columns}
            dataSource={rows}
            pagination={false}
            size="middle"
            scroll={{ x: 'max-content' }}
            rowClassName={(row) => (row.kind === 'dish' ? '' : row.kind === 'type' ? styles.typeTotal : styles.total)}
            locale={{ emptyText: <Typography.Text type="secondary">{NOTHING_TO_COOK}</Typography.Text> }}
          />
        </div>
      )}
    </>
  );
}
