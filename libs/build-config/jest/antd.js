// `antd` under Jest: its components load when a test first uses them (lazy-barrel.js).
const { lazyBarrel } = require('./lazy-barrel');

lazyBarrel(require.resolve('antd/lib/index.js'), module.exports);
// Defined in the barrel's own body rather than by a getter.
module.exports.unstableSetRender = () => undefined;
