// A screen whose content a later issue builds: its title and an empty state.
import { Card, Empty, Typography } from 'antd';

export function PlaceholderScreen({ title }: { title: string }) {
  return (
    <section aria-labelledby="screen-title">
      <Typography.Title level={3} id="screen-title" style={{ marginTop: 0 }}>
        {title}
      </Typography.Title>
      <Card>
        <Empty description="This screen is being built." />
      </Card>
    </section>
  );
}
