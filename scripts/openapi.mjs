// npm run openapi: writes docs/openapi.json from @live-agent/contracts (libs/contracts/src/api/openapi.ts). The
// contracts are TypeScript: esbuild bundles the generator for Node first, into a temporary file.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
const out = path.join(dir, 'openapi.mjs');
try {
  await build({
    entryPoints: [path.join(root, 'libs/contracts/src/api/openapi.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: out,
    logLevel: 'warning',
  });
  const { openApiDocument } = await import(pathToFileURL(out).href);
  const file = path.join(root, 'docs/openapi.json');
  fs.writeFileSync(file, `${JSON.stringify(openApiDocument(), null, 2)}\n`);
  console.log(`wrote ${path.relative(root, file)}`);
} finally {
  fs.rmSync(dir, { recursive: true, force: true });
}
