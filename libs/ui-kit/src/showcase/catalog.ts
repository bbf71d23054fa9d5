// The pages remote's showcase, named once for the shell's menu (features/layout/navigation.tsx) and for the remote's
// routes and walks (apps/pages/src/shared/showcase/catalog.ts): which pages each family holds, under which path. A
// remote may not import the shell nor the shell a remote, so the one list lives in the library both already use
// (docs/architecture.md, "The showcase"). Plain data with no imports, its own entry (`@live-agent/ui-kit/showcase`),
// so the end-to-end walks read it without loading the kit.

/** `/ui/<name>` */
export const SHOWCASE_UI = ['typography', 'colors', 'icons', 'cards'] as const;

/** `/ui/components/:name` */
export const UI_COMPONENTS = [
  'alerts',
  'avatars',
  'badges',
  'breadcrumbs',
  'buttons',
  'carousel',
  'collapse',
  'dropdowns',
  'list',
  'modals',
  'drawers',
  'pagination',
  'popovers',
  'progress',
  'skeletons',
  'spinners',
  'steps',
  'tabs',
  'tags',
  'timeline',
  'toasts',
  'tooltips',
  'tree',
] as const;

/** `/extensions/:name` */
export const EXTENSIONS = [
  'drag-drop',
  'file-upload',
  'editor',
  'ratings',
  'sliders',
  'tour',
  'clipboard',
  'context-menu',
  'import-export',
  'i18n',
] as const;

/** `/forms/elements/:name` */
export const FORM_ELEMENTS = [
  'input',
  'input-group',
  'input-mask',
  'textarea',
  'checkbox',
  'radio',
  'switch',
  'select',
  'number',
  'date-time',
  'cascader',
  'transfer',
  'upload',
] as const;

/** `/forms/<name>` */
export const SHOWCASE_FORMS = ['layout', 'wizard', 'validation', 'repeater'] as const;

/** `/tables/<name>` */
export const SHOWCASE_TABLES = ['basic', 'advanced'] as const;

/** `/charts/:family` */
export const CHART_FAMILIES = [
  'line-area',
  'bar-column',
  'pie-donut',
  'scatter-bubble',
  'radar',
  'heatmap-treemap',
  'candlestick',
] as const;

/** `/maps/<name>` */
export const SHOWCASE_MAPS = ['world', 'markers'] as const;
