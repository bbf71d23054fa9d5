// The app's antd theme in each skin, shared by the shell and every remote running alone.
// Decision: antd's secondary text (45 % black), placeholders (25 %) and the dark skin's equivalents fall short of
// WCAG AA's 4.5:1 on white and grey (3.4:1 and 1.8:1 measured by axe), and they are everywhere: menu group titles,
// hints, table captions, empty selects. The text tokens are darkened (lightened in the dark skin) to pass on every
// background the app uses (#fff, #fafafa, #f5f5f5; #141414, #1f1f1f); links in the dark skin are lighter than the
// primary buttons, whose white text needs the darker indigo.
import { theme, type ThemeConfig } from 'antd';
import '../motion/reduced-motion.css';
import './preset-tags.css';
import './hidden-measure.css';

export type Skin = 'light' | 'dark';

export const BRAND_PRIMARY = '#4f46e5';

// In the light skin the status colours move one step darker on antd's palette: their text on their own tint (status
// tags, also over a hovered row, "danger" text, trends) then reads at 4.5:1 or better. Preset tags keep antd's light
// tints; their text is darkened in preset-tags.css (antd draws it with a CSS variable that a palette token override
// does not reach).
const LIGHT_READABLE = {
  colorLink: BRAND_PRIMARY,
  colorSuccess: '#2f7d0b',
  colorError: '#cf1322',
  colorWarning: '#ad4e00',
  colorInfo: '#0958d9',
  // antd derives these tints from the seeds above, and from such dark seeds it derives greyish ones: kept as antd's
  // usual light tints instead, on which the darker status texts read at 5:1.
  colorSuccessBg: '#f6ffed',
  colorSuccessBorder: '#b7eb8f',
  colorErrorBg: '#fff1f0',
  colorErrorBorder: '#ffccc7',
  colorWarningBg: '#fffbe6',
  colorWarningBorder: '#ffe58f',
  colorInfoBg: '#e6f4ff',
  colorInfoBorder: '#91caff',
} as const;

// In the dark skin the primary colour is mostly text (links, tabs, the selected menu item, sort marks) on near-black,
// where the brand indigo reads at 2:1. A lighter indigo serves as the primary colour there, and the fills that carry
// text (primary and danger buttons) take dark text, which reads at 6:1 on it. The switch keeps the brand indigo,
// because its "on" label is white. Preset tag colours are seeded one step lighter for the same reason.
const DARK_PRIMARY = '#a5a0ff';
const DARK_READABLE = {
  colorPrimary: DARK_PRIMARY,
  colorLink: DARK_PRIMARY,
  colorLinkHover: '#aba7ff',
  colorLinkActive: '#8f8bdc',
  // Selected rows and menu items: a deeper tint than antd derives, so primary text on it still reads at 4.5:1.
  colorPrimaryBg: '#23213f',
  colorPrimaryBgHover: '#2a2850',
  colorError: '#ff7875',
  purple: '#b37feb',
  geekblue: '#85a5ff',
  blue: '#69b1ff',
  magenta: '#f759ab',
} as const;
const DARK_TEXT_ON_FILL = '#14122b';

/**
 * antd's click ripple, off (ConfigProvider's `wave`): on every click it read the button's colour and box (a forced
 * style and layout pass) and animated an element over it. On the invoice form that was about 15 ms of a 60 ms
 * "Add line" click (docs/bench.md). Buttons keep their hover, pressed and focus styles.
 */
export const APP_WAVE = { disabled: true } as const;

/** `reducedMotion`: the person asked for less motion (useReducedMotion), so antd's script-driven motion is off. */
export function appTheme(skin: Skin, { reducedMotion = false }: { reducedMotion?: boolean } = {}): ThemeConfig {
  const dark = skin === 'dark';
  return {
    // antd generates no CSS while rendering: it comes from installAntdStyles (staticStyles.ts), the values from this
    // theme through CSS variables. docs/architecture.md, "UI kit".
    zeroRuntime: true,
    algorithm: dark ? theme.darkAlgorithm : theme.defaultAlgorithm,
    token: {
      colorPrimary: BRAND_PRIMARY,
      borderRadius: 8,
      motion: !reducedMotion,
      colorTextSecondary: dark ? 'rgba(255, 255, 255, 0.72)' : 'rgba(0, 0, 0, 0.68)',
      colorTextDescription: dark ? 'rgba(255, 255, 255, 0.65)' : 'rgba(0, 0, 0, 0.62)',
      colorTextTertiary: dark ? 'rgba(255, 255, 255, 0.62)' : 'rgba(0, 0, 0, 0.6)',
      colorTextPlaceholder: dark ? 'rgba(255, 255, 255, 0.58)' : 'rgba(0, 0, 0, 0.56)',
      ...(dark ? DARK_READABLE : LIGHT_READABLE),
    },
    components: {
      ...(dark
        ? {
            Button: { primaryColor: DARK_TEXT_ON_FILL, dangerColor: DARK_TEXT_ON_FILL },
            // The dark menu's selected item is a fill under white text.
            Menu: { darkItemSelectedBg: BRAND_PRIMARY },
          }
        : {}),
      // The text on an unchecked switch ("Closed") sits on its grey track: a darker track keeps it readable.
      Switch: dark
        ? {
            colorPrimary: BRAND_PRIMARY,
            colorPrimaryHover: '#6366f1',
            colorTextQuaternary: 'rgba(255, 255, 255, 0.32)',
            colorTextTertiary: 'rgba(255, 255, 255, 0.42)',
          }
        : { colorTextQuaternary: 'rgba(0, 0, 0, 0.55)', colorTextTertiary: 'rgba(0, 0, 0, 0.65)' },
    },
  };
}
