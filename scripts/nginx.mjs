// Runs the production build on nginx, unprivileged, with the deployment's own configuration: the servers of
// deploy/nginx/live-agent.conf (roots, ports and the snippet's path rewritten) inside
// deploy/nginx/nginx.conf.template, written to a temporary folder that also holds the pid, logs and temp files.
// Used by the e2e suite (e2e/globalSetup.mjs, e2e/support/nginx-server.mjs); run alone,
// `node scripts/nginx.mjs` serves every app on its port (as `npm start` does with the Node server) until Ctrl-C,
// and `node scripts/nginx.mjs --check` only tests the configuration (nginx -t).
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';
import { listApps, readConfig, repoRoot } from './apps.mjs';

const { apiOrigin, contentSecurityPolicy, remoteOrigins } = createRequire(import.meta.url)(
  '../libs/build-config/csp.js',
);

const DEPLOY = path.join(repoRoot, 'deploy/nginx');
const SITE = path.join(DEPLOY, 'live-agent.conf');
const SNIPPET = path.join(DEPLOY, 'live-agent-static.conf');
const TEMPLATE = path.join(DEPLOY, 'nginx.conf.template');
/** Where live-agent.conf expects the builds and the snippet on a real server. */
const SITE_ROOT = '/srv/live-agent/';
const SITE_SNIPPET = '/etc/nginx/snippets/live-agent-static.conf';

// Debian's paths (nginx -V: --modules-path, --conf-path); overridable for another layout.
const NGINX = process.env.NGINX_BIN || '/usr/sbin/nginx';
const BROTLI_MODULE = process.env.NGINX_BROTLI_MODULE || '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const MIME_TYPES = process.env.NGINX_MIME_TYPES || '/etc/nginx/mime.types';

/** live-agent.conf split into what precedes the servers (the maps) and one entry per `server` block. */
export function readSite(text = fs.readFileSync(SITE, 'utf8')) {
  const blocks = [...text.matchAll(/^server \{\n[\s\S]*?^\}$/gm)].map((match) => match[0]);
  const head = text.slice(0, text.indexOf('\nserver {'));
  const servers = blocks.map((block) => ({
    block,
    port: Number(block.match(/^\s*listen (\d+);$/m)?.[1]),
    dir: block.match(new RegExp(`^\\s*root ${SITE_ROOT}(\\S+)/dist;$`, 'm'))?.[1],
  }));
  return { head, servers };
}

/** The site's server of an app (by its folder). */
function siteServerFor(app, site) {
  const server = site.servers.find((candidate) => candidate.dir === app.dir);
  if (!server)
    throw new Error(`${path.relative(repoRoot, SITE)} has no server for ${app.dir}: add one (config.json lists it)`);
  return server;
}

const REMOTES_LINE = /^(\s*set \$live_agent_remotes )"(.*)";$/m;

/**
 * Refuses a site file that no longer matches the checked-in config.json (an app or a port changed in one only), and
 * a snippet whose page policy is not libs/build-config/csp.js's (the one the Node server sends).
 */
function checkSite(site) {
  const config = JSON.parse(fs.readFileSync(path.join(repoRoot, 'apps/shell/public/config.json'), 'utf8'));
  for (const app of listApps(config)) {
    const server = siteServerFor(app, site);
    if (server.port !== app.port) {
      throw new Error(
        `${path.relative(repoRoot, SITE)} serves ${app.dir} on ${server.port}, config.json on ${app.port}: make them agree`,
      );
    }
    const remotes = server.block.match(REMOTES_LINE)?.[2];
    const expected = app.name === 'shell' ? remoteOrigins(config).join(' ') : '';
    if (remotes !== expected) {
      throw new Error(
        `${path.relative(repoRoot, SITE)}: the server of ${app.dir} should set $live_agent_remotes "${expected}" (config.json's remotes)`,
      );
    }
  }
  const policy = contentSecurityPolicy({ remotes: ['$live_agent_remotes'], api: apiOrigin(config, '$host') });
  if (!fs.readFileSync(SNIPPET, 'utf8').includes(`add_header Content-Security-Policy "${policy}" always;`)) {
    throw new Error(
      `${path.relative(repoRoot, SNIPPET)} should send libs/build-config/csp.js's policy: add_header Content-Security-Policy "${policy}" always;`,
    );
  }
}

const quote = (value) => `"${value.replace(/(["\\$])/g, '\\$1')}"`;

/**
 * The servers to run, as nginx text. Each entry: `app` (a name from config.json, whose server block is used),
 * optional `root` (default: that app's dist) and `port` (default: its port in the runtime config, which
 * LIVE_AGENT_CONFIG may move; a remote's block serves any folder as a remote, a CDN holding packaged versions say).
 */
