// antd renders with `zeroRuntime` (ui-kit's appTheme): its CSS is the static stylesheet ui-kit links, and antd's
// style hooks return before they call the style function a component hands them (docs/architecture.md, "How the
// page stays light"). Those functions are about a third of antd's code. This loader, run on antd's ES build, swaps
// that argument for an empty function, so webpack and the minifier drop the style code that can never run. The
// hooks' other arguments stay: the component tokens (`prepareComponentToken`) still become CSS variables at runtime.
const acorn = require('acorn');

const STYLE_HOOKS = new Set(['genStyleHooks', 'genSubStyleComponent', 'genComponentStyleHook']);
const MENTIONS_A_HOOK = /\bgen(StyleHooks|SubStyleComponent|ComponentStyleHook)\(/;

/** The [start, end) ranges of the style-function arguments in calls to antd's style hook factories. */
function styleFunctionRanges(ast) {
  const ranges = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (
      node.type === 'CallExpression' &&
      node.callee.type === 'Identifier' &&
      STYLE_HOOKS.has(node.callee.name) &&
      node.arguments.length >= 2
    ) {
      const styleFunction = node.arguments[1];
      if (
        styleFunction.type === 'ArrowFunctionExpression' ||
        styleFunction.type === 'FunctionExpression' ||
        styleFunction.type === 'Identifier'
      ) {
        ranges.push([styleFunction.start, styleFunction.end]);
      }
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(ast);
  // A range inside another one goes with it.
  return ranges.filter(
    ([start, end]) =>
      !ranges.some(
        ([outerStart, outerEnd]) =>
          outerStart <= start && end <= outerEnd && (outerStart !== start || outerEnd !== end),
      ),
  );
}

function dropAntdStyleCode(source) {
  if (!MENTIONS_A_HOOK.test(source)) return source;
  const ast = acorn.parse(source, { ecmaVersion: 'latest', sourceType: 'module' });
  return styleFunctionRanges(ast)
    .sort((a, b) => b[0] - a[0])
    .reduce((code, [start, end]) => `${code.slice(0, start)}() => []${code.slice(end)}`, source);
}

module.exports = function antdStyleCodeLoader(source) {
  return dropAntdStyleCode(source);
};
module.exports.dropAntdStyleCode = dropAntdStyleCode;
