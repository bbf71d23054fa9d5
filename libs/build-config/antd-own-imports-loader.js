// A remote's own antd components (used-exports.js, collectOwnAntdExports: those no other app imports) are left out of
// the shared antd, so the remote bundles them itself: in the remote's sources, `import { Tree, Flex } from 'antd'`
// becomes `import { Flex } from 'antd'` plus Tree from antd's own module (`antd/es/tree`), wrapped by ui-kit's
// `ownAntd` so it reads the page's theme, skin, direction and language (libs/ui-kit/src/antd-own/ownAntd.tsx). The
// source keeps saying `from 'antd'`, as the showcase prints it beside each example (docs/architecture.md, "How the
// page stays light").

/** antd's module folder of an export: AutoComplete → auto-complete. */
const moduleOf = (name) => `antd/es/${name.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase()}`;

const IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])antd\2\s*;?/g;

/** The source with every value import of one of `names` from 'antd' taken from antd's own module instead. */
function rewriteOwnAntdImports(source, names) {
  if (!names.length || !source.includes('antd')) return source;
  let wrapped = false;
  return source.replace(IMPORT, (whole, list) => {
    if (/^import\s+type\b/.test(whole)) return whole;
    const kept = [];
    const own = [];
    for (const raw of list.split(',')) {
      const spec = raw.trim();
      if (!spec) continue;
      const [imported, local = imported] = spec.split(/\s+as\s+/).map((part) => part.trim());
      if (!spec.startsWith('type ') && names.includes(imported)) own.push([imported, local]);
      else kept.push(spec);
    }
    if (!own.length) return whole;
    // On the import's own line, so the file's lines (and its source map) stay where they were.
    const lines = wrapped ? [] : [`import { ownAntd as __ownAntd } from '@live-agent/ui-kit/antd-own';`];
    wrapped = true;
    if (kept.length) lines.push(`import { ${kept.join(', ')} } from 'antd';`);
    for (const [imported, local] of own) {
      lines.push(`import __AntdOwn${imported} from '${moduleOf(imported)}';`);
      lines.push(`const ${local} = __ownAntd(__AntdOwn${imported});`);
    }
    return lines.join(' ');
  });
}

module.exports = function antdOwnImportsLoader(source) {
  const { names = [] } = this.getOptions();
  return rewriteOwnAntdImports(source, names);
};
module.exports.rewriteOwnAntdImports = rewriteOwnAntdImports;
module.exports.moduleOf = moduleOf;
