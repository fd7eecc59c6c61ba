// Headings whose level follows the page outline (one level-one heading per screen, no skipped
// levels) while their size stays the one the console's design uses at that place.
import type { CSSProperties, ReactNode } from 'react';
import { theme, Typography } from 'antd';

type Level = 1 | 2 | 3 | 4 | 5;

interface HeadingProps {
  /** The level in the outline (h1 … h5). */
  level: Level;
  /** The Ant Design heading size it looks like. */
  look: Level;
  id?: string;
  className?: string;
  style?: CSSProperties;
  ellipsis?: Parameters<typeof Typography.Title>[0]['ellipsis'];
  children: ReactNode;
}

export function Heading({ level, look, style, ...rest }: HeadingProps) {
  const { token } = theme.useToken();
  const size = {
    fontSize: token[`fontSizeHeading${look}`],
    lineHeight: token[`lineHeightHeading${look}`],
  };
  return <Typography.Title level={level} style={{ ...size, ...style }} {...rest} />;
}

/** A screen's title: the page's only level-one heading, the size of a level-three one. */
export function ScreenTitle({ children, style }: { children: ReactNode; style?: CSSProperties }) {
  return (
    <Heading level={1} look={3} id="screen-title" style={style}>
      {children}
    </Heading>
  );
}
