// Every byte of JS a user downloads from a cold sign-in page to the signed-in dashboard showing its figures, and
// what the browser fetches while idle right after (the remotes' routes modules), gzip as served; then where the
// bytes go: each file's share per package, from the chunk-contents.json every build writes (libs/build-config).
import fs from 'node:fs';
import path from 'node:path';
import { listApps, repoRoot } from '../apps.mjs';
import { GZIP_ONLY, row, signIn, trackScripts, waitForDashboardFigures } from './support.mjs';

const BUDGET_KB = 800;
// After the figures, long enough for the shell's preload of the other remotes (apps/shell/src/federation/
// usePreloadRemotes.ts) to run and finish: shown beside the budget, not in it.
const IDLE_MS = 6000;

// Packages grouped as the table shows them; the rest is "other packages".
const GROUPS = [
  ['Module Federation runtime', /^(@module-federation\/|webpack runtime$)/],
  ['React', /^(react|react-dom|scheduler)$/],
  [
    'antd',
    /^(antd|@ant-design\/|rc-|@rc-component\/|@emotion\/|classnames$|stylis$|throttle-debounce$|compute-scroll-into-view$|scroll-into-view-if-needed$|json2mq$|string-convert$|copy-to-clipboard$|toggle-selection$|resize-observer-polyfill$)/,
  ],
  ['charts', /^(d3-|internmap)/],
  ['router', /^(react-router|react-router-dom|@remix-run\/|cookie|set-cookie-parser)$/],
  ['state', /^(redux|react-redux|redux-saga|@redux-saga\/|@reduxjs\/toolkit|immer|reselect|use-sync-external-store)$/],
  ['i18n', /^(i18next|react-i18next|html-parse-stringify|void-elements)$/],
  ['mock server', /^(miragejs|pretender|fake-xml-http-request|route-recognizer|lodash|lodash\.|inflected|@miragejs\/)/],
  ['abilities', /^@casl\//],
  ['axios', /^(axios|form-data|proxy-from-env)$/],
  ['dayjs', /^dayjs$/],
  ['DOMPurify', /^dompurify$/],
];
const groupOf = (pkg) => GROUPS.find(([, pattern]) => pattern.test(pkg))?.[0] ?? 'other packages';

function readContents(apps) {
  const byPort = new Map();
  for (const app of apps) {
    const file = path.join(repoRoot, app.dir, 'dist/chunk-contents.json');
    byPort.set(app.port, {
      app: app.name,
      contents: fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {},
    });
  }
  return byPort;
}

/** Splits a downloaded file's gzip bytes over what it holds, in proportion to each part's size before minifying. */
function attribute(script, byPort) {
  const url = new URL(script.url);
  const owner = byPort.get(Number(url.port));
  const parts = owner?.contents[url.pathname.slice(1)];
  if (!parts) return [{ group: `${owner?.app ?? url.host} (unknown file)`, app: owner?.app, kb: script.kb }];
  const total = Object.values(parts).reduce((sum, bytes) => sum + bytes, 0) || 1;
  return Object.entries(parts).map(([pkg, bytes]) => ({
    group: pkg === 'own code' ? `${owner.app}'s own code` : groupOf(pkg),
    pkg,
    app: owner.app,
    kb: (script.kb * bytes) / total,
  }));
}

export async function measure({ browser, shellUrl, config }) {
  const context = await browser.newContext(GZIP_ONLY);
  const page = await context.newPage();
  const scripts = [];
  trackScripts(context, ({ url, bytes }) => scripts.push({ url, kb: bytes / 1024 }));
  // The stylesheets on the way, beside the scripts: the apps' own (extracted from their chunks) and antd's.
  const styles = [];
  context.on('response', (response) => {
    if (response.request().resourceType() === 'stylesheet')
      styles.push(Number(response.headers()['content-length'] ?? 0) / 1024);
  });
  await signIn(page, shellUrl);
  await waitForDashboardFigures(page);
  const atFigures = scripts.length;
  const stylesKb = styles.reduce((sum, kb) => sum + kb, 0);
  const styleFiles = styles.length;
  await page.waitForTimeout(IDLE_MS);
  await page.waitForLoadState('networkidle');
  await context.close();

  const apps = listApps(config);
  const byPort = readContents(apps);
  const parts = scripts.flatMap((script) => attribute(script, byPort));
  const totalKb = scripts.reduce((sum, script) => sum + script.kb, 0);
  const toFiguresKb = scripts.slice(0, atFigures).reduce((sum, script) => sum + script.kb, 0);
  // A file carrying the runtime core is a copy of the federation runtime (the shell's main, or a remote's own).
  const runtimeCopies = scripts.filter((script) =>
    attribute(script, byPort).some((part) => part.pkg === '@module-federation/runtime-core' && part.kb > 1),
  ).length;

  const sumBy = (key) => {
    const sums = new Map();
    for (const part of parts) sums.set(part[key], (sums.get(part[key]) ?? 0) + part.kb);
    return [...sums].sort((a, b) => b[1] - a[1]);
  };
  // BENCH_WEIGHT_FILES=1: every file on the way to the figures, in download order, to stderr (where to cut next).
  if (process.env.BENCH_WEIGHT_FILES)
    for (const script of scripts.slice(0, atFigures)) {
      const top = attribute(script, byPort)
        .sort((a, b) => b.kb - a.kb)
        .slice(0, 4);
      const parts = top.map((part) => `${part.pkg ?? part.group} ${part.kb.toFixed(1)}`).join(', ');
      process.stderr.write(`${script.kb.toFixed(1).padStart(6)} KB  ${new URL(script.url).pathname}  ${parts}\n`);
    }
  const byGroup = sumBy('group');
  const byApp = sumBy('app');
  const largest = [...scripts]
    .sort((a, b) => b.kb - a.kb)
    .slice(0, 12)
    .map((script) => {
      const top = attribute(script, byPort)
        .sort((a, b) => b.kb - a.kb)
        .slice(0, 3);
      return [
        `${top[0]?.app ?? '?'} ${new URL(script.url).pathname.slice(1)}`,
        script.kb.toFixed(1),
        top.map((part) => `${part.pkg ?? part.group} ${part.kb.toFixed(0)}`).join(', '),
      ];
    });

  return {
    results: {
      signedInJsKb: totalKb,
      signedInJsKbAtFigures: toFiguresKb,
      signedInFiles: scripts.length,
      signedInCssKbAtFigures: stylesKb,
      federationRuntimeCopies: runtimeCopies,
      signedInJsByGroupKb: Object.fromEntries(byGroup),
      signedInJsByAppKb: Object.fromEntries(byApp),
    },
    rows: [
      row(
        'all JS from a cold sign-in page to the dashboard showing its figures (gzip, Mirage included)',
        `${toFiguresKb.toFixed(0)} KB in ${atFigures} files`,
        `≤ ${BUDGET_KB} KB`,
        toFiguresKb <= BUDGET_KB,
      ),
      row(
        '… and the stylesheets on that way (gzip: antd’s static one and the apps’ own)',
        `${stylesKb.toFixed(0)} KB in ${styleFiles} files`,
        undefined,
        undefined,
      ),
      row(
        '… and the preload of the other remotes that follows while idle',
        `+${(totalKb - toFiguresKb).toFixed(0)} KB in ${scripts.length - atFigures} files`,
        undefined,
        undefined,
      ),
      row('copies of the Module Federation runtime downloaded', String(runtimeCopies), '= 1', runtimeCopies === 1),
    ],
    tables: [
      {
        title: 'Where the signed-in bytes go, preload included (gzip KB, each file split by what it holds)',
        columns: ['part', 'KB'],
        rows: byGroup.map(([group, kb]) => [group, kb.toFixed(1)]),
      },
      {
        title: 'By app that served them',
        columns: ['app', 'KB'],
        rows: byApp.map(([app, kb]) => [app ?? '?', kb.toFixed(1)]),
      },
      { title: 'Largest files', columns: ['file', 'KB', 'largest parts (KB)'], rows: largest },
    ],
  };
}
