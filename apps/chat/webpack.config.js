const { createWebpackConfig } = require('@live-agent/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'chat',
  // Only the small routes module is exposed: page code loads when a route is visited.
  exposes: { './routes': './src/routes.tsx' },
  // Its own page when run alone (npm start -w apps/chat): the build's standalone page, under this name.
  title: 'Chat',
});
