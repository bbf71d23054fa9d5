// ui-kit's own strings (namespace 'ui') in English: always in the page, i18next's fallback for every language.
import { RULE_TEXTS_EN } from '@live-agent/contracts';

export const UI_STRINGS_EN = {
  table: {
    search: 'Search',
    actions: 'Actions',
    edit: 'Edit',
    editNamed: 'Edit {{name}}',
    viewNamed: 'View {{name}}',
    view: 'View',
    delete: 'Delete',
    deleteNamed: 'Delete {{name}}',
    deleteTitle: 'Delete {{name}}?',
    deleteBody: 'This cannot be undone.',
    cancel: 'Cancel',
    error: 'The list could not be loaded.',
    empty: 'Nothing here yet.',
    noMatches: 'Nothing matches this search or these filters.',
    clearFilters: 'Clear search and filters',
    bulk: 'Bulk actions',
    selected_one: '{{count}} selected',
    selected_other: '{{count}} selected',
    clearSelection: 'Clear selection',
    range: '{{from}}–{{to}} of {{count}}',
    exportCsv: 'Export CSV',
    importCsv: 'Import CSV',
    selectAll: 'Select all rows on this page',
    selectRow: 'Select {{name}}',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    filterBy: 'Filter by {{column}}',
  },
  // What an icon-only control of antd's says (its icon is decorative: icons/decorative.tsx).
  controls: { clear: 'Clear', search: 'Search' },
  form: {
    save: 'Save',
    cancel: 'Cancel',
    keptDraft: 'Your session ended while this was open. What you had typed was kept.',
    restoreDraft: 'Restore',
    discardDraft: 'Discard',
    discardTitle: 'Discard your changes?',
    discardBody: 'What you changed in this form has not been saved.',
    discard: 'Discard changes',
    keepEditing: 'Keep editing',
  },
  // The accounts' roles, as the navbar and the access-control page name them.
  accountRoles: { admin: 'Admin', agent: 'Agent', client: 'Client', member: 'Member' },
  error: {
    title: 'This part of the app stopped working',
    unavailable: '{{remote}} is unavailable right now',
    unavailableBody:
      'Its server could not be reached, so this screen cannot open. The rest of the app keeps working; try again in a moment.',
    crashedBody: 'Something went wrong while showing this screen. The rest of the app keeps working.',
    retry: 'Retry',
    details: 'Technical details',
  },
  turnedOff: {
    title: '{{remote}} is turned off',
    body: 'A presenter turned this part of the app off. Turn it back on in the presenter panel to use it.',
  },
  notFound: { title: 'Page not found', body: 'There is nothing at this address.', home: 'Back to home' },
  activity: { active: 'Active', inactive: 'Inactive', enabled: 'Enabled', disabled: 'Disabled' },
  lastLogin: { never: 'Never' },
  // The rules' texts (@live-agent/contracts), which schemas' checks name by key, and the e-mail rule's own.
  rules: {
    ...RULE_TEXTS_EN,
    emailRequired: 'Enter the e-mail address.',
  },
  stats: {
    vsPrevious: '{{value}} vs previous period',
    noPrevious: 'No previous figure',
    exportCsv: 'Export CSV',
    exportBlock: 'Export “{{block}}” as CSV',
    noData: 'Nothing in this period',
    loading: 'Loading figures…',
    loadFailed: 'The figures could not be loaded.',
    refreshFailed: 'The latest figures could not be loaded; these are from the last successful update.',
  },
  loading: 'Loading…',
  language: 'Language',
  // The chat thread (@live-agent/ui-kit/chat).
  chat: {
    loadOlder: 'Load older messages',
    loadingOlder: 'Loading older messages…',
    olderFailed: 'Older messages could not be loaded.',
    beginning: 'Beginning of the conversation',
    empty: 'No messages.',
  },
  // The statistics and analytics cards (@live-agent/ui-kit/cards).
  cards: {
    periodOf: 'Period of {{card}}',
    periods: { 'last-28-days': 'Last 28 days', 'last-month': 'Last month', 'last-year': 'Last year' },
    failed: 'This card could not be loaded.',
    retry: 'Try again',
    loading: 'Loading {{card}}…',
    change: '{{change}} on the previous period',
    chartLabel: '{{card}}: {{value}} over the {{period}}',
  },
} as const;

export type UiStrings = typeof UI_STRINGS_EN;
