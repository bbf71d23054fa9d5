// The inline script of the shell's page (libs/build-config/boot-skin.js) paints the loading screen in the dark skin
// when the layout the slice keeps says so: it must read the slice's own key and shape, and never break the page.
import { defaultLayout, LAYOUT_KEY, persistLayout, type Skin } from './layout.slice';

const { BOOT_SKIN_SCRIPT } = require('@live-agent/build-config/boot-skin') as { BOOT_SKIN_SCRIPT: string };

const runScript = () => new Function(BOOT_SKIN_SCRIPT)();
const markedSkin = () => document.documentElement.getAttribute('data-skin');

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-skin');
  jest.restoreAllMocks();
});

test('a dark skin kept by the layout slice marks the page dark before anything else runs', () => {
  persistLayout({ ...defaultLayout, skin: 'dark' });
  runScript();
  expect(markedSkin()).toBe('dark');
});

test.each<Skin>(['light', 'bordered', 'semi-dark'])(
  'the %s skin, whose content is light, leaves the page as it is',
  (skin) => {
    persistLayout({ ...defaultLayout, skin });
    runScript();
    expect(markedSkin()).toBeNull();
  },
);

test('nothing kept, a damaged value or storage that refuses to be read: no mark and no error', () => {
  runScript();
  expect(markedSkin()).toBeNull();
  localStorage.setItem(LAYOUT_KEY, '{"skin":');
  expect(runScript).not.toThrow();
  localStorage.setItem(LAYOUT_KEY, 'null');
  expect(runScript).not.toThrow();
  jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
    throw new Error('storage is off');
  });
  expect(runScript).not.toThrow();
  expect(markedSkin()).toBeNull();
});
