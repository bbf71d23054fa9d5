// How apps are served, which is what lets a remote be redeployed without rebuilding the shell: the
// manifest, remote entry and HTML are revalidated on every load, hashed chunks are cached for good,
// everything a shell on another port fetches carries CORS, and text goes compressed (brotli when the browser takes it).
// Checked on the Node server of `npm start` (scripts/serve.mjs) and, at the end, on nginx with the deployment's
// configuration (deploy/nginx).
import crypto from 'crypto';
import fs from 'fs';
import os from 'os';
import path from 'path';
import zlib from 'zlib';
import { REPO_ROOT, serveFolder, serveFolderWithNginx, startStaticServer, type StaticServer } from './support/servers';
import { pagePolicy, servedConfig } from './support/session';

let email: StaticServer;

beforeAll(async () => {
  email = await startStaticServer('apps/email');
});

afterAll(() => email.stop());

async function head(file: string, init: RequestInit = {}) {
  const response = await fetch(`${email.url}/${file}`, init);
  await response.arrayBuffer();
  return response;
}

test('the manifest, remote entry and page are revalidated on every load, with CORS', async () => {
  for (const file of ['mf-manifest.json', 'remoteEntry.js', 'build-info.json', 'index.html']) {
    const response = await head(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
  }
});

/** A policy's directives by name, each with its sources. */
function directives(policy: string | null): Record<string, string[]> {
  return Object.fromEntries(
    (policy ?? '')
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...sources]) => [name, sources]),
  );
}

/** The CSP source of each inline script of a built page (`<script>` without `src`, and not a JSON data block). */
function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/json)[^>]*>([\s\S]*?)<\/script>/g)].map(
    ([, body]) => `'sha256-${crypto.createHash('sha256').update(body, 'utf8').digest('base64')}'`,
  );
}

test('the shell’s policy: scripts only from itself and the configured remotes, no eval, no inline script but the page’s own skin script (by its hash), never framed', () => {
  const config = servedConfig();
  const remotes = Object.values(config.remotes).map((remote) => new URL(remote.entry).origin);
  const shell = directives(pagePolicy(config, { shell: true }));
  // The built page has one inline script, and the policy allows exactly that one.
  const inline = inlineScriptHashes(fs.readFileSync(path.join(REPO_ROOT, 'apps/shell/dist/index.html'), 'utf8'));
  expect(inline).toHaveLength(1);
  expect(shell['script-src']).toEqual(["'self'", inline[0], ...remotes]);
  expect(shell['connect-src']).toEqual(["'self'", ...remotes, `http://localhost:${config.apiPort}`]);
  expect(shell['worker-src']).toEqual(["'self'"]);
  expect([shell['default-src'], shell['object-src'], shell['base-uri'], shell['frame-ancestors']]).toEqual([
    ["'self'"],
    ["'none'"],
    ["'self'"],
    ["'none'"],
  ]);
  // A remote served alone runs only its own code (its page has no inline script: the hash allows nothing there).
  expect(directives(pagePolicy(config, { shell: false }))['script-src']).toEqual(["'self'", inline[0]]);
  expect(inlineScriptHashes(fs.readFileSync(path.join(REPO_ROOT, 'apps/email/dist/index.html'), 'utf8'))).toEqual([]);
});

test('each page is served with its policy, nosniff and a referrer policy; a remote’s files carry CORS, the shell’s none', async () => {
  const shell = await startStaticServer('apps/shell');
  try {
    for (const route of ['', 'apps/email/inbox']) {
      const page = await fetch(`${shell.url}/${route}`);
      expect([
        route,
        page.headers.get('content-security-policy'),
        page.headers.get('access-control-allow-origin'),
      ]).toEqual([route, pagePolicy(servedConfig(), { shell: true }), null]);
      expect([page.headers.get('x-content-type-options'), page.headers.get('referrer-policy')]).toEqual([
        'nosniff',
        'strict-origin-when-cross-origin',
      ]);
    }
    expect((await fetch(`${shell.url}/config.json`)).headers.get('access-control-allow-origin')).toBeNull();
  } finally {
    await shell.stop();
  }
  const remotePage = await head('apps/email/inbox');
  expect(remotePage.headers.get('content-security-policy')).toBe(pagePolicy(servedConfig(), { shell: false }));
  expect(remotePage.headers.get('x-content-type-options')).toBe('nosniff');
});

