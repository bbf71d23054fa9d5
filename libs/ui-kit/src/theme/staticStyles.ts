// antd without runtime styles (docs/architecture.md, "UI kit"): with `zeroRuntime` in the theme (appTheme), antd
// generates no CSS while components render, which was most of the signed-in layout's first render and of a screen's
// first visit. Their CSS comes from antdStaticCss.generated.ts instead (libs/ui-kit/scripts/antd-static-css.mjs),
// whose values are all CSS variables that antd still writes from the ConfigProvider's theme: the skins and tokens.
import { ANTD_CSS } from './antdStaticCss.generated';

const MARK = 'data-antd-static';

/**
 * Puts antd's CSS in the page once, as the first style of <head>: antd's runtime styles went first too, so the app's
 * own CSS still wins over antd's at equal specificity. Call before the first antd component renders.
 */
export function installAntdStyles(doc: Document = document): void {
  // Not under Jest: jsdom's getComputedStyle, which testing-library calls on every element a role query looks at,
  // walks every rule of the page, and 5,000 rules made the shell's sign-in tests time out. Tests never read antd's CSS.
  if (process.env.NODE_ENV === 'test') return;
  if (doc.head.querySelector(`style[${MARK}]`)) return;
  const style = doc.createElement('style');
  style.setAttribute(MARK, '');
  style.textContent = ANTD_CSS;
  doc.head.insertBefore(style, doc.head.firstChild);
}
