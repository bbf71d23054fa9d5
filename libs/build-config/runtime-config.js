// The runtime config (apps/shell/public/config.json) is the one file that says where every app lives.
// The browser reads it at run time; builds, dev servers and the static server read ports from it.
const fs = require('fs');
const path = require('path');

const CONFIG_FILE = path.resolve(__dirname, '../../apps/shell/public/config.json');

function readRuntimeConfig(file = process.env.LIVE_AGENT_CONFIG || CONFIG_FILE) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function portOf(url) {
  return Number(new URL(url).port);
}

module.exports = { readRuntimeConfig, portOf, CONFIG_FILE };