test('the dev server (npm run dev) sends the same: the page’s policy with what hot reloading needs, CORS on a remote only', () => {
  const devHeaders = (app: string): Record<string, string | undefined> => {
    const made = require(path.join(REPO_ROOT, app, 'webpack.config.js'))({}, { mode: 'development' });
    return (Array.isArray(made) ? made[0] : made).devServer.headers;
  };
  const remotes = Object.values(servedConfig().remotes).map((remote) => new URL(remote.entry).origin);
  const { BOOT_SKIN_HASH } = require(path.join(REPO_ROOT, 'libs/build-config/boot-skin.js')) as {
    BOOT_SKIN_HASH: string;
  };
  const shell = devHeaders('apps/shell');
  const shellPolicy = directives(shell['Content-Security-Policy'] ?? null);
  expect(shellPolicy['script-src']).toEqual(["'self'", BOOT_SKIN_HASH, ...remotes, "'unsafe-eval'"]);
  expect(shellPolicy['connect-src']).toContain('ws:');
  expect([shellPolicy['object-src'], shellPolicy['frame-ancestors']]).toEqual([["'none'"], ["'none'"]]);
  expect([shell['Access-Control-Allow-Origin'], shell['X-Content-Type-Options']]).toEqual([undefined, 'nosniff']);
  const email = devHeaders('apps/email');
  expect(directives(email['Content-Security-Policy'] ?? null)['script-src']).toEqual([
    "'self'",
    BOOT_SKIN_HASH,
    "'unsafe-eval'",
  ]);
  expect([email['Access-Control-Allow-Origin'], email['Referrer-Policy']]).toEqual([
    '*',
    'strict-origin-when-cross-origin',
  ]);
});

test('hashed chunks are immutable and served compressed', async () => {
  const chunk = fs
    .readdirSync(path.join(REPO_ROOT, 'apps/email/dist'))
    .find((file) => /\.[0-9a-f]{10}\.js$/.test(file))!;
  const response = await head(chunk, { headers: { 'accept-encoding': 'gzip' } });
  expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(response.headers.get('content-encoding')).toBe('gzip');
});

