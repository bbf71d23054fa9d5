// The one place that decides what every app shares through Module Federation.
// Everything here is a singleton: one copy of React, the router, redux, antd (theme, locale and
// direction reach every remote through antd's context) and the stateful workspace libs.
// Versions come from the installed package.json, never from a hand-written list.
const fs = require('fs');
const path = require('path');
const { collectAntdExports } = require('./antd-exports');

const repoRoot = path.resolve(__dirname, '../..');

function installedVersion(pkg) {
  // Read from node_modules directly: some packages' `exports` hide their package.json.
  const file = path.join(repoRoot, 'node_modules', pkg, 'package.json');
  return JSON.parse(fs.readFileSync(file, 'utf8')).version;
}

const SINGLETONS = [
  'react', 'react-dom', 'react-router-dom', 'react-router', 'redux', 'react-redux', 'redux-saga',
  '@reduxjs/toolkit', 'antd', 'i18next', 'react-i18next', 'axios', '@casl/ability', '@casl/react', 'dayjs',
  '@live-agent/auth', '@live-agent/ui-kit', '@live-agent/store',
];

// Subpaths are shared explicitly: a package's root entry does not cover them. ui-kit's other entries
// (@live-agent/ui-kit/standalone, /chat, /cards, /testing) are deliberately not listed: each app bundles the copy it
// imports, so the shell never provides or downloads them. The chat and cards entries take what they need of the rest of
// ui-kit (its string namespace) from the package root, the shared singleton.
const SUBPATHS = {
  'react/jsx-runtime': 'react',
  'react-dom/client': 'react-dom',
  'redux-saga/effects': 'redux-saga',
};

function sharedConfig() {
  const shared = {};
  for (const pkg of SINGLETONS) {
    const version = installedVersion(pkg);
    shared[pkg] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  for (const [sub, pkg] of Object.entries(SUBPATHS)) {
    const version = installedVersion(pkg);
    shared[sub] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  // antd shared whole is ~446 KB gzip. MF tree-shaking keeps only what the apps import; the list is
  // the union over every app and lib, read from the code at build time so nobody maintains it by hand.
  shared.antd.treeShaking = { mode: 'runtime-infer', usedExports: collectAntdExports(repoRoot) };
  return shared;
}

module.exports = { sharedConfig, SINGLETONS, repoRoot };
