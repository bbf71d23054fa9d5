// Static servers for the production build, one port per app, as a CDN would serve them: CORS on a remote's files
// (the shell fetches them cross-origin; the shell's own files are only read by its pages, so they carry none),
// each page with its Content-Security-Policy (libs/build-config/csp.js), HTML/manifests/entries never cached so a
// redeployed remote is picked up on the next page load, hashed chunks cached forever, compressed: the brotli file
// the build wrote beside each text file (`<file>.br`, libs/build-config/webpack.js) to a browser that accepts it,
// else gzip made on first request.
// Only GET/HEAD of a page get the app's index.html: an API path (/api/..., /jwt/...) that reaches this server
// is a misrouted call and gets a JSON 404, and any other method a 405, so neither is mistaken for data.
import http from 'node:http';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createRequire } from 'node:module';
import { listApps, readConfig, repoRoot } from './apps.mjs';

const { pagePolicy: policyFor } = createRequire(import.meta.url)('../libs/build-config/csp.js');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'application/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
};
const HASHED = /\.[0-9a-f]{10}\.js$/;
const COMPRESSIBLE = /\.(html|js|json|css|svg|map|txt)$/;
const READ_METHODS = new Set(['GET', 'HEAD']);
const API_PATH = /^\/(api|jwt)(\/|$)/;
// On every answer, as deploy/nginx/live-agent-static.conf sends them.
const SECURITY_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };

function sendJson(res, status, body, headers = {}) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-cache', ...headers });
  res.end(JSON.stringify(body));
}

function cacheControl(file) {
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * A build's compressed copy of a file, unless the file was changed after it (a dist edited by hand): then the file
 * itself is what to send. A build writes both within a moment, in either order.
 */
function isFreshCopy(copy, original) {
  if (!fs.existsSync(copy)) return false;
  return fs.statSync(copy).mtimeMs + 2000 >= original.mtimeMs;
}

/**
 * The policy of a page served from `root`: the shell's follows the config.json it serves (an override, else the one
 * in its dist), so a config pointing at other remotes lets their files in; a remote's own page follows the checked-in
 * config (its API port).
 */
function pagePolicy(root, overrides, shell, req) {
  const served = overrides['/config.json'] ?? (shell ? fs.readFileSync(path.join(root, 'config.json'), 'utf8') : null);
  const host = new URL(`http://${req.headers.host ?? 'localhost'}`).hostname;
  return policyFor(served ? JSON.parse(served) : readConfig(), { shell, host });
}

/**
 * `overrides` maps a URL path to a body served instead of the file (the bench's own config.json); `shell` says the
 * folder is the shell's build (no CORS, its page's policy names the remotes).
 */
export function createStaticServer(root, { overrides = {}, shell = false } = {}) {
  const gzipCache = new Map();
  const cors = shell ? {} : { 'Access-Control-Allow-Origin': '*' };
  return http.createServer((req, res) => {
    const url = new URL(req.url, 'http://localhost');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) res.setHeader(name, value);
    if (overrides[url.pathname] !== undefined) {
      res.writeHead(200, {
        'Content-Type': TYPES[path.extname(url.pathname)] ?? 'application/octet-stream',
        'Cache-Control': 'no-cache',
        ...cors,
      });
      res.end(overrides[url.pathname]);
      return;
    }
    let file = path.join(root, decodeURIComponent(url.pathname));
    if (!file.startsWith(root)) {
      res.writeHead(403).end();
      return;
    }
    for (const [name, value] of Object.entries(cors)) res.setHeader(name, value);
    if (req.method === 'OPTIONS') {
      res
        .writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' })
        .end();
      return;
    }
    if (!READ_METHODS.has(req.method)) {
      sendJson(res, 405, { message: 'Method Not Allowed' }, { Allow: 'GET, HEAD, OPTIONS' });
      return;
    }
    if (API_PATH.test(url.pathname)) {
      sendJson(res, 404, { message: 'Not Found' });
      return;
    }
    if (!fs.existsSync(file) || fs.statSync(file).isDirectory()) {
      // Client-side routes fall back to the app's page; missing assets are real 404s.
      if (path.extname(url.pathname)) {
        res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not Found');
        return;
      }
      file = path.join(root, 'index.html');
    }
    const stat = fs.statSync(file);
    const headers = {
      'Content-Type': TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Cache-Control': cacheControl(file),
      'Last-Modified': stat.mtime.toUTCString(),
      Vary: 'Accept-Encoding',
    };
    const accepted = req.headers['accept-encoding'] ?? '';
    const brotli = `${file}.br`;
    let body;
    if (COMPRESSIBLE.test(file) && /\bbr\b/.test(accepted) && isFreshCopy(brotli, stat)) {
      body = fs.readFileSync(brotli);
      headers['Content-Encoding'] = 'br';
    } else if (COMPRESSIBLE.test(file) && /\bgzip\b/.test(accepted)) {
      body = fs.readFileSync(file);
      const key = `${file}:${stat.mtimeMs}`;
      if (!gzipCache.has(key)) gzipCache.set(key, zlib.gzipSync(body, { level: 9 }));
      body = gzipCache.get(key);
      headers['Content-Encoding'] = 'gzip';
    } else {
      body = fs.readFileSync(file);
    }
    headers['Content-Length'] = body.length;
    if (file.endsWith('.html')) headers['Content-Security-Policy'] = pagePolicy(root, overrides, shell, req);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

/** Serves each app's dist on its port. Returns { close(), servers: Map<name, server> }. */
export async function serveApps({ apps = listApps(), log = true, overrides = {} } = {}) {
  const servers = new Map();
  for (const app of apps) {
    const root = path.join(repoRoot, app.dir, 'dist');
    if (!fs.existsSync(path.join(root, 'index.html'))) throw new Error(`${app.dir} has no build: run npm run build`);
    const server = createStaticServer(root, { overrides: overrides[app.name], shell: app.name === 'shell' });
    await new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(app.port, resolve);
    });
    servers.set(app.name, server);
    if (log) console.log(`[serve] ${app.name.padEnd(16)} http://localhost:${app.port}`);
  }
  return {
    servers,
    close: () => Promise.all([...servers.values()].map((server) => new Promise((resolve) => server.close(resolve)))),
  };
}
