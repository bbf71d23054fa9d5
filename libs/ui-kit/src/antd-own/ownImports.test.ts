// The build's side of a remote's own antd components (libs/build-config: used-exports.js decides which, the loader
// takes them from antd's own modules and wraps them in ownAntd).
import path from 'path';

// The build's CommonJS modules, as webpack loads them.
const { rewriteOwnAntdImports } = require('../../../build-config/antd-own-imports-loader.js') as {
  rewriteOwnAntdImports: (source: string, names: string[]) => string;
};
const used = require('../../../build-config/used-exports.js') as {
  collectUsedExports: (root: string, packages: string[], always?: string[], dirs?: string[]) => string[];
  collectOwnAntdExports: (root: string) => Record<string, string[]>;
  collectSharedAntdExports: (root: string) => string[];
};

const repoRoot = path.resolve(__dirname, '../../../..');

describe("a remote's own antd components", () => {
  it('are taken from antd’s own module and wrapped, the rest of the import and its types left as they were', () => {
    const source = [
      "import { Badge, Tour as PageTour, Typography, type TourProps } from 'antd';",
      "import { Tree } from 'antd';",
      "import type { TreeProps } from 'antd';",
      "import { Card } from 'antd';",
      'export const steps: TourProps[] = [];',
    ].join('\n');
    const out = rewriteOwnAntdImports(source, ['Tour', 'Tree']);
    const lines = out.split('\n');
    // One line for one: the file's lines, and so its source map, stay where they were.
    expect(lines).toHaveLength(5);
    expect(lines[0]).toContain("import { ownAntd as __ownAntd } from '@live-agent/ui-kit/antd-own';");
    expect(lines[0]).toContain("import { Badge, Typography, type TourProps } from 'antd';");
    expect(lines[0]).toContain("import __AntdOwnTour from 'antd/es/tour'; const PageTour = __ownAntd(__AntdOwnTour);");
    expect(lines[1]).toBe("import __AntdOwnTree from 'antd/es/tree'; const Tree = __ownAntd(__AntdOwnTree);");
    expect(lines.slice(2)).toEqual(source.split('\n').slice(2));
    expect(rewriteOwnAntdImports(source, [])).toBe(source);
  });

  it('are those one remote alone imports, and the shared antd leaves out exactly those', () => {
    const own = used.collectOwnAntdExports(repoRoot);
    const shared = used.collectSharedAntdExports(repoRoot);
    const byShellAndLibs = [
      ...used.collectUsedExports(repoRoot, ['antd'], [], ['apps/shell']),
      ...used.collectUsedExports(repoRoot, ['antd'], [], ['libs']),
    ];
    // The showcase's own components (its tree, tour, cascader) are the pages remote's.
    expect(own.pages).toEqual(expect.arrayContaining(['Cascader', 'Tour', 'Transfer', 'Tree']));
    expect(own).not.toHaveProperty('shell');
    for (const [app, names] of Object.entries(own)) {
      const others = Object.keys(own).filter((other) => other !== app);
      for (const name of names) {
        expect(shared).not.toContain(name);
        expect(byShellAndLibs).not.toContain(name);
        for (const other of others)
          expect(used.collectUsedExports(repoRoot, ['antd'], [], [`apps/${other}`])).not.toContain(name);
      }
    }
    // Everything the frame and the libraries use is shared.
    for (const name of byShellAndLibs) expect(shared).toContain(name);
  });
});
