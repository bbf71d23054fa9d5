// ui-kit's own strings (namespace 'ui') in German: a chunk of their own, fetched before the page shows German
// (../resources.ts).
import { RULE_TEXTS_DE } from '@live-agent/contracts';
import type { UiStrings } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const strings: Shape<UiStrings> = {
  table: {
    search: 'Suchen',
    actions: 'Aktionen',
    edit: 'Bearbeiten',
    editNamed: '{{name}} bearbeiten',
    viewNamed: '{{name}} ansehen',
    view: 'Ansehen',
    delete: 'Löschen',
    deleteNamed: '{{name}} löschen',
    deleteTitle: '{{name}} löschen?',
    deleteBody: 'Das kann nicht rückgängig gemacht werden.',
    cancel: 'Abbrechen',
    error: 'Die Liste konnte nicht geladen werden.',
    empty: 'Hier ist noch nichts.',
    noMatches: 'Nichts passt zu dieser Suche oder diesen Filtern.',
    clearFilters: 'Suche und Filter zurücksetzen',
    bulk: 'Sammelaktionen',
    selected_one: '{{count}} ausgewählt',
    selected_other: '{{count}} ausgewählt',
    clearSelection: 'Auswahl aufheben',
    range: '{{from}}–{{to}} von {{count}}',
    exportCsv: 'CSV exportieren',
    importCsv: 'CSV importieren',
    selectAll: 'Alle Zeilen dieser Seite auswählen',
    selectRow: '{{name}} auswählen',
    previousPage: 'Vorherige Seite',
    nextPage: 'Nächste Seite',
    filterBy: 'Nach {{column}} filtern',
  },
  // What an icon-only control of antd's says (its icon is decorative: icons/decorative.tsx).
  controls: { clear: 'Leeren', search: 'Suchen' },
  form: {
    save: 'Speichern',
    cancel: 'Abbrechen',
    keptDraft: 'Ihre Sitzung ist abgelaufen, während dies geöffnet war. Ihre Eingaben wurden aufbewahrt.',
    restoreDraft: 'Wiederherstellen',
    discardDraft: 'Verwerfen',
    discardTitle: 'Änderungen verwerfen?',
    discardBody: 'Ihre Änderungen in diesem Formular sind noch nicht gespeichert.',
    discard: 'Änderungen verwerfen',
    keepEditing: 'Weiter bearbeiten',
  },
  // The accounts' roles, as the navbar and the access-control page name them.
  accountRoles: { admin: 'Administrator', agent: 'Agent', client: 'Kunde', member: 'Mitglied' },
  error: {
    title: 'Dieser Teil der App funktioniert gerade nicht',
    unavailable: '{{remote}} ist gerade nicht verfügbar',
    unavailableBody:
      'Sein Server war nicht erreichbar, daher lässt sich diese Seite nicht öffnen. Der Rest der App funktioniert weiter; versuchen Sie es gleich noch einmal.',
    crashedBody: 'Beim Anzeigen dieser Seite ist ein Fehler aufgetreten. Der Rest der App funktioniert weiter.',
    retry: 'Erneut versuchen',
    details: 'Technische Details',
  },
  turnedOff: {
    title: '{{remote}} ist ausgeschaltet',
    body: 'Dieser Teil der App wurde im Präsentationsmodus ausgeschaltet. Schalten Sie ihn dort wieder ein, um ihn zu nutzen.',
  },
  notFound: { title: 'Seite nicht gefunden', body: 'Unter dieser Adresse gibt es nichts.', home: 'Zur Startseite' },
  activity: { active: 'Aktiv', inactive: 'Inaktiv', enabled: 'Aktiviert', disabled: 'Deaktiviert' },
  lastLogin: { never: 'Nie' },
  // The rules' texts (@live-agent/contracts), which schemas' checks name by key, and the e-mail rule's own.
  rules: {
    ...RULE_TEXTS_DE,
    emailRequired: 'Geben Sie die E-Mail-Adresse ein.',
  },
  stats: {
    vsPrevious: '{{value}} ggü. Vorperiode',
    noPrevious: 'Kein Vergleichswert',
    exportCsv: 'Als CSV exportieren',
    exportBlock: '„{{block}}“ als CSV exportieren',
    noData: 'Nichts in diesem Zeitraum',
    loading: 'Zahlen werden geladen…',
    loadFailed: 'Die Zahlen konnten nicht geladen werden.',
    refreshFailed: 'Die neuesten Zahlen konnten nicht geladen werden; angezeigt wird der letzte erfolgreiche Stand.',
  },
  loading: 'Wird geladen…',
  language: 'Sprache',
  // The chat thread (@live-agent/ui-kit/chat).
  chat: {
    loadOlder: 'Ältere Nachrichten laden',
    loadingOlder: 'Ältere Nachrichten werden geladen …',
    olderFailed: 'Ältere Nachrichten konnten nicht geladen werden.',
    beginning: 'Beginn der Unterhaltung',
    empty: 'Keine Nachrichten.',
  },
  // The statistics and analytics cards (@live-agent/ui-kit/cards).
  cards: {
    periodOf: 'Zeitraum von {{card}}',
    periods: { 'last-28-days': 'Letzte 28 Tage', 'last-month': 'Letzter Monat', 'last-year': 'Letztes Jahr' },
    failed: 'Diese Karte konnte nicht geladen werden.',
    retry: 'Erneut versuchen',
    loading: '{{card}} wird geladen…',
    change: '{{change}} gegenüber dem Vorzeitraum',
    chartLabel: '{{card}}: {{value}} im Zeitraum {{period}}',
  },
};

export default strings;
