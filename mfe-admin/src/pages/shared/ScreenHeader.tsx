import type { ReactNode } from 'react';
import { Flex } from 'antd';
import { ScreenTitle } from './Heading';

/** A screen's title with optional actions at the end. */
export function ScreenHeader({ title, extra }: { title: ReactNode; extra?: ReactNode }) {
  return (
    <Flex align="center" justify="space-between" gap={12} wrap style={{ marginBottom: 16 }}>
      <ScreenTitle style={{ margin: 0, overflowWrap: 'anywhere' }}>{title}</ScreenTitle>
      {extra}
    </Flex>
  );
}
