// ui-kit's own strings (namespace 'ui'), added to the one i18next instance the shell owns.
import type { i18n as I18n } from 'i18next';

export const UI_NAMESPACE = 'ui';

export const uiResources = {
  en: {
    notBuilt: {
      title: 'Not built yet',
      body: '{{screen}} belongs to the {{remote}} remote. Its screens arrive in their own issue; this page is scaffolding.',
    },
    error: {
      title: 'This part of the app stopped working',
      unavailable: '{{remote}} is unavailable right now',
      unavailableBody: 'It could not be loaded. The rest of the app keeps working; try again in a moment.',
      crashedBody: 'Something went wrong while showing this screen. The rest of the app keeps working.',
      retry: 'Retry',
      details: 'Details',
    },
    turnedOff: {
      title: '{{remote}} is turned off',
      body: 'A presenter turned this part of the app off. Turn it back on in the presenter panel to use it.',
    },
    notFound: { title: 'Page not found', body: 'There is nothing at this address.', home: 'Back to home' },
    loading: 'Loading…',
    language: 'Language',
  },
  de: {
    notBuilt: {
      title: 'Noch nicht gebaut',
      body: '{{screen}} gehört zum Remote {{remote}}. Seine Seiten kommen mit einem eigenen Issue; diese Seite ist ein Platzhalter.',
    },
    error: {
      title: 'Dieser Teil der App funktioniert gerade nicht',
      unavailable: '{{remote}} ist gerade nicht verfügbar',
      unavailableBody: 'Er konnte nicht geladen werden. Der Rest der App funktioniert weiter; versuchen Sie es gleich noch einmal.',
      crashedBody: 'Beim Anzeigen dieser Seite ist ein Fehler aufgetreten. Der Rest der App funktioniert weiter.',
      retry: 'Erneut versuchen',
      details: 'Details',
    },
    turnedOff: {
      title: '{{remote}} ist ausgeschaltet',
      body: 'Dieser Teil der App wurde im Präsentationsmodus ausgeschaltet. Schalten Sie ihn dort wieder ein, um ihn zu nutzen.',
    },
    notFound: { title: 'Seite nicht gefunden', body: 'Unter dieser Adresse gibt es nichts.', home: 'Zur Startseite' },
    loading: 'Wird geladen…',
    language: 'Sprache',
  },
  fr: {
    notBuilt: {
      title: 'Pas encore construit',
      body: '{{screen}} appartient au module distant {{remote}}. Ses écrans arrivent avec leur propre ticket ; cette page est provisoire.',
    },
    error: {
      title: 'Cette partie de l’application ne fonctionne plus',
      unavailable: '{{remote}} est indisponible pour le moment',
      unavailableBody: 'Il n’a pas pu être chargé. Le reste de l’application fonctionne ; réessayez dans un instant.',
      crashedBody: 'Une erreur est survenue en affichant cet écran. Le reste de l’application fonctionne.',
      retry: 'Réessayer',
      details: 'Détails',
    },
    turnedOff: {
      title: '{{remote}} est désactivé',
      body: 'Un présentateur a désactivé cette partie de l’application. Réactivez-la dans le panneau de présentation pour l’utiliser.',
    },
    notFound: { title: 'Page introuvable', body: 'Il n’y a rien à cette adresse.', home: 'Retour à l’accueil' },
    loading: 'Chargement…',
    language: 'Langue',
  },
  pt: {
    notBuilt: {
      title: 'Ainda não construído',
      body: '{{screen}} pertence ao remoto {{remote}}. As suas telas chegam numa issue própria; esta página é provisória.',
    },
    error: {
      title: 'Esta parte da aplicação deixou de funcionar',
      unavailable: '{{remote}} está indisponível no momento',
      unavailableBody: 'Não foi possível carregá-lo. O resto da aplicação continua a funcionar; tente novamente daqui a pouco.',
      crashedBody: 'Ocorreu um erro ao mostrar esta tela. O resto da aplicação continua a funcionar.',
      retry: 'Tentar novamente',
      details: 'Detalhes',
    },
    turnedOff: {
      title: '{{remote}} está desligado',
      body: 'Um apresentador desligou esta parte da aplicação. Volte a ligá-la no painel do apresentador para a usar.',
    },
    notFound: { title: 'Página não encontrada', body: 'Não há nada neste endereço.', home: 'Voltar ao início' },
    loading: 'A carregar…',
    language: 'Idioma',
  },
} as const;

export function registerUiTranslations(i18n: I18n) {
  for (const [lng, bundle] of Object.entries(uiResources)) {
    if (!i18n.hasResourceBundle(lng, UI_NAMESPACE)) i18n.addResourceBundle(lng, UI_NAMESPACE, bundle, true, false);
  }
}
