// `@ant-design/icons` under Jest: each icon loads when a test first uses it (lazy-barrel.js), as do the package's
// own exports (the Icon component, the two-tone colour, the icon-font helper).
const { lazyBarrel } = require('./lazy-barrel');

lazyBarrel(require.resolve('@ant-design/icons/lib/index'), module.exports);
lazyBarrel(require.resolve('@ant-design/icons/lib/icons/index'), module.exports);
// Assigned in the barrel's body rather than defined by a getter.
Object.defineProperty(module.exports, 'IconProvider', {
  enumerable: true,
  get: () => require('@ant-design/icons/lib/components/Context').default.Provider,
});
