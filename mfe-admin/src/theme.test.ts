import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { contrast, SECONDARY_TEXT, theme } from './theme';

describe('admin theme', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('gives every coloured tag text of at least 4.5:1 on its background', () => {
    const base = antdTheme.getDesignToken() as unknown as Record<string, string>;
    const token = theme.token as Record<string, string>;
    for (const name of ['green', 'orange', 'volcano', 'red', 'gold', 'blue', 'purple', 'cyan', 'lime', 'magenta', 'geekblue']) {
      expect(contrast(token[`${name}7`], base[`${name}1`]), name).toBeGreaterThanOrEqual(4.5);
      expect(token[`${name}-7`]).toBe(token[`${name}7`]);
    }
  });

  it('darkens secondary text, placeholders and the danger red to AA contrast on white', () => {
    expect(SECONDARY_TEXT).toBe('rgba(0, 0, 0, 0.65)');
    expect(contrast(theme.token!.colorError!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.token!.colorPrimary!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
