// /ui/components/:name — one antd component's examples. Each name's examples are their own chunk, loaded when
// that name is opened, so "buttons" does not bring the other components' code (docs/architecture.md, "How the page
// stays light").
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundPage, PageSpinner } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { UI_COMPONENTS, isOneOf, type UiComponentName } from '../../shared/showcase/catalog';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';

type Examples = LazyExoticComponent<ComponentType>;

const EXAMPLES: Record<UiComponentName, Examples> = {
  alerts: lazy(() => import(/* webpackChunkName: "ui-alerts" */ './components/alerts')),
  avatars: lazy(() => import(/* webpackChunkName: "ui-avatars" */ './components/avatars')),
  badges: lazy(() => import(/* webpackChunkName: "ui-badges" */ './components/badges')),
  breadcrumbs: lazy(() => import(/* webpackChunkName: "ui-breadcrumbs" */ './components/breadcrumbs')),
  buttons: lazy(() => import(/* webpackChunkName: "ui-buttons" */ './components/buttons')),
  carousel: lazy(() => import(/* webpackChunkName: "ui-carousel" */ './components/carousel')),
  collapse: lazy(() => import(/* webpackChunkName: "ui-collapse" */ './components/collapse')),
  dropdowns: lazy(() => import(/* webpackChunkName: "ui-dropdowns" */ './components/dropdowns')),
  list: lazy(() => import(/* webpackChunkName: "ui-list" */ './components/list')),
  modals: lazy(() => import(/* webpackChunkName: "ui-modals" */ './components/modals')),
  drawers: lazy(() => import(/* webpackChunkName: "ui-drawers" */ './components/drawers')),
  pagination: lazy(() => import(/* webpackChunkName: "ui-pagination" */ './components/pagination')),
  popovers: lazy(() => import(/* webpackChunkName: "ui-popovers" */ './components/popovers')),
  progress: lazy(() => import(/* webpackChunkName: "ui-progress" */ './components/progress')),
  skeletons: lazy(() => import(/* webpackChunkName: "ui-skeletons" */ './components/skeletons')),
  spinners: lazy(() => import(/* webpackChunkName: "ui-spinners" */ './components/spinners')),
  steps: lazy(() => import(/* webpackChunkName: "ui-steps" */ './components/steps')),
  tabs: lazy(() => import(/* webpackChunkName: "ui-tabs" */ './components/tabs')),
  tags: lazy(() => import(/* webpackChunkName: "ui-tags" */ './components/tags')),
  timeline: lazy(() => import(/* webpackChunkName: "ui-timeline" */ './components/timeline')),
  toasts: lazy(() => import(/* webpackChunkName: "ui-toasts" */ './components/toasts')),
  tooltips: lazy(() => import(/* webpackChunkName: "ui-tooltips" */ './components/tooltips')),
  tree: lazy(() => import(/* webpackChunkName: "ui-tree" */ './components/tree')),
};

export default function ComponentPage() {
  const { t } = useTranslation(NAMESPACE);
  const { name } = useParams();
  if (!isOneOf(UI_COMPONENTS, name)) return <NotFoundPage />;
  const Examples = EXAMPLES[name];
  return (
    <ShowcasePage title={t(`uiShowcase.${name}.title`)} subtitle={t(`uiShowcase.${name}.intro`)}>
      <Suspense fallback={<PageSpinner />}>
        <Examples />
      </Suspense>
    </ShowcasePage>
  );
}
