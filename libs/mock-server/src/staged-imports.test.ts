// The staged entry must not reach the later domains statically, or the shell's first load carries them all.
import fs from 'fs';
import path from 'path';

function staticImports(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = fs.readFileSync(file, 'utf8');
  for (const match of source.matchAll(/^(?:import|export)\s[^'"]*?from\s+'(\.[^']+)'/gm)) {
    if (/^import\s+type\s/.test(match[0])) continue;
    const base = path.resolve(path.dirname(file), match[1]);
    const target = [`${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) =>
      fs.existsSync(candidate),
    );
    if (target) staticImports(target, seen);
  }
  return seen;
}

it('keeps the later domains out of the staged entry', () => {
  const reached = [...staticImports(path.join(__dirname, 'staged.ts'))].map((file) => path.relative(__dirname, file));
  expect(reached).toContain('domains/auth/index.ts');
  expect(
    reached.filter((file) => /domains\/(later|live-agent|conversations|todo|calendar|search)\b/.test(file)),
  ).toEqual([]);
});
