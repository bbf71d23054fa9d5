// A CommonJS barrel whose exports load when first read. antd's and @ant-design/icons' `lib/index.js` require every
// component (antd about 0.6 s, the icons' 800 files about 0.5 s in plain Node, more under Jest's module wrapper) for
// every test file, though a screen uses a few dozen of them. This reads the barrel's own `var _x = require("./x")`
// and `Object.defineProperty(exports, "X", { get() { return _x.default } })` lines and defines the same exports
// as getters that require their module on first use. TypeScript's CommonJS output reads `antd_1.Button` where it
// is used, so a test pays only for what it renders.
const fs = require('fs');
const path = require('path');

function lazyBarrel(indexFile, target = {}) {
  const dir = path.dirname(indexFile);
  const source = fs.readFileSync(indexFile, 'utf8');
  const modules = new Map();
  for (const [, name, interop, request] of source.matchAll(
    /var (_\w+) = (_interopRequire\w+\()?require\("([^"]+)"\)/g,
  )) {
    modules.set(name, { request, interop: Boolean(interop) });
  }
  const loaded = new Map();
  const load = (name) => {
    if (!loaded.has(name)) {
      const { request, interop } = modules.get(name);
      const exported = require(request.startsWith('.') ? path.join(dir, request) : request);
      loaded.set(name, interop && !(exported && exported.__esModule) ? { default: exported } : exported);
    }
    return loaded.get(name);
  };
  let count = 0;
  const getter =
    /Object\.defineProperty\(exports, "(\w+)", \{\s*enumerable: true,\s*get: function \(\) \{\s*return (_\w+)\.(\w+);/g;
  for (const [, exportName, moduleName, property] of source.matchAll(getter)) {
    if (!modules.has(moduleName)) continue;
    count += 1;
    Object.defineProperty(target, exportName, { enumerable: true, get: () => load(moduleName)[property] });
  }
  // A barrel of another shape would otherwise export nothing and fail far from here.
  if (count === 0) throw new Error(`lazy-barrel: no exports read from ${indexFile}`);
  Object.defineProperty(target, '__esModule', { value: true });
  return target;
}

module.exports = { lazyBarrel };
