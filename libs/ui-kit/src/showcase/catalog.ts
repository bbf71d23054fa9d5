// The pages remote's showcase, named once for the shell's menu (features/layout/navigation.tsx) and for the remote's
// routes and walks (apps/pages/src/shared/showcase/catalog.ts): which pages each family holds, under which path. A
// remote may not import the shell nor the shell a remote, so the one list lives in the library both already use
// (docs/architecture.md, "The showcase"). Plain data with no imports, its own entry (`@live-agent/ui-kit/showcase`),
// so the end-to-end walks read it without loading the kit.

/**
 * Each family's pages, keyed by the family as the menu names it (`showcase.<family>.<name>` labels its leaves), each
 * under its path.
 */
export const SHOWCASE_FAMILIES = {
  /** `/ui/<name>` */
  ui: ['typography', 'colors', 'icons', 'cards'],
  /** `/ui/components/:name` */
  components: [
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
  ],
  /** `/extensions/:name` */
  extensions: [
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
  ],
  /** `/forms/elements/:name` */
  formElements: [
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
  ],
  /** `/forms/<name>` */
  forms: ['layout', 'wizard', 'validation', 'repeater'],
  /** `/tables/<name>` */
  tables: ['basic', 'advanced'],
  /** `/charts/:family` */
  charts: ['line-area', 'bar-column', 'pie-donut', 'scatter-bubble', 'radar', 'heatmap-treemap', 'candlestick'],
  /** `/maps/<name>` */
  maps: ['world', 'markers'],
} as const;
