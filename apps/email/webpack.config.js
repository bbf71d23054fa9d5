const { createWebpackConfig } = require('@live-agent/build-config');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'email',
  // Only the small routes module is exposed: page code loads when a route is visited.
  exposes: { './routes': './src/routes.tsx' },
  // Its own page when run alone (npm start -w apps/email): the build's standalone page, under this name.
  title: 'Email',
});
