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

/** The value names imported from any of `packages` (type-only imports left out), plus `always`, sorted. */
function collectUsedExports(repoRoot, packages, always = []) {
  const importRe = new RegExp(
    `import\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+['"](?:${packages.map(escapeRegExp).join('|')})['"]`,
    'g',
  );
  const names = new Set(always);
  for (const group of ['apps', 'libs']) {
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

/** antd: what the apps import, plus what the frame sets up (ConfigProvider, App, theme) and the version check. */
const collectAntdExports = (repoRoot) =>
  collectUsedExports(repoRoot, ['antd'], ['ConfigProvider', 'App', 'theme', 'version']);

/** react-router: react-router-dom re-exports all of it (`export *`), so what the apps import from either. */
const collectRouterExports = (repoRoot) => collectUsedExports(repoRoot, ['react-router-dom', 'react-router']);

module.exports = { collectUsedExports, collectAntdExports, collectRouterExports };

if (require.main === module) {
  const root = path.resolve(__dirname, '../..');
  console.log(`antd: ${collectAntdExports(root).join(' ')}\nreact-router: ${collectRouterExports(root).join(' ')}`);
}
