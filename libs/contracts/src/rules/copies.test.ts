/** @jest-environment node */
// No rule is written twice (docs/architecture.md, Contracts): the apps, the auth and UI libraries and the mock server
// hold no copy of a format the contracts define, and no limit as a bare number where a form or a server check states
// one (an antd rule's `max`, an input's `maxLength`, a server check's `max`). Limits come from the schemas
// (`rules.of(schema)`, `maxLengthOf(schema)`) or from a named constant of the contracts. Nor do they declare again a
// value list of the contracts (an enum's values: `['online', 'busy', 'away', 'offline']` beside AGENT_STATUSES) or a
// named constant of a contracts limit (`const NAME_MAX = 80` beside SHOWCASE_NAME_MAX). A scan of the source, so it
// finds what is written as a literal: a list of string literals, a constant set to a number (or a product of them).
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

/** An expression without its `as const` / `satisfies` / parentheses. */
const bare = (node: ts.Expression): ts.Expression =>
  ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node)
    ? bare(node.expression)
    : node;

/**
 * The values of a list of two or more different string literals (['online', 'busy']), else null. A list that repeats a
 * value is a weighting (a seed's picks: ['online', 'online', 'busy']), not a list of values.
 */
function stringList(node: ts.Node): string[] | null {
  if (!ts.isArrayLiteralExpression(node) || node.elements.length < 2) return null;
  const values = node.elements.map((element) => (ts.isStringLiteral(element) ? element.text : null));
  if (values.some((value) => value === null) || new Set(values).size < values.length) return null;
  return values as string[];
}

/** A list's values whatever their order: a copy in another order is a copy all the same. */
const listKey = (values: string[]) => [...values].sort().join('\u0000');

/** The value of a number or of sums and products of numbers (`800 * 1024`), else undefined. */
function numberOf(node: ts.Expression): number | undefined {
  const expression = bare(node);
  if (ts.isNumericLiteral(expression)) return Number(expression.text);
  if (!ts.isBinaryExpression(expression)) return undefined;
  const [left, right] = [numberOf(expression.left), numberOf(expression.right)];
  if (left === undefined || right === undefined) return undefined;
  if (expression.operatorToken.kind === ts.SyntaxKind.AsteriskToken) return left * right;
  if (expression.operatorToken.kind === ts.SyntaxKind.PlusToken) return left + right;
  return undefined;
}

/** The words of a constant's name, upper-cased: 'SHOWCASE_NAME_MAX' and 'showcaseNameMax' alike. */
const wordsOf = (name: string) =>
  name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .toUpperCase()
    .split('_')
    .filter(Boolean);
/** The words that say a constant is a limit, not what it limits. */
const LIMIT_WORDS = new Set(['MAX', 'MIN', 'LIMIT']);
const subjectOf = (name: string) => wordsOf(name).filter((word) => !LIMIT_WORDS.has(word));

/** `export const NAME = …` of a contracts module: its name and value. */
function exportedConstant(node: ts.Node): { name: string; value: ts.Expression } | null {
  if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return null;
  const statement = node.parent.parent;
  const exported =
    ts.isVariableStatement(statement) &&
    statement.modifiers?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
  return exported ? { name: node.name.text, value: node.initializer } : null;
}

/** The contracts' value lists (`export const AGENT_STATUSES = ['online', …] as const`), by their values. */
const valueLists = new Map<string, string>();
/** The contracts' limits: each exported constant whose name says MAX or MIN, with its value. */
const limits = new Map<string, number>();
for (const file of sources(CONTRACTS)) {
  walk(file, (node) => {
    const constant = exportedConstant(node);
    if (!constant) return;
    const values = stringList(bare(constant.value));
    if (values) valueLists.set(listKey(values), constant.name);
    const value = numberOf(constant.value);
    if (value !== undefined && wordsOf(constant.name).some((word) => word === 'MAX' || word === 'MIN'))
      limits.set(constant.name, value);
  });
}

