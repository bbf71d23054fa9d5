// ui-kit's own strings (namespace 'ui') in French: a chunk of their own, fetched before the page shows French
// (../resources.ts).
import { RULE_TEXTS_FR } from '@live-agent/contracts';
import type { UiStrings } from './en';

type Shape<T> = { [K in keyof T]: T[K] extends string ? string : Shape<T[K]> };

const strings: Shape<UiStrings> = {
  table: {
    search: 'Rechercher',
    actions: 'Actions',
    edit: 'Modifier',
    editNamed: 'Modifier {{name}}',
    viewNamed: 'Voir {{name}}',
    view: 'Voir',
    delete: 'Supprimer',
    deleteNamed: 'Supprimer {{name}}',
    deleteTitle: 'Supprimer {{name}} ?',
    deleteBody: 'Cette action est définitive.',
    cancel: 'Annuler',
    error: 'La liste n’a pas pu être chargée.',
    empty: 'Rien pour l’instant.',
    noMatches: 'Rien ne correspond à cette recherche ou à ces filtres.',
    clearFilters: 'Effacer la recherche et les filtres',
    bulk: 'Actions groupées',
    selected_one: '{{count}} sélectionné',
    selected_other: '{{count}} sélectionnés',
    clearSelection: 'Effacer la sélection',
    range: '{{from}}–{{to}} sur {{count}}',
    exportCsv: 'Exporter en CSV',
    importCsv: 'Importer un CSV',
    selectAll: 'Sélectionner toutes les lignes de cette page',
    selectRow: 'Sélectionner {{name}}',
    previousPage: 'Page précédente',
    nextPage: 'Page suivante',
    filterBy: 'Filtrer par {{column}}',
  },
  // What an icon-only control of antd's says (its icon is decorative: icons/decorative.tsx).
  controls: { clear: 'Effacer', search: 'Rechercher' },
  form: {
    save: 'Enregistrer',
    cancel: 'Annuler',
    keptDraft: 'Votre session a pris fin pendant que ceci était ouvert. Ce que vous aviez saisi a été conservé.',
    restoreDraft: 'Restaurer',
    discardDraft: 'Abandonner',
    discardTitle: 'Abandonner vos modifications ?',
    discardBody: 'Ce que vous avez modifié dans ce formulaire n’est pas enregistré.',
    discard: 'Abandonner les modifications',
    keepEditing: 'Continuer la saisie',
  },
  // The accounts' roles, as the navbar and the access-control page name them.
  accountRoles: { admin: 'Administrateur', agent: 'Agent', client: 'Client', member: 'Membre' },
  error: {
    title: 'Cette partie de l’application ne fonctionne plus',
    unavailable: '{{remote}} est indisponible pour le moment',
    unavailableBody:
      'Son serveur est injoignable, cet écran ne peut donc pas s’ouvrir. Le reste de l’application fonctionne ; réessayez dans un instant.',
    crashedBody: 'Une erreur est survenue en affichant cet écran. Le reste de l’application fonctionne.',
    retry: 'Réessayer',
    details: 'Détails techniques',
  },
  turnedOff: {
    title: '{{remote}} est désactivé',
    body: 'Un présentateur a désactivé cette partie de l’application. Réactivez-la dans le panneau de présentation pour l’utiliser.',
  },
  notFound: { title: 'Page introuvable', body: 'Il n’y a rien à cette adresse.', home: 'Retour à l’accueil' },
  activity: { active: 'Actif', inactive: 'Inactif', enabled: 'Activé', disabled: 'Désactivé' },
  lastLogin: { never: 'Jamais' },
  // The rules' texts (@live-agent/contracts), which schemas' checks name by key, and the e-mail rule's own.
  rules: {
    ...RULE_TEXTS_FR,
    emailRequired: 'Saisissez l’adresse e-mail.',
  },
  stats: {
    vsPrevious: '{{value}} par rapport à la période précédente',
    noPrevious: 'Pas de valeur précédente',
    exportCsv: 'Exporter en CSV',
    exportBlock: 'Exporter « {{block}} » en CSV',
    noData: 'Rien sur cette période',
    loading: 'Chargement des chiffres…',
    loadFailed: 'Les chiffres n’ont pas pu être chargés.',
    refreshFailed: 'Les derniers chiffres n’ont pas pu être chargés ; voici ceux de la dernière mise à jour réussie.',
  },
  loading: 'Chargement…',
  language: 'Langue',
  // The chat thread (@live-agent/ui-kit/chat).
  chat: {
    loadOlder: 'Charger les messages plus anciens',
    loadingOlder: 'Chargement des messages plus anciens…',
    olderFailed: 'Les messages plus anciens n’ont pas pu être chargés.',
    beginning: 'Début de la conversation',
    empty: 'Aucun message.',
  },
  // The statistics and analytics cards (@live-agent/ui-kit/cards).
  cards: {
    periodOf: 'Période de {{card}}',
    periods: { 'last-28-days': '28 derniers jours', 'last-month': 'Mois dernier', 'last-year': 'Année dernière' },
    failed: 'Cette carte n’a pas pu être chargée.',
    retry: 'Réessayer',
    loading: 'Chargement de {{card}}…',
    change: '{{change}} par rapport à la période précédente',
    chartLabel: '{{card}} : {{value}} sur la période {{period}}',
  },
};

export default strings;
