// The repository's lint (`npm run lint`, first step of `npm test`): typescript-eslint, the rules of hooks, jsx-a11y and
// the import boundaries of docs/architecture.md ("Conventions"). Formatting is Prettier's
// (.prettierrc.json), so eslint-config-prettier turns off every rule that would argue with it. A rule turned off or
// down is turned off here, once, with its reason; the code carries no per-line disables.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = path.dirname(fileURLToPath(import.meta.url));
const dirsIn = (dir) =>
  fs.existsSync(path.join(root, dir))
    ? fs
        .readdirSync(path.join(root, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const apps = dirsIn('apps');

/**
 * Where code may import from (docs/architecture.md, "Conventions"):
 * - a library never imports an app;
 * - an app never imports another app's files (remotes meet only through the federation runtime and the libraries);
 * - a feature uses another feature only through that feature's public entry, its `index.ts`.
 */
const boundaries = [
  { target: './libs', from: './apps', message: 'A library never imports an app.' },
  ...apps.map((app) => ({
    target: `./apps/${app}`,
    from: apps.filter((other) => other !== app).map((other) => `./apps/${other}`),
    message: 'An app never imports another app: share through a library in libs/.',
  })),
  // One zone per feature (its own folder and the others' entries excepted), not one per pair of features: the rule
  // checks every zone against every import, and pairs grew with the square of the features.
  ...apps.flatMap((app) => {
    const features = dirsIn(`apps/${app}/src/features`);
    return features.map((feature) => ({
      target: `./apps/${app}/src/features/${feature}`,
      from: `./apps/${app}/src/features`,
      except: [`./${feature}`, ...features.filter((other) => other !== feature).map((other) => `./${other}/index.ts`)],
      message: 'Import another feature through its public entry, features/<feature>/index.ts.',
    }));
  }),
];

/** The name of a JSX element as written: 'Button', 'Input.Search'. */
const jsxName = (node) =>
  node.type === 'JSXMemberExpression' ? `${jsxName(node.object)}.${node.property.name}` : (node.name ?? '');
const attributeOf = (element, name) =>
  element.attributes.find((attribute) => attribute.type === 'JSXAttribute' && attribute.name.name === name);
const spreads = (element) => element.attributes.some((attribute) => attribute.type === 'JSXSpreadAttribute');

/**
 * Names a screen reader hears come from the translations (docs/architecture.md, UI kit). antd's icons are decorative
 * unless named (libs/ui-kit/src/icons/decorative.tsx), so a control holding only an icon must name itself:
 * - icon-only-button: an antd Button with an `icon` and no text needs an aria-label (or aria-labelledby);
 * - bare-allow-clear: a text field's `allowClear` is ui-kit's `useClearable()` (a clear button named in the reader's
 *   language), never a bare `allowClear` (a button holding only the decorative icon); a search box names its button
 *   (`enterButton={useSearchButton()}`).
 */
const namesPlugin = {
  rules: {
    'icon-only-button': {
      meta: {
        type: 'problem',
        messages: { unnamed: 'A button that shows only an icon needs a translated aria-label.' },
      },
      create: (context) => ({
        JSXElement(node) {
          const opening = node.openingElement;
          if (jsxName(opening.name) !== 'Button' || !attributeOf(opening, 'icon') || spreads(opening)) return;
          const hasText = node.children.some((child) => child.type !== 'JSXText' || child.value.trim());
          if (hasText || attributeOf(opening, 'aria-label') || attributeOf(opening, 'aria-labelledby')) return;
          context.report({ node: opening, messageId: 'unnamed' });
        },
      }),
    },
    'bare-allow-clear': {
      meta: {
        type: 'problem',
        messages: {
          bare: "A text field's clear button is named by ui-kit's useClearable(): allowClear={clearable}.",
          search: "A search box's button is named by ui-kit's useSearchButton(): enterButton={searchButton}.",
        },
      },
      create: (context) => ({
        JSXOpeningElement(node) {
          if (!/^Input(\.(Search|TextArea|Password))?$/.test(jsxName(node.name))) return;
          const allowClear = attributeOf(node, 'allowClear');
          const value = allowClear?.value;
          const bare =
            allowClear &&
            (value === null ||
              (value.type === 'JSXExpressionContainer' &&
                value.expression.type === 'Literal' &&
                value.expression.value === true));
          if (bare) context.report({ node: allowClear, messageId: 'bare' });
          if (jsxName(node.name) === 'Input.Search' && !attributeOf(node, 'enterButton') && !spreads(node))
            context.report({ node, messageId: 'search' });
        },
      }),
    },
  },
};

// A figure is typed into ui-kit's NumberField, never antd's InputNumber (see the rule's block below). One entry, as
// the apps' block repeats the whole rule: a later block's no-restricted-imports replaces an earlier one's.
const NO_ANTD_INPUT_NUMBER = {
  name: 'antd',
  importNames: ['InputNumber', 'InputNumberProps'],
  message: "Type figures into ui-kit's NumberField (rules from the field's schema: useFormRules().of).",
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/coverage/',
      '.tmp/',
      'deploy/',
      '.e2e-artifacts/',
      'bench-results.json',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks, 'import-x': importX },
    languageOptions: { globals: { ...globals.browser } },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] })],
    },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: boundaries }],
      // Unused locals, imports and parameters are the type check's (tsconfig.base.json: noUnusedLocals,
      // noUnusedParameters, over every TypeScript file, `npm run typecheck`): the same check again was over a third of
      // the lint's rule time. A parameter named with a leading underscore is unused on purpose there too.
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  { files: ['**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['**/*.tsx'],
    plugins: { names: namesPlugin },
    rules: { 'names/icon-only-button': 'error', 'names/bare-allow-clear': 'error' },
  },
  {
    files: ['**/*.tsx'],
    rules: {
      // A component's autoFocus moves focus into what the user just opened (a drawer, a popover), as the dialog
      // pattern asks, or onto the only form of a sign-in page; a page's own markup never takes focus by itself.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      // A region that scrolls takes focus so a keyboard can scroll it (axe's scrollable-region-focusable); a separator
      // that takes focus is ARIA's window splitter, a widget whose value the arrow keys change (a column's resize
      // handle in the tables showcase).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { roles: ['region', 'separator'] }],
    },
  },
  {
    // A figure is typed into ui-kit's NumberField, never antd's InputNumber: InputNumber rewrites the text on blur
    // (clamps to min/max, rounds to its precision, drops what it cannot read), so a form saved figures nobody typed,
    // and it names its step buttons in English whatever the language (docs/architecture.md, UI kit).
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [NO_ANTD_INPUT_NUMBER],
        },
      ],
    },
  },
  {
    // A remote's server data goes through its endpoints on the one API slice (docs/architecture.md, "Server data"):
    // no screen, hook or slice of an app calls the API client itself, by importing axios or by reading it from saga
    // context. The workflows that stay sagas are named below, each with its reason.
    files: ['apps/*/src/**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.{ts,tsx}',
      // A feature's test helpers (docs/architecture.md, Conventions: Tests) are test code too.
      '**/*.testing.{ts,tsx}',
      '**/test/**',
      // The shell before the API slice is on the page (the sign-in page does without RTK Query): the store's
      // client, the organisation read at boot.
      'apps/shell/src/app/store.ts',
      'apps/shell/src/features/organization/organization.api.ts',
      // The navbar's cart: the shell's own area, kept by a cross-remote event (`cartChanged`, libs/store shared).
      'apps/shell/src/features/cart/navbarCart.saga.ts',
      // The Chat Report's conversation viewer: a paging workflow over contacts and message pages.
      'apps/live-agent/src/crud/productApi.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            NO_ANTD_INPUT_NUMBER,
            {
              name: 'axios',
              allowTypeImports: true,
              message: "Ask the server through the remote's endpoints on the one API slice (src/api.ts).",
            },
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='getContext'][arguments.0.value='api']",
          message: "Ask the server through the remote's endpoints on the one API slice (src/api.ts), not a saga.",
        },
      ],
    },
  },
  {
    // Elements that handle what their own controls do, each usable by keyboard through those controls: a list whose
    // links the arrow keys move between (ChatLists), a composer keeping its keys from the page's shortcuts
    // (Composer), a click anywhere on a row doing what the row's own link does (the chat report's and the templates'
    // tables), the search overlay's keys and its listbox options, which the arrow keys pick while focus stays in
    // the search box (the combobox pattern, aria-activedescendant), a chart whose points the arrow keys walk, the
    // showcase's maps, whose focusable region the arrow keys pan and + / − zoom (its buttons do the same), and the
    // tables showcase's column resize handle, a focusable separator (the window splitter) dragged or moved by the
    // arrow keys, which the lint counts as static whether it takes focus or not.
    files: [
      'apps/pages/src/features/maps/shared/MapCanvas.tsx',
      'apps/pages/src/features/tables/advanced/ResizableHeader.tsx',
      'apps/chat/src/features/chat/components/ChatLists.tsx',
      'apps/email/src/features/email/components/Composer.tsx',
      'apps/live-agent/src/features/chat-report/ChatReportPage.tsx',
      'apps/live-agent/src/features/conversation-templates/ConversationTemplatesPage.tsx',
      'apps/shell/src/features/search/NavbarSearch.tsx',
      'libs/ui-kit/src/charts/ChartShell.tsx',
    ],
    rules: {
      'jsx-a11y/click-events-have-key-events': 'off',
      'jsx-a11y/interactive-supports-focus': 'off',
      'jsx-a11y/no-noninteractive-element-interactions': 'off',
      'jsx-a11y/no-static-element-interactions': 'off',
    },
  },
  {
    // The store's plumbing holds every feature's slices and sagas, of types it cannot know, and types a saga's yield
    // as redux-saga does (SagaStep, the one place the apps take it from).
    files: ['libs/store/src/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Tests and their helpers run in Node under Jest.
    files: [
      '**/*.test.{ts,tsx}',
      '**/*.testing.{ts,tsx}',
      '**/test/**',
      '**/testing/**',
      '**/testing.ts',
      'e2e/**',
      'libs/test-fixtures/**',
    ],
    languageOptions: { globals: { ...globals.node, ...globals.jest } },
    rules: {
      // A test loads a module inside jest.isolateModules (or after jest.resetModules) with require: an import would
      // be hoisted above the mocks and the fresh module registry it needs.
      '@typescript-eslint/no-require-imports': 'off',
      // A test's stand-in for a saga step answers at once: a generator with nothing to yield.
      'require-yield': 'off',
    },
  },
  {
    // Build, test and bench scripts and configuration: Node, CommonJS where the file is `.js`.
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // These hand functions to a browser page (Playwright's page.evaluate, the e2e environment's failure report) or
    // set up jsdom's window: that code runs with the browser's globals.
    files: ['scripts/bench/**', 'e2e/support/environment.js', 'libs/build-config/jest/polyfills.js'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },
  {
    files: ['**/*.js', '**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: {
      // CommonJS files load their dependencies with require.
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  prettier,
);