test('a browser that accepts brotli gets the file the build compressed, smaller than gzip, with the same content', async () => {
  const dist = path.join(REPO_ROOT, 'apps/email/dist');
  const chunk = fs
    .readdirSync(dist)
    .filter((file) => /\.[0-9a-f]{10}\.js$/.test(file))
    .sort((a, b) => fs.statSync(path.join(dist, b)).size - fs.statSync(path.join(dist, a)).size)[0];
  const gzip = await head(chunk, { headers: { 'accept-encoding': 'gzip' } });
  // fetch decodes the body; the header still says how it travelled.
  const brotli = await fetch(`${email.url}/${chunk}`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(brotli.headers.get('content-encoding')).toBe('br');
  expect(Number(brotli.headers.get('content-length'))).toBeLessThan(Number(gzip.headers.get('content-length')));
  expect(await brotli.text()).toBe(fs.readFileSync(path.join(dist, chunk), 'utf8'));
});

test('a file edited in a served dist after the build is sent as edited, not as its stale compressed copy', async () => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'served-dist-'));
  const file = path.join(folder, 'remoteEntry.js');
  const built = `/* built */ ${'var registry = {};'.repeat(200)}`;
  fs.writeFileSync(file, built);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(built));
  const server = await serveFolder(folder);
  try {
    const asBuilt = await fetch(`${server.url}/remoteEntry.js`, { headers: { 'accept-encoding': 'br' } });
    expect(asBuilt.headers.get('content-encoding')).toBe('br');
    expect(await asBuilt.text()).toBe(built);

    const edited = built.replace('built', 'edited by hand');
    fs.writeFileSync(file, edited);
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(file, later, later);
    const afterEdit = await fetch(`${server.url}/remoteEntry.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(afterEdit.headers.get('content-encoding')).toBe('gzip');
    expect(await afterEdit.text()).toBe(edited);
  } finally {
    await server.stop();
    fs.rmSync(folder, { recursive: true, force: true });
  }
});

test('a deep link gets the page, a missing asset a real 404', async () => {
  const page = await head('apps/email/inbox');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toContain('text/html');
  expect((await head('missing.0123456789.js')).status).toBe(404);
});

test('a misrouted API call gets a JSON 404 and a write a 405, never the page', async () => {
  for (const file of ['api/v1/agents', 'api/unknown/thing?q=1', 'jwt/login']) {
    const response = await head(file);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  }
  for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
    const response = await head('apps/email/inbox', { method, body: method === 'DELETE' ? undefined : '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD, OPTIONS');
    expect(await (await fetch(`${email.url}/api/v1/agents`, { method })).json()).toEqual({
      message: 'Method Not Allowed',
    });
  }
});

test('the manifest names the remote entry the shell loads, relative to where the manifest was fetched', async () => {
  const manifest = await (await fetch(`${email.url}/mf-manifest.json`)).json();
  expect(manifest.name).toBe('email');
  expect(manifest.metaData.remoteEntry.name).toBe('remoteEntry.js');
  expect(manifest.metaData.publicPath).toBe('auto');
  // The routes module, and the build info every remote exposes for the presenter panel.
  expect(manifest.exposes.map((expose: { path: string }) => expose.path).sort()).toEqual(['./build-info', './routes']);
});

test('the shell entry and its shared libraries are compiled while they download (V8 compile hint), and their maps still line up', () => {
  const dist = path.join(REPO_ROOT, 'apps/shell/dist');
  const contents: Record<string, Record<string, number>> = JSON.parse(
    fs.readFileSync(path.join(dist, 'chunk-contents.json'), 'utf8'),
  );
  const entry = fs.readFileSync(path.join(dist, 'index.html'), 'utf8').match(/src="\/(main\.[0-9a-f]{10}\.js)"/)![1];
  const holding = (name: string) => Object.keys(contents).filter((file) => contents[file][name]);
  const hinted = [
    entry,
    ...holding('react-dom'),
    ...holding('antd'),
    ...holding('react-router'),
    ...holding('i18next'),
  ];
  expect(holding('react-dom').length * holding('antd').length).toBeGreaterThan(0);
  // The big ones have their maps (the check below is not vacuous).
  expect(fs.existsSync(path.join(dist, `${holding('antd').find((file) => contents[file].antd > 100_000)}.map`))).toBe(
    true,
  );
  for (const file of hinted) {
    const code = fs.readFileSync(path.join(dist, file), 'utf8');
    expect(code.startsWith('//# allFunctionsCalledOnLoad\n')).toBe(true);
    // The added first line maps to nothing: the map's first line is empty.
    const map = code.match(/\/\/# sourceMappingURL=(\S+)\s*$/)?.[1];
    if (map) expect(JSON.parse(fs.readFileSync(path.join(dist, map), 'utf8')).mappings.startsWith(';')).toBe(true);
  }
  // A chunk of the shell's own screens, loaded when opened, is left to V8's lazy compiling.
  const ownOnly = Object.keys(contents).find((file) =>
    Object.keys(contents[file]).every((part) => part === 'own code'),
  )!;
  expect(fs.readFileSync(path.join(dist, ownOnly), 'utf8').startsWith('//#')).toBe(false);
});

describe('nginx with the deployment configuration (deploy/nginx)', () => {
  const EMAIL = path.join(REPO_ROOT, 'apps/email/dist');
  const IMMUTABLE = 'public, max-age=31536000, immutable';
  let remote: StaticServer;
  let shell: StaticServer;

  beforeAll(async () => {
    [remote, shell] = await Promise.all([
      serveFolderWithNginx(EMAIL, { app: 'email' }),
      serveFolderWithNginx(path.join(REPO_ROOT, 'apps/shell/dist'), { app: 'shell' }),
    ]);
  });
  afterAll(() => Promise.all([remote?.stop(), shell?.stop()]));

  async function get(server: StaticServer, file: string, init: RequestInit = {}) {
    const response = await fetch(`${server.url}/${file}`, init);
    const body = Buffer.from(await response.arrayBuffer());
    return { response, headers: response.headers, status: response.status, body };
  }

  /** The largest hashed chunk of a dist that has a brotli copy. */
  function largestChunk(dist: string) {
    return fs
      .readdirSync(dist)
      .filter((file) => /\.[0-9a-f]{10}\.js$/.test(file) && fs.existsSync(path.join(dist, `${file}.br`)))
      .sort((a, b) => fs.statSync(path.join(dist, b)).size - fs.statSync(path.join(dist, a)).size)[0];
  }

  test('a remote’s manifest, entry, build info and page are revalidated on every load, with CORS', async () => {
    for (const file of ['mf-manifest.json', 'remoteEntry.js', 'build-info.json', 'index.html']) {
      const { status, headers } = await get(remote, file);
      expect([file, status, headers.get('cache-control'), headers.get('access-control-allow-origin')]).toEqual([
        file,
        200,
        'no-cache',
        '*',
      ]);
    }
  });

  test('the shell’s page and config.json are revalidated on every load, without CORS (only its own pages fetch them)', async () => {
    for (const file of ['index.html', 'config.json', 'apps/email/inbox']) {
      const { status, headers } = await get(shell, file);
      expect([file, status, headers.get('cache-control'), headers.get('access-control-allow-origin')]).toEqual([
        file,
        200,
        'no-cache',
        null,
      ]);
    }
    // It has no brotli copy (edited in place when deployed): gzip made on the fly, or plain to a br browser.
    const config = fs.readFileSync(path.join(REPO_ROOT, 'apps/shell/dist/config.json'));
    const gzip = await get(shell, 'config.json', { headers: { 'accept-encoding': 'gzip' } });
    expect([gzip.headers.get('content-type'), gzip.headers.get('content-encoding')]).toEqual([
      'application/json; charset=utf-8',
      'gzip',
    ]);
    expect(gzip.body.equals(config)).toBe(true);
    const browser = await get(shell, 'config.json', { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(browser.headers.get('content-encoding')).toBeNull();
    expect(browser.body.equals(config)).toBe(true);
  });

  test('hashed chunks are immutable; brotli is the build’s own file, gzip is made for the others, plain for the rest', async () => {
    const chunk = largestChunk(EMAIL);
    const plain = fs.readFileSync(path.join(EMAIL, chunk));

    // fetch decodes the body; the headers still say how it travelled.
    const brotli = await get(remote, chunk, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(brotli.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(brotli.headers.get('access-control-allow-origin')).toBe('*');
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(brotli.headers.get('vary')).toBe('Accept-Encoding');
    expect(brotli.headers.get('content-type')).toBe('application/javascript; charset=utf-8');
    expect(Number(brotli.headers.get('content-length'))).toBe(fs.statSync(path.join(EMAIL, `${chunk}.br`)).size);
    expect(brotli.body.equals(plain)).toBe(true);

    const gzip = await get(remote, chunk, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('vary')).toBe('Accept-Encoding');
    expect(gzip.body.equals(plain)).toBe(true);

    const identity = await get(remote, chunk, { headers: { 'accept-encoding': 'identity' } });
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(Number(identity.headers.get('content-length'))).toBe(plain.length);
    expect(identity.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  test('an asset named by its hash alone (webpack’s <20 hex>.<ext>) is immutable too', async () => {
    const asset = fs.readdirSync(EMAIL).find((file) => /^[0-9a-f]{20}\.[a-z0-9]+$/.test(file))!;
    expect(asset).toBeDefined();
    const { status, headers } = await get(remote, asset);
    expect([asset, status, headers.get('cache-control')]).toEqual([asset, 200, IMMUTABLE]);
  });

  test('each page is served with the policy of csp.js: the shell’s names the remotes, a remote’s only itself', async () => {
    for (const [server, shellPage] of [
      [shell, true],
      [remote, false],
    ] as const) {
      for (const route of ['', 'index.html', 'apps/email/inbox']) {
        const { headers } = await get(server, route);
        // Compared directive by directive: an empty $live_agent_remotes leaves a double space, which means nothing.
        expect([route, directives(headers.get('content-security-policy'))]).toEqual([
          route,
          directives(pagePolicy(servedConfig(), { shell: shellPage })),
        ]);
      }
    }
  });

  test('every answer says nosniff and a referrer policy', async () => {
    for (const [server, file] of [
      [shell, 'index.html'],
      [shell, 'missing.0123456789.js'],
      [remote, 'remoteEntry.js'],
      [remote, 'api/v1/agents'],
    ] as const) {
      const { headers } = await get(server, file);
      expect([file, headers.get('x-content-type-options'), headers.get('referrer-policy')]).toEqual([
        file,
        'nosniff',
        'strict-origin-when-cross-origin',
      ]);
    }
  });

  test('navigations get the page, a missing asset a real 404 that is not cached', async () => {
    for (const server of [shell, remote]) {
      for (const route of ['apps/email/inbox', 'live-agent/dashboard', '']) {
        const { status, headers, body } = await get(server, route);
        expect([route, status, headers.get('content-type')]).toEqual([route, 200, 'text/html; charset=utf-8']);
        expect(body.toString()).toContain('<html');
      }
      for (const file of ['missing.0123456789.js', 'apps/email/missing.css', 'favicon.missing.png']) {
        const { status, headers, body } = await get(server, file);
        expect([file, status, headers.get('cache-control')]).toEqual([file, 404, null]);
        expect(body.toString()).not.toContain('id="boot-screen"');
      }
    }
  });

  test('a misrouted API call gets a JSON 404, a write a JSON 405, a preflight its CORS answer', async () => {
    for (const file of ['api/v1/agents', 'api/unknown/thing.js?q=1', 'jwt/login', 'api']) {
      const { status, headers, body } = await get(remote, file);
      expect([file, status, headers.get('content-type')]).toEqual([file, 404, 'application/json; charset=utf-8']);
      expect(JSON.parse(body.toString())).toEqual({ message: 'Not Found' });
    }
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      for (const file of ['apps/email/inbox', 'api/v1/agents', 'remoteEntry.js']) {
        const { status, headers, body } = await get(remote, file, {
          method,
          body: method === 'DELETE' ? undefined : '{}',
        });
        expect([method, file, status, headers.get('allow'), headers.get('content-type')]).toEqual([
          method,
          file,
          405,
          'GET, HEAD, OPTIONS',
          'application/json; charset=utf-8',
        ]);
        expect(JSON.parse(body.toString())).toEqual({ message: 'Method Not Allowed' });
      }
    }
    const preflight = await get(remote, 'mf-manifest.json', {
      method: 'OPTIONS',
      headers: { origin: shell.url, 'access-control-request-method': 'GET' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*');
    expect(preflight.headers.get('access-control-allow-methods')).toBe('GET, HEAD, OPTIONS');
    const shellPreflight = await get(shell, 'config.json', { method: 'OPTIONS' });
    expect(shellPreflight.status).toBe(204);
    expect(shellPreflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(shellPreflight.headers.get('access-control-allow-methods')).toBeNull();
  });

  test('HEAD answers as GET without a body', async () => {
    const { status, headers, body } = await get(remote, 'remoteEntry.js', { method: 'HEAD' });
    expect([status, headers.get('cache-control'), headers.get('access-control-allow-origin'), body.length]).toEqual([
      200,
      'no-cache',
      '*',
      0,
    ]);
  });
});
