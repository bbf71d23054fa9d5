// The skins' colours as antd derives them from appTheme, measured where the app shows them.
import { theme } from 'antd';
import { appTheme } from './appTheme';
import { contrastRatio } from './contrast';

const AA = 4.5;

function tokens(skin: 'light' | 'dark') {
  const config = appTheme(skin);
  return { token: theme.getDesignToken(config), components: config.components ?? {} };
}

describe('dark skin', () => {
  const { token, components } = tokens('dark');
  const surfaces = ['#000000', '#141414', '#1d1d1d', '#1f1f1f'];

  it('reads primary-coloured text (links, tabs, sort marks, selected items) on every surface and on selected rows', () => {
    for (const surface of [...surfaces, token.colorPrimaryBg, token.colorPrimaryBgHover]) {
      expect(contrastRatio(token.colorPrimary, surface)).toBeGreaterThanOrEqual(AA);
      expect(contrastRatio(token.colorLink, surface)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('puts readable text on primary and danger buttons and on the selected menu item', () => {
    const button = components.Button as { primaryColor: string; dangerColor: string };
    expect(contrastRatio(button.primaryColor, token.colorPrimary)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(button.dangerColor, token.colorError)).toBeGreaterThanOrEqual(AA);
    const menu = components.Menu as { darkItemSelectedBg: string };
    expect(contrastRatio('#ffffff', menu.darkItemSelectedBg)).toBeGreaterThanOrEqual(AA);
  });

  it('reads danger text on the page', () => {
    for (const surface of surfaces) expect(contrastRatio(token.colorError, surface)).toBeGreaterThanOrEqual(AA);
  });
});

import fs from 'fs';
import path from 'path';

const PRESET_TEXT = Object.fromEntries(
  [...fs.readFileSync(path.join(__dirname, 'preset-tags.css'), 'utf8').matchAll(/--ant-(\w+)-7: (#[0-9a-f]{6});/g)].map(
    (match) => [match[1], match[2]],
  ),
);

describe('light skin', () => {
  const { token } = tokens('light');

  it.each([
    'green',
    'blue',
    'red',
    'orange',
    'gold',
    'yellow',
    'cyan',
    'purple',
    'magenta',
    'volcano',
    'geekblue',
    'lime',
  ])('reads the text of %s preset tags on their light tint', (color) => {
    const tint = (token as unknown as Record<string, string>)[`${color}1`];
    expect(PRESET_TEXT[color]).toBeDefined();
    expect(contrastRatio(PRESET_TEXT[color], tint)).toBeGreaterThanOrEqual(AA);
  });

  it('puts white text on the primary colour and primary text on white', () => {
    expect(contrastRatio('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(AA);
    expect(contrastRatio(token.colorLink, '#ffffff')).toBeGreaterThanOrEqual(AA);
  });
});
