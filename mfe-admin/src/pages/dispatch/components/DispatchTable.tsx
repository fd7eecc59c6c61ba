// The dispatch list's table: Name (with the address under it), Email, Phone, Category, Dish (from
// the weekly menu), Drinks (Yes/No), Snacks (Yes/No), Protein (the multiplier, 0 by default), Status
// (To deduct / Deducted / Not affordable) and Actions, one table per PIN code (the group's heading);
// above it the kitchen's production count per type and dish. The empty state names the meal and the
// weekday. The table takes the content's width and wraps long cells, so that every column, the
// action included, is on screen from a 1280 px window with the sidebar open; narrower, it scrolls
// inside its own box. Below 768 px each user is a card with the same fields, so the action stays in
// view.
import { Empty, Pagination, Space, Table, Tag, Tooltip, type TableColumnsType } from 'antd';
import { pageCount } from '@freshmeals/rules/pagination';
import { DISPATCH_PAGE_SIZE } from '../route';
import { MEAL_STATE_LABELS, type MealState } from '@freshmeals/rules/meals';
import { graphql, useFragment } from 'react-relay/hooks';
import type { DispatchTable_list$data, DispatchTable_list$key } from './__generated__/DispatchTable_list.graphql';
import type { DispatchTable_entries$data, DispatchTable_entries$key } from './__generated__/DispatchTable_entries.graphql';
import { useIsMobile } from '@freshmeals/ui';
import { dispatchStatus, emptyText, groupByPin, pinGroupTitle, yesNo } from '../dispatch-format';
import styles from './dispatch.module.css';
import { DeductButton } from './DeductButton';
import { ReturnCreditButton } from './ReturnCreditButton';

type Entry = DispatchTable_entries$data[number];

/** Which page of the list is shown, of how many rows in all, and how to go to another. */
export interface Pager {
  page: number;
  total: number;
  onChange(page: number): void;
}

const TYPE_COLORS: Record<string, string> = { veg: 'green', chicken: 'volcano', egg: 'gold' };

