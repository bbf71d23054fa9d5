// The examples of each component of /ui/components/:name, each its own chunk: what ComponentPage draws by the name in
// its URL, and what the routes module fetches beside the page as the URL opens or the menu item is pointed at (the
// route's `handle.preload`). A module of loaders only, light enough for the routes module.
import type { ShowcaseExample } from '../../shared/showcase/ExampleList';
import { UI_COMPONENTS, isOneOf, type UiComponentName } from '../../shared/showcase/catalog';

export const COMPONENT_EXAMPLES: Record<UiComponentName, () => Promise<{ default: ShowcaseExample[] }>> = {
  alerts: () => import(/* webpackChunkName: "ui-alerts" */ './components/alerts'),
  avatars: () => import(/* webpackChunkName: "ui-avatars" */ './components/avatars'),
  badges: () => import(/* webpackChunkName: "ui-badges" */ './components/badges'),
  breadcrumbs: () => import(/* webpackChunkName: "ui-breadcrumbs" */ './components/breadcrumbs'),
  buttons: () => import(/* webpackChunkName: "ui-buttons" */ './components/buttons'),
  carousel: () => import(/* webpackChunkName: "ui-carousel" */ './components/carousel'),
  collapse: () => import(/* webpackChunkName: "ui-collapse" */ './components/collapse'),
  dropdowns: () => import(/* webpackChunkName: "ui-dropdowns" */ './components/dropdowns'),
  list: () => import(/* webpackChunkName: "ui-list" */ './components/list'),
  modals: () => import(/* webpackChunkName: "ui-modals" */ './components/modals'),
  drawers: () => import(/* webpackChunkName: "ui-drawers" */ './components/drawers'),
  pagination: () => import(/* webpackChunkName: "ui-pagination" */ './components/pagination'),
  popovers: () => import(/* webpackChunkName: "ui-popovers" */ './components/popovers'),
  progress: () => import(/* webpackChunkName: "ui-progress" */ './components/progress'),
  skeletons: () => import(/* webpackChunkName: "ui-skeletons" */ './components/skeletons'),
  spinners: () => import(/* webpackChunkName: "ui-spinners" */ './components/spinners'),
  steps: () => import(/* webpackChunkName: "ui-steps" */ './components/steps'),
  tabs: () => import(/* webpackChunkName: "ui-tabs" */ './components/tabs'),
  tags: () => import(/* webpackChunkName: "ui-tags" */ './components/tags'),
  timeline: () => import(/* webpackChunkName: "ui-timeline" */ './components/timeline'),
  toasts: () => import(/* webpackChunkName: "ui-toasts" */ './components/toasts'),
  tooltips: () => import(/* webpackChunkName: "ui-tooltips" */ './components/tooltips'),
  tree: () => import(/* webpackChunkName: "ui-tree" */ './components/tree'),
};

/** Fetches the examples of the component `name` names (nothing for a name the showcase does not have). */
export function preloadComponentExamples(name: string | undefined): Promise<unknown> {
  return isOneOf(UI_COMPONENTS, name) ? COMPONENT_EXAMPLES[name]() : Promise.resolve();
}
