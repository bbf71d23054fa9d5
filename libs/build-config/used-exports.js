// Reads every `import { ... } from '<package>'` in apps/* and libs/* (tests excluded) so a shared library built with
// Module Federation tree-shaking keeps exactly what some app uses: the shared build needs the union over all apps,
// and nobody has to maintain that list by hand. See docs/architecture.md, "How the page stays light".
const fs = require('fs');
const path = require('path');

function sourceFiles(dir) {
  const out = [];
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) out.push(...sourceFiles(full));
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(full);
  }
  return out;
}

const escapeRegExp = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/**
 * The value names imported from any of `packages` (type-only imports left out), plus `always`, sorted; read in `dirs`
 * (under repoRoot), every app and lib by default.
 */
function collectUsedExports(repoRoot, packages, always = [], dirs = ['apps', 'libs']) {
  const importRe = new RegExp(
    `import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"](?:${packages.map(escapeRegExp).join('|')})['"]`,
    'g',
  );
  const names = new Set(always);
  for (const group of dirs) {
    for (const file of sourceFiles(path.join(repoRoot, group))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(importRe)) {
        if (/^import\s+type\b/.test(match[0])) continue;
        for (const raw of match[1].split(',')) {
          const spec = raw.trim();
          if (!spec || spec.startsWith('type ')) continue;
          names.add(spec.split(/\s+as\s+/)[0].trim());
        }
      }
    }
  }
  return [...names].sort();
}

/**
 * antd: what the apps import, plus what the frame sets up (ConfigProvider, App, theme) and the version check. Every
 * one of these has its styles in antd's static stylesheet (libs/ui-kit/scripts/antd-static-css.mjs).
 */
const collectAntdExports = (repoRoot) =>
  collectUsedExports(repoRoot, ['antd'], ['ConfigProvider', 'App', 'theme', 'version']);

/**
 * antd's components that one remote alone imports (neither the shell, nor a lib, nor another remote): a remote's own,
 * `{ <app folder>: [names] }`. That remote bundles them itself (antd-own-imports-loader.js) and the shared antd leaves
 * them out, so the showcase's tree, tour or cascader are fetched with its screens, not by every page's first load
 * (docs/architecture.md, "How the page stays light").
 */
function collectOwnAntdExports(repoRoot) {
  const apps = fs
    .readdirSync(path.join(repoRoot, 'apps'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const usedBy = new Map(apps.map((app) => [app, collectUsedExports(repoRoot, ['antd'], [], [`apps/${app}`])]));
  const byAll = [...collectUsedExports(repoRoot, ['antd'], ['ConfigProvider', 'App', 'theme', 'version'], ['libs'])];
  for (const [app, names] of usedBy) if (app === 'shell') byAll.push(...names);
  const remotes = apps.filter((app) => app !== 'shell');
  const own = {};
  for (const app of remotes) {
    own[app] = usedBy
      .get(app)
      .filter((name) => /^[A-Z]/.test(name) && !byAll.includes(name))
      .filter((name) => remotes.every((other) => other === app || !usedBy.get(other).includes(name)));
  }
  return own;
}

/** What the shared antd keeps: every import of antd but the remotes' own components. */
function collectSharedAntdExports(repoRoot) {
  const own = new Set(Object.values(collectOwnAntdExports(repoRoot)).flat());
  return collectAntdExports(repoRoot).filter((name) => !own.has(name));
}

/** react-router: react-router-dom re-exports all of it (`export *`), so what the apps import from either. */
const collectRouterExports = (repoRoot) => collectUsedExports(repoRoot, ['react-router-dom', 'react-router']);

module.exports = {
  collectUsedExports,
  collectAntdExports,
  collectOwnAntdExports,
  collectSharedAntdExports,
  collectRouterExports,
};

if (require.main === module) {
  const root = path.resolve(__dirname, '../..');
  console.log(`antd: ${collectSharedAntdExports(root).join(' ')}`);
  console.log(`antd, remotes' own: ${JSON.stringify(collectOwnAntdExports(root))}`);
  console.log(`react-router: ${collectRouterExports(root).join(' ')}`);
}
