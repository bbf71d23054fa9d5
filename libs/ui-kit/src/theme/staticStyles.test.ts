// antd's static CSS (zeroRuntime): the theme turns the runtime styles off, so the generated CSS must be current, cover
// the components the apps render (and those antd renders inside them), and leave the theme to the CSS variables.
import { execFileSync } from 'child_process';
import fs from 'fs';
import path from 'path';
import { appTheme } from './appTheme';
import { ANTD_COMPONENTS } from './antdStaticCss.generated';
import { installAntdStyles } from './staticStyles';

const ANTD_CSS = fs.readFileSync(path.join(__dirname, 'antd-static.css'), 'utf8');

describe('the generated antd CSS', () => {
  it('is up to date with the components the apps import and the installed antd', () => {
    // Throws (exit 1) when libs/ui-kit/scripts/antd-static-css.mjs would write something else.
    expect(() =>
      execFileSync(process.execPath, [path.join(__dirname, '../../scripts/antd-static-css.mjs'), '--check'], {
        stdio: 'pipe',
      }),
    ).not.toThrow();
  }, 60000);

  it('holds the components the apps import and those antd draws inside them, and not the others', () => {
    // Pagination, Checkbox and Dropdown come with Table; Empty with Select; Tooltip with the Slider of ColorPicker.
    for (const name of [
      'Table',
      'Pagination',
      'Checkbox',
      'Dropdown',
      'Empty',
      'Select',
      'DatePicker',
      'Drawer',
      'Modal',
      'notification',
    ]) {
      expect(ANTD_COMPONENTS).toContain(name);
    }
    // Cascader and Transfer (the forms showcase), Rate and Tour (the extensions) are drawn now; these are not.
    for (const name of ['Mentions', 'FloatButton', 'QRCode']) expect(ANTD_COMPONENTS).not.toContain(name);
    const missing = [
      '.ant-table-thead',
      '.ant-pagination-item',
      '.ant-select-dropdown',
      '.ant-picker-dropdown',
      '.ant-modal-confirm',
      '.ant-drawer-content',
      '.ant-tooltip-container',
      '.ant-notification-notice',
      '.ant-btn-primary',
    ].filter((selector) => !ANTD_CSS.includes(selector));
    // Compared as a list, so that a failure names the missing selectors rather than printing 800 KB of CSS.
    expect(missing).toEqual([]);
  });

  it('takes every colour from the theme through CSS variables, under plain class names', () => {
    // No theme hash in the selectors (zeroRuntime components carry none of the generated ones) …
    expect(/:where\(\.css-/.test(ANTD_CSS)).toBe(false);
    // … and no token values: antd writes those from the ConfigProvider's theme, per skin.
    expect(ANTD_CSS.includes('--ant-color-primary:')).toBe(false);
    expect(/\.ant-btn-color-primary[^{]*\{[^}]*var\(--ant-/.test(ANTD_CSS)).toBe(true);
  });
});

describe("the build's antd style-code loader (libs/build-config/antd-style-code-loader.js)", () => {
  const { dropAntdStyleCode } = require('@live-agent/build-config/antd-style-code-loader') as {
    dropAntdStyleCode(source: string): string;
  };
  // antd's ES build, which webpack bundles (Jest's module map would send `antd/es/…` to the CommonJS build).
  const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');
  const HOOK_CALL = /\bgen(StyleHooks|SubStyleComponent|ComponentStyleHook)\(/g;

  it('hands every antd style hook an empty style function and keeps its component tokens', () => {
    const button = dropAntdStyleCode(fs.readFileSync(path.join(antdEs, 'button/style/index.js'), 'utf8'));
    expect(button).toMatch(/genStyleHooks\('Button', \(\) => \[\], prepareComponentToken, \{/);
    // The style functions are left unused, for the minifier to drop.
    expect(button).not.toMatch(/genSharedButtonStyle\(buttonToken\)/);
  });

  it('recognises every style hook call in the installed antd (a new form of call would keep its style code)', () => {
    const files = (dir: string): string[] =>
      fs
        .readdirSync(dir, { withFileTypes: true })
        .flatMap((entry) =>
          entry.isDirectory()
            ? files(path.join(dir, entry.name))
            : entry.name.endsWith('.js')
              ? [path.join(dir, entry.name)]
              : [],
        );
    const missed = files(antdEs).flatMap((file) => {
      const source = fs.readFileSync(file, 'utf8');
      const calls = source.match(HOOK_CALL)?.length ?? 0;
      const emptied =
        dropAntdStyleCode(source).match(
          /\bgen(StyleHooks|SubStyleComponent|ComponentStyleHook)\(('[^']*'|\[[^\]]*\]), \(\) => \[\]/g,
        )?.length ?? 0;
      return calls === emptied ? [] : [`${path.relative(antdEs, file)}: ${emptied} of ${calls}`];
    });
    expect(missed).toEqual([]);
  });
});

describe('appTheme', () => {
  it('turns antd runtime styles off in both skins', () => {
    expect(appTheme('light').zeroRuntime).toBe(true);
    expect(appTheme('dark').zeroRuntime).toBe(true);
  });
});

describe('installAntdStyles', () => {
  const environment = process.env.NODE_ENV;
  afterEach(() => {
    process.env.NODE_ENV = environment;
    document.head.innerHTML = '';
  });

  it('leaves the page alone under Jest (jsdom would check every rule on every role query)', () => {
    installAntdStyles();
    expect(document.head.querySelector('style')).toBeNull();
  });

  it('links the stylesheet first in <head>, before the styles already there, once, and says when it has loaded', async () => {
    process.env.NODE_ENV = 'production';
    const own = document.createElement('style');
    own.textContent = '.la-own { color: red; }';
    document.head.appendChild(own);
    let loaded = false;
    const ready = installAntdStyles().then(() => {
      loaded = true;
    });
    expect(installAntdStyles()).toBe(installAntdStyles());
    const first = document.head.firstElementChild as HTMLLinkElement;
    expect(first.tagName).toBe('LINK');
    expect(first.rel).toBe('stylesheet');
    expect(first.getAttribute('href')).toBe('antd-static.css');
    expect(document.head.querySelectorAll('link')).toHaveLength(1);
    expect(document.head.lastElementChild).toBe(own);
    await Promise.resolve();
    expect(loaded).toBe(false);
    first.dispatchEvent(new Event('load'));
    await ready;
    expect(loaded).toBe(true);
  });
});
