import fs from 'node:fs';

export default async function globalTeardown() {
  await globalThis.__E2E_SERVERS__?.close();
  if (process.env.E2E_SESSION_DIR) fs.rmSync(process.env.E2E_SESSION_DIR, { recursive: true, force: true });
}
