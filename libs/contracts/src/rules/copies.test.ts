/** @jest-environment node */
// No rule is written twice (docs/architecture.md, Contracts): the apps, the auth and UI libraries and the mock server
// hold no copy of a format the contracts define, and no limit as a bare number where a form or a server check states
// one (an antd rule's `max`, an input's `maxLength`, a server check's `max`). Limits come from the schemas
// (`rules.of(schema)`, `maxLengthOf(schema)`) or from a named constant of the contracts.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '../../../..');
const CONTRACTS = path.join(ROOT, 'libs/contracts/src');
const CHECKED = ['apps', 'libs/auth/src', 'libs/ui-kit/src', 'libs/mock-server/src', 'libs/store/src'];

function sources(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory())
      return ['node_modules', 'dist', 'test', 'testing'].includes(entry.name) ? [] : sources(file);
    return /\.tsx?$/.test(entry.name) && !/\.(test|testing|parity\.test)\.tsx?$|\.d\.ts$/.test(entry.name)
      ? [file]
      : [];
  });
}

function walk(file: string, visit: (node: ts.Node, source: ts.SourceFile) => void) {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  const visitNode = (node: ts.Node) => {
    visit(node, source);
    ts.forEachChild(node, visitNode);
  };
  visitNode(source);
}

const where = (node: ts.Node, source: ts.SourceFile) =>
  `${path.relative(ROOT, source.fileName)}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

const formats = new Set<string>();
for (const file of sources(CONTRACTS)) {
  walk(file, (node) => {
    if (node.kind === ts.SyntaxKind.RegularExpressionLiteral) formats.add(node.getText());
  });
}
const checked = CHECKED.flatMap((dir) => sources(path.join(ROOT, dir)));

it('finds the contracts’ formats and the code to check', () => {
  expect(formats.size).toBeGreaterThan(5);
  expect(checked.length).toBeGreaterThan(200);
});

it('has no copy of a format of the contracts outside them', () => {
  const copies: string[] = [];
  for (const file of checked) {
    walk(file, (node, source) => {
      if (node.kind === ts.SyntaxKind.RegularExpressionLiteral && formats.has(node.getText()))
        copies.push(`${where(node, source)} ${node.getText()}`);
    });
  }
  expect(copies).toEqual([]);
});

/** A property `name: <number>` of an object literal that also has one of `siblings`. */
const bareLimit = (node: ts.Node, names: string[], siblings: string[]) =>
  ts.isPropertyAssignment(node) &&
  names.includes(node.name.getText()) &&
  ts.isNumericLiteral(node.initializer) &&
  ts.isObjectLiteralExpression(node.parent) &&
  node.parent.properties.some((property) => property.name && siblings.includes(property.name.getText()));

it('states no limit as a bare number in a form rule, an input or a server check', () => {
  const copies: string[] = [];
  for (const file of checked) {
    walk(file, (node, source) => {
      const jsxLimit =
        ts.isJsxAttribute(node) &&
        ['maxLength', 'minLength'].includes(node.name.getText()) &&
        node.initializer !== undefined &&
        ts.isJsxExpression(node.initializer) &&
        node.initializer.expression !== undefined &&
        ts.isNumericLiteral(node.initializer.expression);
      // An antd rule ({ max: 80, message }) or a server check's rules ({ required, max: 80 }).
      const ruleLimit = bareLimit(node, ['max', 'min', 'len'], ['message', 'required', 'lengthMessage', 'type']);
      if (jsxLimit || ruleLimit) copies.push(`${where(node, source)} ${node.getText()}`);
    });
  }
  expect(copies).toEqual([]);
});
