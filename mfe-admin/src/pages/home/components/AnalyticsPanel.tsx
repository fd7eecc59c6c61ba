// A compact usage panel below the day cards: order-now clicks by
// placement, the scroll-depth funnel and the quote-form funnel over the last 30 days.
import { Card, Empty, Progress, Table, Typography } from 'antd';
import { graphql, useFragment } from 'react-relay/hooks';
import type { AnalyticsPanel_report$key } from './__generated__/AnalyticsPanel_report.graphql';
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
          <Table
            size="small"
            pagination={false}
            rowKey="location"
            dataSource={[...data.orderNowClicks]}
            locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No clicks yet" /> }}
            columns={[
              { title: 'Placement', dataIndex: 'location' },
              { title: 'Desktop', dataIndex: 'desktop', align: 'right' },
              { title: 'Mobile', dataIndex: 'mobile', align: 'right' },
              { title: 'Total', dataIndex: 'total', align: 'right' },
            ]}
          />
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