export function DispatchTable({
  list,
  entries,
  pager,
  onCharged,
}: {
  list: DispatchTable_list$key;
  /** The page's rows, by PIN code then name. */
  entries: DispatchTable_entries$key;
  pager: Pager;
  /** A row was charged: the list's counts are read again. */
  onCharged(): void;
}) {
  const data = useFragment(
    graphql`
      fragment DispatchTable_list on DispatchList {
        weekday
        meal
        date
        deductRefusal
        pins {
          pin
          meals
        }
        production {
          categoryType
          dishName
          meals
          proteinPortions
          snacks
          drinks
        }
      }
    `,
    list,
  );
  const rows = useFragment(
    graphql`
      fragment DispatchTable_entries on DispatchEntry @relay(plural: true) {
        userId
        name
        email
        phone
        categoryType
        dishName
        drinks
        snacks
        proteinMultiplier
        notAffordable
        deducted
        address
        addressLabel
        pin
        deliveryNotes
        state
        photoUrl
        ...DeductButton_entry
        ...ReturnCreditButton_entry
      }
    `,
    entries,
  );
  // A group's heading counts the whole list's meals at that PIN, on this page or not.
  const pinCount = new Map(data.pins.map((p) => [p.pin ?? null, p.meals]));
  const groupTitle = (group: { pin: string | null; entries: readonly Entry[] }) => pinGroupTitle(group.pin, pinCount.get(group.pin) ?? group.entries.length);
  const pages = <ListPager {...pager} />;

  const isMobile = useIsMobile();
  const lowCredit = (
    <Tooltip title="Credit is below this meal's price">
      <Tag color="orange" style={{ marginLeft: 6 }}>
        Low credit
      </Tag>
    </Tooltip>
  );

  const production = data.production.length > 0 ? <Production lines={data.production} /> : null;

  if (isMobile) {
    if (rows.length === 0) return <Empty description={emptyText(data.meal, data.weekday)} />;
    return (
      <>
      {production}
      {groupByPin(rows).map((group) => (
      <section key={group.pin ?? 'none'} className={styles.pinGroup} aria-label={groupTitle(group)}>
      <h2 className={styles.groupTitle}>{groupTitle(group)}</h2>
      <ul className={styles.cards} aria-label={`Users for ${data.meal}`}>
        {group.entries.map((entry) => (
          <li key={entry.userId} className={styles.card}>
            <div className={styles.cardName}>
              {entry.name}
              {entry.notAffordable && lowCredit}
            </div>
            <div className={styles.contact}>{entry.email}</div>
            <div className={styles.contact}>{entry.phone}</div>
            <AddressText entry={entry} />
            <dl className={styles.facts}>
              <div>
                <dt>Category</dt>
                <dd>
                  <Tag color={TYPE_COLORS[entry.categoryType]} style={{ margin: 0 }}>
                    {entry.categoryType}
                  </Tag>
                </dd>
              </div>
              <div className={styles.dish}>
                <dt>Dish</dt>
                <dd>{entry.dishName ?? '—'}</dd>
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
              <div className={styles.dish}>
                <dt>Status</dt>
                <dd>
                  {dispatchStatus(entry)}
                  <DeliveryState state={entry.state} photoUrl={entry.photoUrl} name={entry.name} />
                </dd>
              </div>
            </dl>
            <div className={styles.noPrint}>
              <Space wrap size={8}>
                <DeductButton entry={entry} meal={data.meal} date={data.date} refusal={data.deductRefusal ?? null} onCharged={onCharged} />
                <ReturnCreditButton entry={entry} />
              </Space>
            </div>
          </li>
        ))}
      </ul>
      </section>
      ))}
      {pages}
      </>
    );
  }

  const columns: TableColumnsType<Entry> = [
    // Who and where, as on the cards: the address (its PIN is also the group's heading) and its
    // notes under the name, so that the row fits a 1280 px window without a column of its own.
    {
      title: 'Name',
      dataIndex: 'name',
      render: (name: string, entry) => (
        <div className={styles.who}>
          <div className={styles.rowName}>
            {name}
            {entry.notAffordable && lowCredit}
          </div>
          <AddressText entry={entry} />
        </div>
      ),
    },
    { title: 'Email', dataIndex: 'email', render: (email: string) => <EmailText email={email} /> },
    { title: 'Phone', dataIndex: 'phone', className: styles.noWrap },
    {
      title: 'Category',
      dataIndex: 'categoryType',
      render: (type: string) => <Tag color={TYPE_COLORS[type]}>{type}</Tag>,
    },
    { title: 'Dish', dataIndex: 'dishName', render: (name: string | null) => name ?? '—' },
    { title: 'Drinks', dataIndex: 'drinks', render: yesNo },
    { title: 'Snacks', dataIndex: 'snacks', render: yesNo },
    { title: 'Protein', dataIndex: 'proteinMultiplier', align: 'right', render: (value: number | null) => value ?? 0 },
    {
      title: 'Status',
      key: 'status',
      render: (_value, entry) => (
        <>
          {dispatchStatus(entry)}
          <DeliveryState state={entry.state} photoUrl={entry.photoUrl} name={entry.name} />
        </>
      ),
    },
    {
      title: 'Actions',
      key: 'actions',
      className: styles.noPrint,
      render: (_value, entry) => (
        <Space wrap size={8}>
          <DeductButton entry={entry} meal={data.meal} date={data.date} refusal={data.deductRefusal ?? null} onCharged={onCharged} />
          <ReturnCreditButton entry={entry} />
        </Space>
      ),
    },
  ];

  const table = (entries: readonly Entry[]) => (
    <Table<Entry>
      rowKey="userId"
      columns={columns}
      dataSource={[...entries]}
      pagination={false}
      // `true`: as wide as the box at most, wrapping cells; it scrolls inside only when even wrapped
      // cells cannot fit ('max-content' never wrapped, and pushed Status and Actions off screen).
      scroll={{ x: true }}
      size="middle"
      locale={{ emptyText: emptyText(data.meal, data.weekday) }}
    />
  );
  if (rows.length === 0) {
    return (
      <>
        {production}
        {table([])}
      </>
    );
  }
  // One group per PIN code: a delivery run each, and a page each when printed.
  return (
    <>
      {production}
      {groupByPin(rows).map((group) => (
        <section key={group.pin ?? 'none'} className={styles.pinGroup} aria-label={groupTitle(group)}>
          <h2 className={styles.groupTitle}>{groupTitle(group)}</h2>
          {table(group.entries)}
        </section>
      ))}
      {pages}
    </>
  );
}

