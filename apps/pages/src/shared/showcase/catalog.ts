// The theme's showcase: which pages each family holds (docs/architecture.md, "The showcase"), from ui-kit's one
// list (`@live-agent/ui-kit/showcase`) that the shell's menu reads too, as this remote's routes (a parameter outside
// its family's list is Not Found), its families' pages and the end-to-end walks read them, so a page added there is
// listed, routed and visited.

import { SHOWCASE_FAMILIES } from '@live-agent/ui-kit/showcase';

/** `/ui/components/:name` */
export const UI_COMPONENTS = SHOWCASE_FAMILIES.components;
/** `/extensions/:name` */
export const EXTENSIONS = SHOWCASE_FAMILIES.extensions;
/** `/forms/elements/:name` */
export const FORM_ELEMENTS = SHOWCASE_FAMILIES.formElements;
/** `/charts/:family` */
export const CHART_FAMILIES = SHOWCASE_FAMILIES.charts;

export type UiComponentName = (typeof UI_COMPONENTS)[number];
export type ExtensionName = (typeof EXTENSIONS)[number];
export type FormElementName = (typeof FORM_ELEMENTS)[number];
export type ChartFamily = (typeof CHART_FAMILIES)[number];

/** The showcase's pages with no parameter. */
export const SHOWCASE_FIXED_PATHS: readonly string[] = [
  ...SHOWCASE_FAMILIES.ui.map((name) => `/ui/${name}`),
  ...SHOWCASE_FAMILIES.forms.map((name) => `/forms/${name}`),
  ...SHOWCASE_FAMILIES.tables.map((name) => `/tables/${name}`),
  ...SHOWCASE_FAMILIES.maps.map((name) => `/maps/${name}`),
];

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
