import { describe, expect, it } from 'vitest';
import { theme as antdTheme } from 'antd';
import { contrast, SECONDARY_TEXT, theme } from './theme';

const base = antdTheme.getDesignToken() as unknown as Record<string, string>;

/** '#fff' or '#ffffff' as '#ffffff'. */
function hex6(colour: string): string {
  const hex = colour.replace('#', '');
  return `#${hex.length === 3 ? [...hex].map((c) => c + c).join('') : hex}`.toLowerCase();
}

/** What a colour (#rrggbb or rgba()) looks like drawn over an opaque #rrggbb background. */
function over(colour: string, background: string): string {
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(colour);
  if (!rgba) return hex6(colour);
  const alpha = rgba[4] === undefined ? 1 : Number(rgba[4]);
  const bg = [1, 3, 5].map((i) => parseInt(hex6(background).slice(i, i + 2), 16));
  return `#${[1, 2, 3]
    .map((i, k) => Math.round(Number(rgba[i]) * alpha + bg[k]! * (1 - alpha)).toString(16).padStart(2, '0'))
    .join('')}`;
}

describe('admin theme', () => {
  it('computes WCAG contrast ratios', () => {
    expect(contrast('#ffffff', '#000000')).toBeCloseTo(21, 5);
    expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('gives every coloured tag text of at least 4.5:1 on its background', () => {
    const token = theme.token as Record<string, string>;
    for (const name of ['green', 'orange', 'volcano', 'red', 'gold', 'blue', 'purple', 'cyan', 'lime', 'magenta', 'geekblue']) {
      expect(contrast(token[`${name}7`], base[`${name}1`]), name).toBeGreaterThanOrEqual(4.5);
      expect(token[`${name}-7`]).toBe(token[`${name}7`]);
    }
  });

  it('gives secondary, descriptive, tertiary and placeholder text AA contrast (4.5:1) on every background they sit on', () => {
    const token = theme.token!;
    const layout = theme.components!.Layout!;
    // Cards, tables, the header and the sidebar are white; breadcrumbs and dates also sit on the page's own grey.
    const backgrounds = ['#ffffff', layout.bodyBg!, layout.headerBg!, layout.siderBg!].map(hex6);
    expect(token.colorTextSecondary).toBe(SECONDARY_TEXT);
    expect(token.colorTextDescription).toBe(SECONDARY_TEXT);
    const texts = { SECONDARY_TEXT, colorTextTertiary: token.colorTextTertiary!, colorTextPlaceholder: token.colorTextPlaceholder! };
    for (const [name, colour] of Object.entries(texts)) {
      for (const background of backgrounds) {
        expect(contrast(over(colour, background), background), `${name} on ${background}`).toBeGreaterThanOrEqual(4.5);
      }
    }
    // Ant Design's own descriptive text (45% black), which this replaces, fails on white: the check can tell.
    expect(contrast(over(base.colorTextDescription!, '#ffffff'), '#ffffff')).toBeLessThan(4.5);
  });

  it('darkens the danger red and the brand green to AA contrast on white', () => {
    expect(contrast(theme.token!.colorError!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrast(theme.token!.colorPrimary!, '#ffffff')).toBeGreaterThanOrEqual(4.5);
  });
});
