// The theme's showcase: which pages each family holds (docs/architecture.md, "The showcase"). Plain data with no
// imports, read by the routes (a parameter outside its family's list is Not Found), by the families' pages and by
// the end-to-end walks, so a page added here is routed, listed and visited.

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

export type UiComponentName = (typeof UI_COMPONENTS)[number];
export type ExtensionName = (typeof EXTENSIONS)[number];
export type FormElementName = (typeof FORM_ELEMENTS)[number];
export type ChartFamily = (typeof CHART_FAMILIES)[number];

/** The showcase's pages with no parameter. */
export const SHOWCASE_FIXED_PATHS = [
  '/ui/typography',
  '/ui/colors',
  '/ui/icons',
  '/ui/cards',
  '/forms/layout',
  '/forms/wizard',
  '/forms/validation',
  '/forms/repeater',
  '/tables/basic',
  '/tables/advanced',
  '/maps/world',
  '/maps/markers',
] as const;

/** A parameterised showcase route and the names it takes. */
export const SHOWCASE_PARAM_ROUTES: Record<string, readonly string[]> = {
  '/ui/components/:name': UI_COMPONENTS,
  '/extensions/:name': EXTENSIONS,
  '/forms/elements/:name': FORM_ELEMENTS,
  '/charts/:family': CHART_FAMILIES,
};

/** Every showcase page's URL. */
export const SHOWCASE_PATHS: readonly string[] = [
  ...SHOWCASE_FIXED_PATHS,
  ...Object.entries(SHOWCASE_PARAM_ROUTES).flatMap(([route, names]) =>
    names.map((name) => route.replace(/:[a-z]+$/, name)),
  ),
];

/** Whether `name` is one of the family's pages (narrows it to the family's name type). */
export function isOneOf<T extends string>(names: readonly T[], name: string | undefined): name is T {
  return name !== undefined && (names as readonly string[]).includes(name);
}
