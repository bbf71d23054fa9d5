// The one place that decides what every app shares through Module Federation.
// Everything here is a singleton: one copy of React, the router, redux, antd (theme, locale and
// direction reach every remote through antd's context) and the stateful workspace libs.
// Versions come from the installed package.json, never from a hand-written list.
const fs = require('fs');
const path = require('path');
const { collectSharedAntdExports, collectRouterExports } = require('./used-exports');

const repoRoot = path.resolve(__dirname, '../..');

function installedVersion(pkg) {
  // Read from node_modules directly: some packages' `exports` hide their package.json.
  const file = path.join(repoRoot, 'node_modules', pkg, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

const SINGLETONS = [
  'react',
  'react-dom',
  'react-router-dom',
  'react-router',
  'redux',
  'react-redux',
  'redux-saga',
  '@reduxjs/toolkit',
  'antd',
  'i18next',
  'react-i18next',
  'axios',
  '@casl/ability',
  '@casl/react',
  'dayjs',
  '@live-agent/auth',
  '@live-agent/ui-kit',
  '@live-agent/store',
];

// Subpaths are shared explicitly: a package's root entry does not cover them. ui-kit's other entries
// (@live-agent/ui-kit/standalone, /chat, /cards, /card-requests, /desk-requests, /testing) are deliberately not listed: each app bundles the copy it
// imports, so the shell never provides or downloads them. The chat and cards entries take what they need of the rest of
// ui-kit (its string namespace) from the package root, the shared singleton.
const SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  'redux-saga/effects': 'redux-saga',
  // The one API slice (RTK Query): its own entry, so it loads with the signed-in frame, one copy for every app.
  '@live-agent/store/api': '@live-agent/store',
};

/**
 * The range a build accepts from whoever provides a shared library on the page: the same major, any minor or
 * patch (`19.x`, `0.x`). A remote deployed against another minor therefore uses the page's one copy; one that
 * needs another major is refused (`strictVersion`), and the shell shows its fallback with the runtime's reason
 * instead of running it against a copy it was not built for. See docs/architecture.md, "Deploying a remote".
 */
function acceptedRange(version) {
  return `${version.split('.')[0]}.x`;
}

/**
 * `LIVE_AGENT_SHARED_VERSIONS="react@20.0.0,@live-agent/ui-kit@0.2.0"` builds as if those versions were
 * installed: the skew drill of the e2e suite (a remote built against another version, without installing one).
 */
function declaredVersions(env = process.env.LIVE_AGENT_SHARED_VERSIONS) {
  return Object.fromEntries(
    (env ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => {
        const at = item.lastIndexOf('@');
        return [item.slice(0, at), item.slice(at + 1)];
      }),
  );
}

function sharedConfig() {
  const shared = {};
  const declared = declaredVersions();
  const entry = (pkg) => {
    const version = declared[pkg] ?? installedVersion(pkg);
    return { singleton: true, strictVersion: true, requiredVersion: acceptedRange(version), version };
  };
  for (const pkg of SINGLETONS) shared[pkg] = entry(pkg);
  for (const [sub, pkg] of Object.entries(SUBPATHS)) shared[sub] = entry(pkg);
  // antd shared whole is ~446 KB gzip. MF tree-shaking keeps only what the apps import; the list is
  // the union over every app and lib, read from the code at build time so nobody maintains it by hand, less the
  // components one remote alone uses, which that remote bundles (used-exports.js, collectOwnAntdExports).
  shared.antd.treeShaking = { mode: 'runtime-infer', usedExports: collectSharedAntdExports(repoRoot) };
  // react-router is ~57 KB gzip whole (data routers, server rendering, framework mode) and the apps use a few
  // hooks and components; react-router-dom only re-exports it, so the cut is made on react-router.
  shared['react-router'].treeShaking = { mode: 'runtime-infer', usedExports: collectRouterExports(repoRoot) };
  return shared;
}

module.exports = { sharedConfig, acceptedRange, declaredVersions, SINGLETONS, repoRoot };
