// Writes the static CSS of the antd components the apps can render (docs/architecture.md, "UI kit": antd without
// runtime styles). With `theme.zeroRuntime` antd generates no style at render time; it expects them in a CSS file.
// antd ships one for all 70-odd components (1 MB); this one holds only those reachable from the names the apps
// import from 'antd' (the same list the shared antd build keeps, libs/build-config/used-exports.js), following
// antd's own imports (a Table brings Pagination, Checkbox, Dropdown…). Every value is a CSS variable (`--ant-…`),
// so the skins, the brand tokens and the component tokens still come from the ConfigProvider at run time.
// Written as a stylesheet, src/theme/antd-static.css (each build emits it as a file, and installAntdStyles links it first
// in <head>: CSS the browser parses off the script thread, not a string in a JS chunk), beside a small module naming
// the components and antd's version. staticStyles.test.ts fails when they are out of date (a new component imported,
// antd upgraded):
//   node libs/ui-kit/scripts/antd-static-css.mjs            rewrites both
//   node libs/ui-kit/scripts/antd-static-css.mjs --check    exits 1 when they are out of date
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(here, '../../..');
const require = createRequire(import.meta.url);
const React = require('react');
const { renderToString } = require('react-dom/server');
const { createCache, extractStyle, StyleProvider } = require('@ant-design/cssinjs');
const antd = require('antd');
// The list the shared antd build is cut to (one reader of the apps' imports, in libs/build-config).
const { collectAntdExports } = require(path.join(repoRoot, 'libs/build-config/used-exports.js'));

export const OUTPUT = path.join(here, '../src/theme/antdStaticCss.generated.ts');
export const CSS_OUTPUT = path.join(here, '../src/theme/antd-static.css');
const antdEs = path.join(path.dirname(require.resolve('antd/package.json')), 'es');

/** Export name → its folder in antd/es, read from antd's own index (`export { default as X } from './x'`). */
function exportFolders() {
  const index = fs.readFileSync(path.join(antdEs, 'index.js'), 'utf8');
  return new Map([...index.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)].map((m) => [m[1], m[2]]));
}

/** The antd folders a set of folders reaches through relative imports (antd's components import each other). */
function reachableFolders(start) {
  const seen = new Set();
  const folders = new Set();
  const queue = start.map((folder) => path.join(antdEs, folder, 'index.js'));
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file) || !fs.existsSync(file)) continue;
    seen.add(file);
    folders.add(path.relative(antdEs, file).split(path.sep)[0]);
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(/(?:from|import)\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
      const target = path.resolve(path.dirname(file), match[1]);
      const candidates = [target, `${target}.js`, path.join(target, 'index.js')];
      const found = candidates.find((candidate) => fs.existsSync(candidate) && fs.statSync(candidate).isFile());
      if (found && found.startsWith(antdEs)) queue.push(found);
    }
  }
  return folders;
}

/** The exports whose styles the page can need: those the apps import and those antd renders inside them. */
export function componentsToStyle(used = collectAntdExports(repoRoot)) {
  const folders = exportFolders();
  const reached = reachableFolders(used.filter((name) => folders.has(name)).map((name) => folders.get(name)));
  // No style of their own (ConfigProvider's reset and the token variables are written at run time).
  const skip = new Set(['ConfigProvider', 'Grid', 'theme', 'version', 'unstableSetRender']);
  return [...folders]
    .filter(([name, folder]) => reached.has(folder) && !skip.has(name))
    .map(([name]) => name)
    .sort();
}

const h = React.createElement;

