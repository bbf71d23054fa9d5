const { createWebpackConfig } = require('@live-agent/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  // Turns a remote that cannot be fetched into a fallback module instead of an exception.
  runtimePlugins: [require.resolve('./src/federation/loadFailurePlugin.ts')],
});
