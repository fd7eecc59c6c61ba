import type { ReactNode } from 'react';
import { Flex, Typography } from 'antd';

/** A screen's heading (level 3, as the layout's placeholder) with optional actions at the end. */
export function ScreenHeader({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
      <Typography.Title level={3} id="screen-title" style={{ margin: 0, overflowWrap: 'anywhere' }}>
        {title}
      </Typography.Title>
      {extra}
    </Flex>
  );
}
