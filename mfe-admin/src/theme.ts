// The console's Ant Design theme: the brand green, and colours that meet WCAG AA contrast
// (4.5:1 for text) where Ant Design's defaults do not.
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { SIDEBAR_WIDTH_COLLAPSED } from './layout/AdminLayout';

/** Secondary and descriptive text (e-mails, dates, breadcrumbs): Ant Design's 45% black is 3.4:1 on white. */
export const SECONDARY_TEXT = 'rgba(0, 0, 0, 0.65)';

// A coloured tag writes its text in shade 7 of its palette on shade 1, which is under 4.5:1 for
// green, orange, gold and most others. Shade 7 of each palette becomes the first darker shade of
// the same hue that reaches 4.5:1 on shade 1 (each shade has two token names, green7 and green-7).
const base = antdTheme.getDesignToken() as unknown as Record<string, string>;

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two #rrggbb colours. */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light + 0.05) / (dark + 0.05);
}

const darkerTagText = Object.fromEntries(
  Object.keys(base)
    .map((key) => /^([a-z]+)7$/.exec(key)?.[1])
    .filter((name): name is string => !!name && /^#[0-9a-f]{6}$/i.test(base[`${name}1`] ?? ''))
    .flatMap((name) => {
      const shade = [7, 8, 9, 10].map((n) => base[`${name}${n}`]).find((c) => c && contrast(c, base[`${name}1`]) >= 4.5);
      return shade ? [[`${name}7`, shade], [`${name}-7`, shade]] : [];
    }),
);

export const theme: ThemeConfig = {
  // Ant Design's component styles come from its prebuilt stylesheet (antd/dist/antd.css, imported
  // by App.tsx) instead of being generated in the browser as each component first renders: that
  // generation (hashing, serialising and injecting style objects) was about a third of the
  // console's script time on every page load. The stylesheet reads every colour and size from CSS
  // variables, which Ant Design still sets from the tokens below, so the theme is unchanged.
  // Without hashed class names, so that the prebuilt selectors (.ant-btn) match.
  zeroRuntime: true,
  hashed: false,
  token: {
    ...darkerTagText,
    colorPrimary: '#15803d',
    colorLink: '#15803d',
    colorTextSecondary: SECONDARY_TEXT,
    colorTextDescription: SECONDARY_TEXT,
    // Labels of descriptions and placeholders are text a user reads too (defaults: 3.4:1 and 1.9:1).
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.55)',
    // Danger buttons (Delete, Disable) and error text: the default red is 3.3:1 on white.
    colorError: '#cf1322',
    borderRadius: 8,
    fontFamily: "ui-sans-serif, system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  },
  components: {
    // "Unsaved changes" and other warning text: the default gold is 1.9:1 on white.
    Typography: { colorWarning: '#874d00' },
    // The switch's off track carries white text ("No"): darker than the default 25% black.
    Switch: { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' },
    Layout: { bodyBg: '#f7f8f7', siderBg: '#fff', headerBg: '#fff' },
    Menu: {
      collapsedWidth: SIDEBAR_WIDTH_COLLAPSED,
      itemMarginInline: 8,
      activeBarBorderWidth: 0,
      itemSelectedBg: '#dcfce7',
      itemActiveBg: '#dcfce7',
      itemSelectedColor: '#166534',
      subMenuItemSelectedColor: '#166534',
    },
  },
};

/**
 * The theme for a user who asked their system for less motion: Ant Design's own switch turns off
 * its zooms, slides, fades and wave effects (dialogs, drawers, menus, messages), which plain CSS
 * media queries cannot reach because Ant Design sets them in JavaScript.
 */
export const reducedMotionTheme: ThemeConfig = { ...theme, token: { ...theme.token, motion: false } };
