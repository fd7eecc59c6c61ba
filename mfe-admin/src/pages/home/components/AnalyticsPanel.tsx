// A compact usage panel below the day cards: order-now clicks by
// placement, the scroll-depth funnel and the quote-form funnel over the last 30 days.
import type { CSSProperties } from 'react';
import { Card, Empty, Progress, theme, Typography } from 'antd';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AnalyticsPanel_report$data, AnalyticsPanel_report$key } from './__generated__/AnalyticsPanel_report.graphql';
import styles from './home.module.css';
import { Heading } from '../../shared/Heading';

function FunnelRow({ label, value, of }: { label: string; value: number; of: number }) {
  const percent = of > 0 ? Math.round((value / of) * 100) : 0;
  return (
    <div className={styles.funnelRow}>
      <span>{label}</span>
      <Progress percent={percent} showInfo={false} size="small" strokeColor="#15803d" aria-label={`${label}: ${value}`} />
      <span className={styles.funnelValue}>{value}</span>
    </div>
  );
}

type ClickRow = AnalyticsPanel_report$data['orderNowClicks'][number];

/**
 * The clicks as a plain table drawn like Ant Design's small table, from the theme's tokens. Its
 * Table component would bring pagination, select and virtual-list code with it (about 80 KB gzip,
 * more than the rest of the screen's own code) for four columns that need none of it.
 */
function ClicksTable({ rows }: { rows: readonly ClickRow[] }) {
  const { token } = theme.useToken();
  const look = {
    '--cell-padding': `${token.paddingXS}px`,
    '--header-bg': token.colorFillAlter,
    '--header-color': token.colorTextHeading,
    '--header-weight': token.fontWeightStrong,
    '--border-color': token.colorBorderSecondary,
    '--header-radius': `${token.borderRadiusLG}px`,
    '--empty-color': token.colorTextDisabled,
  } as CSSProperties;
  return (
    <table className={styles.clicks} style={look}>
      <thead>
        <tr>
          <th scope="col">Placement</th>
          <th scope="col" className={styles.number}>
            Desktop
          </th>
          <th scope="col" className={styles.number}>
            Mobile
          </th>
          <th scope="col" className={styles.number}>
            Total
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.length === 0 ? (
          <tr className={styles.clicksEmpty}>
            <td colSpan={4}>
              <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No clicks yet" />
            </td>
          </tr>
        ) : (
          rows.map((row) => (
            <tr key={row.location}>
              <td>{row.location}</td>
              <td className={styles.number}>{row.desktop}</td>
              <td className={styles.number}>{row.mobile}</td>
              <td className={styles.number}>{row.total}</td>
            </tr>
          ))
        )}
      </tbody>
    </table>
  );
}

export function AnalyticsPanel({ report }: { report: AnalyticsPanel_report$key }) {
  const data = useFragment(
    graphql`
      fragment AnalyticsPanel_report on AnalyticsReport {
        orderNowClicks {
          location
          desktop
          mobile
          total
        }
        scrollDepth {
          reached25
          reached50
          reached75
          reached90
        }
        quoteFunnel {
          views
          starts
          submits
        }
      }
    `,
    report,
  );
  const scroll = data.scrollDepth;
  const quote = data.quoteFunnel;
  return (
    <section className={styles.analytics} aria-labelledby="analytics-title">
      <Heading level={2} look={4} id="analytics-title">
        Site analytics <Typography.Text type="secondary" style={{ fontSize: 14, fontWeight: 400 }}>last 30 days</Typography.Text>
      </Heading>
      <div className={styles.analyticsGrid}>
        <Card size="small" title="Order Now clicks by placement">
          <ClicksTable rows={data.orderNowClicks} />
        </Card>
        <Card size="small" title="Scroll depth (page views)">
          <FunnelRow label="25%" value={scroll.reached25} of={scroll.reached25} />
          <FunnelRow label="50%" value={scroll.reached50} of={scroll.reached25} />
          <FunnelRow label="75%" value={scroll.reached75} of={scroll.reached25} />
          <FunnelRow label="90%" value={scroll.reached90} of={scroll.reached25} />
        </Card>
        <Card size="small" title="Quote form (sessions)">
          <FunnelRow label="Viewed" value={quote.views} of={quote.views} />
          <FunnelRow label="Started" value={quote.starts} of={quote.views} />
          <FunnelRow label="Submitted" value={quote.submits} of={quote.views} />
        </Card>
      </div>
    </section>
  );
}
