const { createWebpackConfig } = require('@live-agent/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  // Its shared chunks are the first load: worth the smallest output.
  minifier: 'swc',
  // Turns a remote that cannot be fetched into a fallback module instead of an exception.
  runtimePlugins: [
    require.resolve('./src/federation/namedElementGuardPlugin.ts'),
    require.resolve('./src/federation/loadFailurePlugin.ts'),
  ],
  // What src/app/prefetch.ts imports: preloaded by index.ts on a page opened signed in, run by the boot.
  signedInChunks: ['antd-frame', 'app-layout', 'remote-frame', 'remote-area'],
});
