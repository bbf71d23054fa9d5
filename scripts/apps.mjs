// Where every app lives and which port it serves on, read from the shell's runtime config.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const configFile = process.env.LIVE_AGENT_CONFIG || path.join(repoRoot, 'apps/shell/public/config.json');

export function readConfig() {
  return JSON.parse(fs.readFileSync(configFile, 'utf8'));
}

/** [{ name, dir, port }] with the shell first. */
export function listApps(config = readConfig()) {
  return [
    { name: 'shell', dir: 'apps/shell', port: config.shellPort },
    ...Object.entries(config.remotes).map(([name, remote]) => ({
      name,
      dir: remote.dir,
      port: Number(new URL(remote.entry).port),
    })),
  ];
}

/** Accepts a federation name (todoCalendar) or a folder name (todo-calendar). */
export function findApp(key, config = readConfig()) {
  return listApps(config).find((app) => app.name === key || path.basename(app.dir) === key);
}