export function renderServers(entries, { apps = listApps(), site = readSite() } = {}) {
  checkSite(site);
  const blocks = entries.map(({ app: name, root, port }) => {
    const app = apps.find((candidate) => candidate.name === name);
    if (!app) throw new Error(`no app ${name} in config.json`);
    return (
      siteServerFor(app, site)
        .block.replace(/^(\s*listen )\d+;$/m, `$1${port ?? app.port};`)
        // The shell's page loads the remotes of the config in use (LIVE_AGENT_CONFIG may move them).
        .replace(REMOTES_LINE, (line, start) =>
          app.name === 'shell' ? `${start}${quote(remoteOrigins(readConfig()).join(' '))};` : line,
        )
        .replace(/^(\s*root ).*;$/m, `$1${quote(root ?? path.join(repoRoot, app.dir, 'dist'))};`)
        .replace(`include ${SITE_SNIPPET};`, `include ${quote(SNIPPET)};`)
    );
  });
  return `${site.head}\n\n${blocks.join('\n\n')}\n`;
}

function checkInstalled() {
  if (!fs.existsSync(NGINX)) throw new Error(`nginx not found at ${NGINX}: apt-get install nginx (or set NGINX_BIN)`);
  if (!fs.existsSync(BROTLI_MODULE)) {
    throw new Error(
      `nginx's brotli_static module not found at ${BROTLI_MODULE}: apt-get install libnginx-mod-http-brotli-static`,
    );
  }
}

/** Writes a runnable configuration into a new temporary folder; returns its path. */
export function writeConfig(entries) {
  checkInstalled();
  const sites = renderServers(entries);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'live-agent-nginx-'));
  // A master running as root hands requests to workers as `nobody`, who may not read a checkout under /root.
  const user = process.getuid?.() === 0 ? 'user root;' : '';
  const fields = { dir, user, brotliModule: BROTLI_MODULE, mimeTypes: MIME_TYPES };
  const conf = fs.readFileSync(TEMPLATE, 'utf8').replace(/\{\{(\w+)\}\}/g, (_, key) => {
    if (fields[key] === undefined) throw new Error(`${path.relative(repoRoot, TEMPLATE)}: unknown field {{${key}}}`);
    return fields[key];
  });
  fs.writeFileSync(path.join(dir, 'nginx.conf'), conf);
  fs.writeFileSync(path.join(dir, 'sites.conf'), sites);
  return dir;
}

function nginxArgs(dir, extra = []) {
  return ['-p', dir, '-c', path.join(dir, 'nginx.conf'), ...extra];
}

/** A port nothing listens on now (the kernel's pick), for a server started just after. */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

const running = new Set();
// nginx runs in the foreground as our child; never leave one holding the ports when this process ends.
process.on('exit', () => {
  for (const child of running) child.kill('SIGTERM');
});

/**
 * Starts one nginx serving `entries` (see renderServers; default every app on its port). Resolves once it
 * listens (nginx writes its pid file after binding every port), with { dir, ports, close() }; rejects with the
 * error log, and `code: 'EADDRINUSE'` and `port` when a port was taken.
 */
export async function startNginx(entries = listApps().map((app) => ({ app: app.name }))) {
  const dir = writeConfig(entries);
  const pidFile = path.join(dir, 'nginx.pid');
  const child = spawn(NGINX, nginxArgs(dir, ['-g', 'daemon off;']), { stdio: ['ignore', 'ignore', 'pipe'] });
  running.add(child);
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));
  exited.then(() => running.delete(child));

  const watcher = fs.watch(dir);
  try {
    await Promise.race([
      new Promise((resolve) => {
        watcher.on('change', () => fs.existsSync(pidFile) && resolve());
        if (fs.existsSync(pidFile)) resolve();
      }),
      exited.then(({ code, signal }) => {
        const log = fs.existsSync(path.join(dir, 'error.log'))
          ? fs.readFileSync(path.join(dir, 'error.log'), 'utf8')
          : '';
        const error = new Error(`nginx exited (${code ?? signal}) before listening:\n${stderr}${log}`);
        const taken = `${stderr}${log}`.match(/bind\(\) to \S+:(\d+) failed \(98: Address already in use\)/);
        if (taken) Object.assign(error, { code: 'EADDRINUSE', port: Number(taken[1]) });
        fs.rmSync(dir, { recursive: true, force: true });
        throw error;
      }),
    ]);
  } finally {
    watcher.close();
  }

  const ports = readSite(fs.readFileSync(path.join(dir, 'sites.conf'), 'utf8')).servers.map((server) => server.port);
  return {
    dir,
    ports,
    pid: child.pid,
    /** Fast shutdown (SIGTERM), then the folder goes. */
    close: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const entries = listApps().map((app) => ({ app: app.name }));
  if (process.argv.includes('--check')) {
    const dir = writeConfig(entries);
    const result = spawnSync(NGINX, nginxArgs(dir, ['-t', '-q']), { stdio: 'inherit' });
    fs.rmSync(dir, { recursive: true, force: true });
    process.exit(result.status ?? 1);
  }
  for (const app of listApps()) {
    if (!fs.existsSync(path.join(repoRoot, app.dir, 'dist/index.html')))
      throw new Error(`${app.dir} has no build: run npm run build`);
  }
  const served = await startNginx(entries);
  for (const app of listApps()) console.log(`[nginx] ${app.name.padEnd(16)} http://localhost:${app.port}`);
  console.log(`[nginx] configuration and logs in ${served.dir}`);
  const stop = () => served.close().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
