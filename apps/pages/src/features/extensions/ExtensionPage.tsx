// `/extensions/:name`: one page per extension, each its own lazily loaded module of examples (`<name>/examples.ts`),
// so a visit to the ratings page never loads the editor, the spreadsheet library or dnd-kit (docs/architecture.md,
// "How the page stays light").
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundPage, PageSpinner } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { EXTENSIONS, isOneOf, type ExtensionName } from '../../shared/showcase/catalog';
import { ExampleList, stringsKey, flatStrings, type ShowcaseExample } from '../../shared/showcase/ExampleList';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';

type Examples = () => Promise<{ default: ShowcaseExample[] }>;

/**
 * An extension's page once its examples are in: its title, subtitle and examples from `extensions.<name in
 * camelCase>`; a single example takes the page's whole width.
 */
const extension = (name: ExtensionName, load: Examples) =>
  lazy(() =>
    load().then(({ default: examples }) => ({
      default: function Extension() {
        const { t } = useTranslation(NAMESPACE);
        const strings = `extensions.${stringsKey(name)}`;
        return (
          <ShowcasePage
            title={t(`${strings}.title`)}
            subtitle={t(`${strings}.subtitle`)}
            columns={examples.length === 1 ? 1 : 2}
          >
            <ExampleList strings={flatStrings(strings)} examples={examples} />
          </ShowcasePage>
        );
      },
    })),
  );

const PAGES: Record<ExtensionName, ReturnType<typeof extension>> = {
  'drag-drop': extension('drag-drop', () => import(/* webpackChunkName: "ext-drag-drop" */ './drag-drop/examples')),
  'file-upload': extension(
    'file-upload',
    () => import(/* webpackChunkName: "ext-file-upload" */ './file-upload/examples'),
  ),
  editor: extension('editor', () => import(/* webpackChunkName: "ext-editor" */ './editor/examples')),
  ratings: extension('ratings', () => import(/* webpackChunkName: "ext-ratings" */ './ratings/examples')),
  sliders: extension('sliders', () => import(/* webpackChunkName: "ext-sliders" */ './sliders/examples')),
  tour: extension('tour', () => import(/* webpackChunkName: "ext-tour" */ './tour/examples')),
  clipboard: extension('clipboard', () => import(/* webpackChunkName: "ext-clipboard" */ './clipboard/examples')),
  'context-menu': extension(
    'context-menu',
    () => import(/* webpackChunkName: "ext-context-menu" */ './context-menu/examples'),
  ),
  'import-export': extension(
    'import-export',
    () => import(/* webpackChunkName: "ext-import-export" */ './import-export/examples'),
  ),
  i18n: extension('i18n', () => import(/* webpackChunkName: "ext-i18n" */ './i18n/examples')),
};

export default function ExtensionPage() {
  // By its name: under the shell the route sits inside a splat route, whose `*` parameter comes first.
  const { name } = useParams();
  if (!isOneOf(EXTENSIONS, name)) return <NotFoundPage />;
  const Page = PAGES[name];
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}
