// The Content-Security-Policy each app's page is served with, from the runtime config (config.json): one
// function for the Node server of `npm start`, the webpack dev server and deploy/nginx (scripts/nginx.mjs checks
// the site file against it). docs/architecture.md, "What the browser is told", says what each part allows and why.

const { BOOT_SKIN_HASH } = require('./boot-skin');

/** The origin of a URL, e.g. `http://localhost:3001`. */
function originOf(url) {
  return new URL(url).origin;
}

/**
 * Where the product API is called when it is not mocked: `apiBaseUrl`'s origin, else the page's host on
 * `apiPort` (libs/auth's productApiBase). `host` is the page's host name; nginx passes its `$host` variable.
 */
function apiOrigin(config, host) {
  return config.apiBaseUrl ? originOf(config.apiBaseUrl) : `http://${host}:${config.apiPort}`;
}

/** The origins of the remotes config.json names, in its order, without repeats. */
function remoteOrigins(config) {
  return [...new Set(Object.values(config.remotes).map((remote) => originOf(remote.entry)))];
}

/**
 * A page's policy: scripts, styles, images, fonts and data from its own origin and `remotes` (origins, or an nginx
 * variable holding them), data also from `api`. No eval, and no inline script but the shell's loading-screen skin
 * (boot-skin.js), allowed by its hash (a remote's own page has none; the hash allows nothing else there); inline
 * styles stay allowed (React's and antd's style attributes, the boot screen's <style>). `development` adds what
 * webpack's dev server needs: eval'd modules (its source maps) and its reload socket.
 */
function contentSecurityPolicy({ remotes = [], api, development = false }) {
  const from = ["'self'", ...remotes].join(' ');
  const scripts = ["'self'", BOOT_SKIN_HASH, ...remotes, ...(development ? ["'unsafe-eval'"] : [])].join(' ');
  const connect = [from, api, ...(development ? ['ws:'] : [])].join(' ');
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    `style-src ${from} 'unsafe-inline'`,
    `img-src ${from} data: blob:`,
    `font-src ${from} data:`,
    `connect-src ${connect}`,
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The policy of an app's page under a runtime config: the shell (`shell: true`) loads each remote's files, a
 * remote's own page (a remote served alone) only its own. `host`: the page's host name.
 */
function pagePolicy(config, { shell, host = 'localhost', development = false }) {
  return contentSecurityPolicy({
    remotes: shell ? remoteOrigins(config) : [],
    api: apiOrigin(config, host),
    development,
  });
}

module.exports = { contentSecurityPolicy, pagePolicy, remoteOrigins, apiOrigin };
