// antd without runtime styles (docs/architecture.md, "UI kit"): with `zeroRuntime` in the theme (appTheme), antd
// generates no CSS while components render, which was most of the signed-in layout's first render and of a screen's
// first visit. Their CSS is a stylesheet instead, antd-static.css (libs/ui-kit/scripts/antd-static-css.mjs), whose
// values are all CSS variables that antd still writes from the ConfigProvider's theme: the skins and tokens.
import { antdStaticCssUrl } from './antdStaticCssUrl';

const MARK = 'data-antd-static';
let ready: Promise<void> | undefined;

/**
 * Links antd's stylesheet once, as the first style of <head>: antd's runtime styles went first too, so the app's own
 * CSS still wins over antd's at equal specificity. Resolves when it has loaded (or failed: the page then renders
 * unstyled rather than never); a frame waits for it before its first antd render, so nothing shows unstyled.
 */
export function installAntdStyles(doc: Document = document): Promise<void> {
  // Not under Jest: jsdom's getComputedStyle, which testing-library calls on every element a role query looks at,
  // walks every rule of the page, and 5,000 rules made the shell's sign-in tests time out. Tests never read antd's CSS.
  if (process.env.NODE_ENV === 'test') return Promise.resolve();
  if (ready && doc.head.querySelector(`link[${MARK}]`)) return ready;
  const link = doc.createElement('link');
  link.rel = 'stylesheet';
  link.href = antdStaticCssUrl();
  link.setAttribute(MARK, '');
  ready = new Promise<void>((resolve) => {
    link.addEventListener('load', () => resolve(), { once: true });
    link.addEventListener('error', () => resolve(), { once: true });
  });
  doc.head.insertBefore(link, doc.head.firstChild);
  return ready;
}