/**
 * The contracts' limit that `const name = value` declares again: one of the same name, or one of the same value whose
 * name says what the same thing is (a word of it besides MAX, MIN and LIMIT) where `name` says it is a limit. Two
 * limits that only happen to be equal (a search box's QUERY_MAX = 60 and USER_COUNTRY_MAX) are not a copy.
 */
function limitCopied(name: string, value: number): string | undefined {
  if (limits.has(name)) return name;
  if (!wordsOf(name).some((word) => LIMIT_WORDS.has(word))) return undefined;
  const subject = subjectOf(name);
  const shared = (limit: string) => subjectOf(limit).filter((word) => subject.includes(word)).length;
  // The one that says most of what `name` says, when several of the same value share a word with it.
  return [...limits]
    .filter(([limit, limitValue]) => limitValue === value && shared(limit) > 0)
    .sort(([one], [other]) => shared(other) - shared(one))[0]?.[0];
}

/**
 * Lists of a contracts list's words that mean something else, by file and the list they match, each with its reason.
 * Only for a real difference of meaning: a copy is replaced by the contracts' list, not named here.
 */
const OTHER_MEANINGS: Record<string, string> = {
  // A radio group's example choices (a calendar's views), sent nowhere: not a report's grouping.
  'apps/pages/src/features/form-elements/examples/radio/RadioButtons.tsx GROUP_BY': 'the showcase’s example views',
  // Example tabs with a text each, sent nowhere: not a report's grouping.
  'apps/pages/src/features/ui/components/tabs/TabsVariants.tsx GROUP_BY': 'the showcase’s example tabs',
};

it('finds the contracts’ formats, value lists and limits, and the code to check', () => {
  expect(formats.size).toBeGreaterThan(5);
  expect(valueLists.size).toBeGreaterThan(40);
  expect([...valueLists.values()]).toEqual(expect.arrayContaining(['AGENT_STATUSES', 'LANGUAGES', 'LIVE_STATUSES']));
  expect(limits.size).toBeGreaterThan(30);
  expect(limits.get('SHOWCASE_NAME_MAX')).toBe(80);
  expect(limits.get('AVATAR_MAX_BYTES')).toBe(800 * 1024);
  expect(checked.length).toBeGreaterThan(200);
});

it('tells a limit declared again from one that only happens to be equal', () => {
  expect(limitCopied('NAME_MAX', 80)).toBe('SHOWCASE_NAME_MAX');
  expect(limitCopied('maxAvatarBytes', 800 * 1024)).toBe('AVATAR_MAX_BYTES');
  expect(limitCopied('IMAGE_MAX_BYTES', 800 * 1024)).toBe('BLOG_IMAGE_MAX_BYTES');
  expect(limitCopied('CART_QTY_MAX', 12)).toBe('CART_QTY_MAX');
  expect(limitCopied('QUERY_MAX', 60)).toBeUndefined();
  expect(limitCopied('NAME_MAX', 40)).toBeUndefined();
  expect(limitCopied('SHOWCASE_NAME', 80)).toBeUndefined();
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

it('declares no value list of the contracts again, in any order', () => {
  const copies: string[] = [];
  const otherMeanings = new Set<string>();
  for (const file of checked) {
    walk(file, (node, source) => {
      const values = stringList(node);
      const list = values && valueLists.get(listKey(values));
      if (!list) return;
      const key = `${path.relative(ROOT, source.fileName)} ${list}`;
      if (key in OTHER_MEANINGS) otherMeanings.add(key);
      else copies.push(`${where(node, source)} ${node.getText()} (the contracts' ${list})`);
    });
  }
  expect(copies).toEqual([]);
  // An entry of OTHER_MEANINGS whose list is gone goes too.
  expect([...otherMeanings].sort()).toEqual(Object.keys(OTHER_MEANINGS).sort());
});

it('names no limit of the contracts again', () => {
  const copies: string[] = [];
  for (const file of checked) {
    walk(file, (node, source) => {
      if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return;
      const value = numberOf(node.initializer);
      const limit = value === undefined ? undefined : limitCopied(node.name.text, value);
      if (limit) copies.push(`${where(node, source)} ${node.getText()} (the contracts' ${limit})`);
    });
  }
  expect(copies).toEqual([]);
});
