// Reads every `import { ... } from 'antd'` in apps/* and libs/* so the shared antd build keeps exactly
// the components the apps use (MF shared tree-shaking needs the union over all apps).
const fs = require('fs');
const path = require('path');

const IMPORT_RE = /import\s+(?:type\s+)?\{([^}]*)\}\s+from\s+['"]antd['"]/g;

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

function collectAntdExports(repoRoot) {
  const names = new Set(['ConfigProvider', 'App', 'theme', 'version']);
  for (const group of ['apps', 'libs']) {
    for (const file of sourceFiles(path.join(repoRoot, group))) {
      const text = fs.readFileSync(file, 'utf8');
      for (const match of text.matchAll(IMPORT_RE)) {
        for (const raw of match[1].split(',')) {
          const spec = raw.trim().replace(/^type\s+/, '');
          if (!spec || raw.trim().startsWith('type ')) continue;
          names.add(spec.split(/\s+as\s+/)[0].trim());
        }
      }
    }
  }
  return [...names].sort();
}

module.exports = { collectAntdExports };

if (require.main === module) console.log(collectAntdExports(path.resolve(__dirname, '../..')).join('\n'));
