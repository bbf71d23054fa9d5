// Child process for tests that must stop and start one app's server on purpose (fault isolation,
// a remote served alone). Jest runs test files as CommonJS and cannot import the ESM serve script,
// so each such server lives in its own process: `node static-server.mjs <dist dir> <port|0> [--shell]` (`--shell`:
// the folder is the shell's build, served as the shell is).
// It reports { port } over IPC once listening; killing the process is "the server went down".
import { createStaticServer } from '../../scripts/serve.mjs';

const [root, port = '0'] = process.argv.slice(2).filter((arg) => arg !== '--shell');
const server = createStaticServer(root, { shell: process.argv.includes('--shell') });
// Idle connections stay open until the process ends: Node closes them after 5 s by default, and a test's `fetch`
// that reuses one at that moment fails with "other side closed" (seen on a loaded machine). A browser retries such
// a request; Node's fetch does not.
server.keepAliveTimeout = 0;
server.once('error', (error) => {
  process.send?.({ error: error.message });
  process.exit(1);
});
server.listen(Number(port), () => {
  process.send?.({ port: server.address().port });
});
process.on('disconnect', () => process.exit(0));
