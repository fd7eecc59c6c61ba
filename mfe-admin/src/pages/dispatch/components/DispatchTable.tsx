// The dispatch list's table: Name, Email, Phone, Category, Drinks (Yes/No), Snacks
// (Yes/No), Protein (the multiplier, 0 by default) and Actions; the empty state names the meal and
// the weekday. Below 768 px each user is a card with the same fields, so the action stays in view.
import { Empty, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { graphql, useFragment } from 'react-relay';
import type { DispatchTable_list$data, DispatchTable_list$key } from './__generated__/DispatchTable_list.graphql';
import { useIsMobile } from '@freshmeals/ui';
import { emptyText, yesNo } from '../dispatch-format';
import styles from './dispatch.module.css';
import { DeductButton } from './DeductButton';

type Entry = DispatchTable_list$data['entries'][number];

const TYPE_COLORS: Record<string, string> = { veg: 'green', chicken: 'volcano', egg: 'gold' };

export function DispatchTable({ list }: { list: DispatchTable_list$key }) {
  const data = useFragment(
    graphql`
      fragment DispatchTable_list on DispatchList {
        weekday
        meal
        entries {
          userId
          name
          email
          phone
          categoryType
          drinks
          snacks
          proteinMultiplier
          notAffordable
          ...DeductButton_entry
        }
      }
    `,
    list,
  );

  const isMobile = useIsMobile();
  const lowCredit = (
    <Tooltip title="Credit is below this meal's price">
      <Tag color="orange" style={{ marginLeft: 6 }}>
        Low credit
      </Tag>
    </Tooltip>
  );

  if (isMobile) {
    if (data.entries.length === 0) return <Empty description={emptyText(data.meal, data.weekday)} />;
    return (
      <ul className={styles.cards} aria-label={`Users for ${data.meal}`}>
        {data.entries.map((entry) => (
          <li key={entry.userId} className={styles.card}>
            <div className={styles.cardName}>
              {entry.name}
              {entry.notAffordable && lowCredit}
            </div>
            <div className={styles.contact}>{entry.email}</div>
            <div className={styles.contact}>{entry.phone}</div>
            <dl className={styles.facts}>
              <div>
                <dt>Category</dt>
                <dd>
                  <Tag color={TYPE_COLORS[entry.categoryType]} style={{ margin: 0 }}>
                    {entry.categoryType}
                  </Tag>
                </dd>
              </div>
              <div>
                <dt>Drinks</dt>
                <dd>{yesNo(entry.drinks)}</dd>
              </div>
              <div>
                <dt>Snacks</dt>
                <dd>{yesNo(entry.snacks)}</dd>
              </div>
              <div>
                <dt>Protein</dt>
                <dd>{entry.proteinMultiplier ?? 0}</dd>
              </div>
            </dl>
            <div className={styles.noPrint}>
              <DeductButton entry={entry} meal={data.meal} />
            </div>
          </li>
        ))}
      </ul>
    );
  }

  const columns: TableColumnsType<Entry> = [
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, entry) => (
        <>
          {name}
          {entry.notAffordable && lowCredit}
        </>
      ),
    },
    { title: 'Email', dataIndex: 'email' },
    { title: 'Phone', dataIndex: 'phone' },
    {
      title: 'Category',
      dataIndex: 'categoryType',
      render: (type: string) => <Tag color={TYPE_COLORS[type]}>{type}</Tag>,
    },
    { title: 'Drinks', dataIndex: 'drinks', render: yesNo },
    { title: 'Snacks', dataIndex: 'snacks', render: yesNo },
    { title: 'Protein', dataIndex: 'proteinMultiplier', align: 'right', render: (value: number | null) => value ?? 0 },
    {
      title: 'Actions',
      key: 'actions',
      className: styles.noPrint,
      render: (_value, entry) => <DeductButton entry={entry} meal={data.meal} />,
    },
  ];

  return (
    <Table<Entry>
      rowKey="userId"
      columns={columns}
      dataSource={[...data.entries]}
      pagination={false}
      scroll={{ x: 'max-content' }}
      locale={{ emptyText: emptyText(data.meal, data.weekday) }}
    />
  );
}
