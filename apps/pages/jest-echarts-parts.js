// Under Jest, `echarts/core` is the UMD build with every part installed (jest.config.js): each chart, component
// or renderer imported from the part entries is an installer with nothing left to install.
module.exports = new Proxy({}, { get: (_target, name) => (name === '__esModule' ? false : () => undefined) });