/** Under the page's rows, when the list has more than a page: the pages, and which one this is. */
function ListPager({ page, total, onChange }: Pager) {
  return (
    <Pagination
      className={`${styles.pager} ${styles.noPrint}`}
      current={page}
      pageSize={DISPATCH_PAGE_SIZE}
      total={total}
      hideOnSinglePage
      showSizeChanger={false}
      onChange={onChange}
      showTotal={() => `Page ${page} of ${pageCount(total, DISPATCH_PAGE_SIZE)}`}
    />
  );
}

/**
 * An e-mail address that wraps before its '@' first, and anywhere only when a part alone is wider
 * than the column (a long address must not push the row's buttons off screen).
 */
const STATE_COLORS: Partial<Record<MealState, string>> = { out_for_delivery: 'blue', delivered: 'green', not_delivered: 'red' };

/**
 * What the rider recorded, under the charge status, once the meal is on its way: nothing before
 * (scheduled or locked), so the row keeps its width for the kitchen's morning.
 */
function DeliveryState({ state, photoUrl, name }: { state: string; photoUrl: string | null | undefined; name: string }) {
  const color = STATE_COLORS[state as MealState];
  if (!color) return null;
  return (
    <div>
      <Tag color={color} className={styles.deliveryTag}>
        {MEAL_STATE_LABELS[state as MealState]}
      </Tag>
      {/* The rider's photo of a meal not delivered, full size in a new tab. */}
      {photoUrl ? (
        <a href={photoUrl} target="_blank" rel="noreferrer" aria-label={`Photo: ${name}`}>
          Photo
        </a>
      ) : null}
    </div>
  );
}

function EmailText({ email }: { email: string }) {
  const at = email.lastIndexOf('@');
  if (at <= 0) return <span className={styles.email}>{email}</span>;
  return (
    <span className={styles.email}>
      {email.slice(0, at)}
      <wbr />
      {email.slice(at)}
    </span>
  );
}

/** Where the meal goes: the address's label and line, and its delivery notes. */
function AddressText({ entry }: { entry: Pick<Entry, 'address' | 'addressLabel' | 'deliveryNotes'> }) {
  if (!entry.address) return <span className={styles.contact}>No address</span>;
  return (
    <div className={styles.address}>
      <strong>{entry.addressLabel}</strong>: {entry.address}
      {entry.deliveryNotes ? <div className={styles.contact}>{entry.deliveryNotes}</div> : null}
    </div>
  );
}

type ProductionLine = DispatchTable_list$data['production'][number];

/** The kitchen's count: how many meals of each type and dish to make, with their extras. */
function Production({ lines }: { lines: readonly ProductionLine[] }) {
  return (
    // Focusable: on a phone the count scrolls sideways, and keyboard users must be able to scroll it.
    <section aria-labelledby="production-title" className={styles.production} tabIndex={0}>
      <h2 id="production-title" className={styles.productionTitle}>
        Production
      </h2>
      <table className={styles.productionTable}>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Dish</th>
            <th scope="col">Meals</th>
            <th scope="col">Protein portions</th>
            <th scope="col">Snacks</th>
            <th scope="col">Drinks</th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={`${line.categoryType}-${line.dishName ?? ''}`}>
              <td>
                <Tag color={TYPE_COLORS[line.categoryType]}>{line.categoryType}</Tag>
              </td>
              <td>{line.dishName ?? 'No menu'}</td>
              <td>{line.meals}</td>
              <td>{line.proteinPortions}</td>
              <td>{line.snacks}</td>
              <td>{line.drinks}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