// How to render each component so that every style hook it has runs: the popups through antd's own panels (a closed
// Select or Tooltip renders no popup), sub-components whose styles are separate hooks, and the compact group.
const RENDER = {
  App: (App) => h(App, null, h('div')),
  AutoComplete: (C) => [h(C), h(C._InternalPanelDoNotUseOrYouWillBeFired)],
  Badge: (Badge) => [h(Badge, { count: 1 }), h(Badge.Ribbon, { text: 'r' }, h('div'))],
  Button: (Button) => [h(Button), h(antd.Space.Compact, null, h(Button), h(Button))],
  Card: (Card) => [
    h(Card, { title: 't', extra: 'e', actions: [h('span', { key: 'a' })] }, h(Card.Meta, { title: 'm' })),
  ],
  Checkbox: (Checkbox) => [h(Checkbox), h(Checkbox.Group, { options: ['a'] })],
  Collapse: (Collapse) => h(Collapse, { items: [{ key: 'a', label: 'a', children: 'a' }] }),
  DatePicker: (C) => [h(C), h(C.RangePicker), h(C._InternalPanelDoNotUseOrYouWillBeFired)],
  Dropdown: (Dropdown) => [
    h(Dropdown, { menu: { items: [] } }, h('div')),
    h(Dropdown._InternalPanelDoNotUseOrYouWillBeFired, { menu: { items: [{ key: 'a', label: 'a' }] } }),
  ],
  Form: (Form) => h(Form, null, h(Form.Item, { label: 'l', help: 'h' }, h('div'))),
  Input: (Input) => [
    h(Input),
    h(Input.Search),
    h(Input.TextArea),
    h(Input.Password),
    h(Input.OTP),
    h(antd.Space.Compact, null, h(Input), h(antd.Space.Addon, null, 'a')),
  ],
  InputNumber: (C) => [h(C), h(C._InternalPanelDoNotUseOrYouWillBeFired)],
  Layout: (Layout) => h(Layout, null, h(Layout.Header), h(Layout.Sider), h(Layout.Content), h(Layout.Footer)),
  List: (List) => h(List, { dataSource: [1], renderItem: () => h(List.Item, null, h(List.Item.Meta, { title: 't' })) }),
  Menu: (Menu) => h(Menu, { items: [{ key: 'a', label: 'a' }] }),
  message: (message) => h(message._InternalPanelDoNotUseOrYouWillBeFired),
  Modal: (Modal) => [
    h(Modal),
    h(Modal._InternalPanelDoNotUseOrYouWillBeFired),
    h(Modal._InternalPanelDoNotUseOrYouWillBeFired, { type: 'confirm' }),
  ],
  notification: (notification) => h(notification._InternalPanelDoNotUseOrYouWillBeFired),
  Popconfirm: (C) => [h(C, { title: 't' }, h('span')), h(C._InternalPanelDoNotUseOrYouWillBeFired, { title: 't' })],
  Popover: (C) => [h(C, { content: 'c' }, h('span')), h(C._InternalPanelDoNotUseOrYouWillBeFired, { content: 'c' })],
  Radio: (Radio) => [h(Radio), h(Radio.Group, { options: ['a'], optionType: 'button' })],
  Select: (C) => [h(C), h(C._InternalPanelDoNotUseOrYouWillBeFired)],
  Skeleton: (Skeleton) => [
    h(Skeleton),
    h(Skeleton.Button),
    h(Skeleton.Input),
    h(Skeleton.Avatar),
    h(Skeleton.Image),
    h(Skeleton.Node),
  ],
  Space: (Space) => [h(Space), h(Space.Compact, null, h(antd.Button), h(Space.Addon, null, '1'))],
  Table: (Table) =>
    h(Table, {
      columns: [{ key: 'a', title: 'a', dataIndex: 'a', sorter: true }],
      dataSource: [{ key: 1, a: 1 }],
      rowSelection: {},
    }),
  Tabs: (Tabs) => h(Tabs, { items: [{ key: 'a', label: 'a', children: 'a' }] }),
  Tag: (Tag) => [
    h(Tag),
    h(Tag, { color: 'blue' }),
    h(Tag, { color: 'success' }),
    h(Tag.CheckableTag, { checked: false }),
  ],
  TimePicker: (C) => [h(C), h(C.RangePicker), h(C._InternalPanelDoNotUseOrYouWillBeFired)],
  Tooltip: (C) => [h(C, { title: 't' }, h('span')), h(C._InternalPanelDoNotUseOrYouWillBeFired, { title: 't' })],
  Typography: (T) => [h(T), h(T.Title), h(T.Text), h(T.Paragraph), h(T.Link)],
  Tree: (Tree) => h(Tree, { treeData: [] }),
  Upload: (Upload) => [h(Upload), h(Upload.Dragger)],
};

/** The CSS, unhashed like antd's own antd.css: the classes carry no theme hash, the values are CSS variables. */
export function generateAntdCss(names = componentsToStyle()) {
  const cache = createCache();
  const nodes = names.map((name) => {
    const component = antd[name];
    const render = RENDER[name] ?? ((C) => h(C));
    // Spread as arguments: children passed that way need no keys.
    return h(React.Fragment, { key: name }, ...[render(component)].flat());
  });
  renderToString(h(StyleProvider, { cache }, h(antd.ConfigProvider, { theme: { hashed: false } }, nodes)));
  // extractStyle ends with a rule listing its cache keys, for hydrating a server render: not needed here.
  return extractStyle(cache, { plain: true, types: 'style' }).replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/, '');
}

/** The stylesheet and the module naming what it holds. */
export function generateFiles(names = componentsToStyle()) {
  const header = `Generated by libs/ui-kit/scripts/antd-static-css.mjs from antd ${antd.version}. Do not edit: run the script.`;
  return {
    [OUTPUT]: [
      `// ${header}`,
      `export const ANTD_VERSION = ${JSON.stringify(antd.version)};`,
      `export const ANTD_COMPONENTS: readonly string[] = ${JSON.stringify(names)};`,
      '',
    ].join('\n'),
    [CSS_OUTPUT]: `/* ${header} Components: ${names.join(', ')}. */\n${generateAntdCss(names)}\n`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const files = generateFiles();
  for (const [file, text] of Object.entries(files)) {
    if (process.argv.includes('--check')) {
      const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
      if (current !== text) {
        console.error(
          `${path.relative(repoRoot, file)} is out of date: run node libs/ui-kit/scripts/antd-static-css.mjs`,
        );
        process.exitCode = 1;
      }
    } else {
      fs.writeFileSync(file, text);
      console.log(`${path.relative(repoRoot, file)}: ${(text.length / 1024).toFixed(0)} KB`);
    }
  }
}
