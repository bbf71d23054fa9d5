// `/extensions/:name`: one page per extension, each its own lazily loaded module, so a visit to the ratings
// page never loads the editor, the spreadsheet library or dnd-kit (docs/architecture.md, "How the page stays light").
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router-dom';
import { NotFoundPage, PageSpinner } from '@live-agent/ui-kit';
import { EXTENSIONS, isOneOf, type ExtensionName } from '../../shared/showcase/catalog';

const PAGES: Record<ExtensionName, LazyExoticComponent<ComponentType>> = {
  'drag-drop': lazy(() => import(/* webpackChunkName: "ext-drag-drop" */ './drag-drop/DragDropPage')),
  'file-upload': lazy(() => import(/* webpackChunkName: "ext-file-upload" */ './file-upload/FileUploadPage')),
  editor: lazy(() => import(/* webpackChunkName: "ext-editor" */ './editor/EditorPage')),
  ratings: lazy(() => import(/* webpackChunkName: "ext-ratings" */ './ratings/RatingsPage')),
  sliders: lazy(() => import(/* webpackChunkName: "ext-sliders" */ './sliders/SlidersPage')),
  tour: lazy(() => import(/* webpackChunkName: "ext-tour" */ './tour/TourPage')),
  clipboard: lazy(() => import(/* webpackChunkName: "ext-clipboard" */ './clipboard/ClipboardPage')),
  'context-menu': lazy(() => import(/* webpackChunkName: "ext-context-menu" */ './context-menu/ContextMenuPage')),
  'import-export': lazy(() => import(/* webpackChunkName: "ext-import-export" */ './import-export/ImportExportPage')),
  i18n: lazy(() => import(/* webpackChunkName: "ext-i18n" */ './i18n/I18nPage')),
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
