// Servers a test starts and stops itself: one app's build on a port of its choosing (in a child
// process, see static-server.mjs), a folder served by nginx as deployed (nginx-server.mjs), and a tiny
// stand-in for the product API.
import { fork, type ChildProcess } from 'child_process';
import http from 'http';
import type { AddressInfo } from 'net';
import path from 'path';

export const REPO_ROOT = path.resolve(__dirname, '../..');

export interface StaticServer {
  port: number;
  url: string;
  stop(): Promise<void>;
}

/** Serves `<repo>/<appDir>/dist` with the product's own static server; port 0 picks a free one. */
export function startStaticServer(appDir: string, port = 0): Promise<StaticServer> {
  return serveFolder(path.join(REPO_ROOT, appDir, 'dist'), port, appDir, { shell: appDir === 'apps/shell' });
}

/** Serves any folder (a CDN holding packaged versions, say) as the product's static server does; as a remote unless `shell`. */
export function serveFolder(root: string, port = 0, label = root, { shell = false } = {}): Promise<StaticServer> {
  // Killed outright: "the server went down".
  return serveInChild('static-server.mjs', [root, String(port), ...(shell ? ['--shell'] : [])], label, 'SIGKILL');
}

/**
 * Serves a folder with nginx and the deployment's own configuration (deploy/nginx, through scripts/nginx.mjs), as
 * the server of `app` there does: a remote's (the default) with CORS, the shell's without.
 */
export function serveFolderWithNginx(
  root: string,
  { app = 'email', port = 0 }: { app?: string; port?: number } = {},
): Promise<StaticServer> {
  // SIGTERM: the child stops its nginx before it exits.
  return serveInChild('nginx-server.mjs', [app, root, String(port)], `nginx ${app} ${root}`, 'SIGTERM');
}

function serveInChild(
  script: string,
  args: string[],
  label: string,
  stopSignal: NodeJS.Signals,
): Promise<StaticServer> {
  const child: ChildProcess = fork(path.join(__dirname, script), args, { stdio: 'inherit' });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`static server for ${label} exited with ${code}`)));
    child.once('message', (message: { port?: number; error?: string }) => {
      if (!message.port) {
        reject(new Error(message.error ?? 'static server did not start'));
        return;
      }
      child.removeAllListeners('exit');
      resolve({
        port: message.port,
        url: `http://localhost:${message.port}`,
        stop: () =>
          new Promise<void>((done) => {
            if (child.exitCode !== null || child.signalCode !== null) return done();
            child.once('exit', () => done());
            child.kill(stopSignal);
          }),
      });
    });
  });
}

export interface ApiServer {
  port: number;
  origin: string;
  requests: Array<{ method: string; url: string; headers: http.IncomingHttpHeaders }>;
  stop(): Promise<void>;
}

/** A Node HTTP server on a free port; `handler` answers, every request is recorded. */
export async function startApiServer(handler: http.RequestListener): Promise<ApiServer> {
  const requests: ApiServer['requests'] = [];
  const server = http.createServer((req, res) => {
    requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers });
    handler(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, resolve));
  const { port } = server.address() as AddressInfo;
  return {
    port,
    origin: `http://localhost:${port}`,
    requests,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
