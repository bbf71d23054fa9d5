export default async function globalTeardown() {
  await globalThis.__E2E_SERVERS__?.close();
}
