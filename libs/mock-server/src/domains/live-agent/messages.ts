// The live-agent API's own messages (e-mail or name taken, delete-in-use, the import's summary ...) in the four
// languages: the ones that need the store. The rules a body is checked by on its own (lengths, working hours, a
// shortcut's format) say the rule texts of @live-agent/contracts, which the forms show too; the kit's catalogue
// (kit/messages.ts) holds them and picks the language from Accept-Language.
import type { Request } from 'miragejs';
import { defineCatalogue, LANGUAGES, type CommonMessages, type Language } from '../../kit/messages';

export const LIVE_AGENT_LANGUAGES = LANGUAGES;
export type LiveAgentLanguage = Language;

/** What keeps a record from being deleted, in the order the message lists it. */
export type UsageKind =
  'agents' | 'queues' | 'admins' | 'templates' | 'categories' | 'comments' | 'workingTimes' | 'departments';
/** The record that cannot be deleted. */
export type InUseSubject = 'department' | 'queue' | 'shift' | 'category' | 'workingTime';

export interface LiveAgentMessages extends CommonMessages {
  emailTaken: string;
  shortcutTaken: string;
  shortcutInFile: string;
  nameTaken: string;
  parentCycle: string;
  fallbackSelf: string;
  noRows: string;
  rowsSummary(count: number): string;
  hasChildren: string;
  inUse(subject: InUseSubject, usage: ReadonlyArray<readonly [UsageKind, number]>): string;
}

type OwnMessages = Omit<LiveAgentMessages, keyof CommonMessages>;

type Nouns = Record<UsageKind, readonly [singular: string, plural: string]>;

function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function counted(nouns: Nouns, usage: ReadonlyArray<readonly [UsageKind, number]>, and: string): string {
  return joinList(
    usage.map(([kind, count]) => `${count} ${nouns[kind][count === 1 ? 0 : 1]}`),
    and,
  );
}

const EN_NOUNS: Nouns = {
  agents: ['agent', 'agents'],
  queues: ['queue', 'queues'],
  admins: ['admin', 'admins'],
  templates: ['template', 'templates'],
  categories: ['category', 'categories'],
  comments: ['closing comment', 'closing comments'],
  workingTimes: ['working time', 'working times'],
  departments: ['department', 'departments'],
};

const en: OwnMessages = {
  emailTaken: 'This e-mail is already in use.',
  shortcutTaken: 'This shortcut is already in use.',
  shortcutInFile: 'This shortcut appears more than once in the file.',
  nameTaken: 'This name is already in use.',
  parentCycle: 'A category cannot be placed under itself or one of its sub-categories.',
  fallbackSelf: 'A department cannot be its own fallback.',
  noRows: 'The file contains no rows.',
  rowsSummary: (count) =>
    count === 1 ? '1 row has errors. Nothing was imported.' : `${count} rows have errors. Nothing was imported.`,
  hasChildren: 'This category has sub-categories. Move or delete them first.',
  inUse: (subject, usage) => {
    const what = {
      department: 'department',
      queue: 'queue',
      shift: 'shift',
      category: 'category',
      workingTime: 'working time',
    }[subject];
    return `This ${what} is used by ${counted(EN_NOUNS, usage, 'and')}.`;
  },
};

// Dative after "von": "von 1 Agenten", "von 2 Abschlusskommentaren".
const DE_NOUNS: Nouns = {
  agents: ['Agenten', 'Agenten'],
  queues: ['Warteschlange', 'Warteschlangen'],
  admins: ['Administrator', 'Administratoren'],
  templates: ['Vorlage', 'Vorlagen'],
  categories: ['Kategorie', 'Kategorien'],
  comments: ['Abschlusskommentar', 'Abschlusskommentaren'],
  workingTimes: ['Arbeitszeit', 'Arbeitszeiten'],
  departments: ['Abteilung', 'Abteilungen'],
};

const de: OwnMessages = {
  emailTaken: 'Diese E-Mail-Adresse wird bereits verwendet.',
  shortcutTaken: 'Dieses Kürzel wird bereits verwendet.',
  shortcutInFile: 'Dieses Kürzel kommt in der Datei mehrfach vor.',
  nameTaken: 'Dieser Name wird bereits verwendet.',
  parentCycle: 'Eine Kategorie kann weder sich selbst noch einer ihrer Unterkategorien untergeordnet werden.',
  fallbackSelf: 'Eine Abteilung kann nicht ihre eigene Ausweichabteilung sein.',
  noRows: 'Die Datei enthält keine Zeilen.',
  rowsSummary: (count) =>
    count === 1
      ? '1 Zeile enthält Fehler. Es wurde nichts importiert.'
      : `${count} Zeilen enthalten Fehler. Es wurde nichts importiert.`,
  hasChildren: 'Diese Kategorie hat Unterkategorien. Verschieben oder löschen Sie diese zuerst.',
  inUse: (subject, usage) => {
    const what = {
      department: 'Diese Abteilung',
      queue: 'Diese Warteschlange',
      shift: 'Diese Schicht',
      category: 'Diese Kategorie',
      workingTime: 'Diese Arbeitszeit',
    }[subject];
    return `${what} wird von ${counted(DE_NOUNS, usage, 'und')} verwendet.`;
  },
};

const FR_NOUNS: Nouns = {
  agents: ['agent', 'agents'],
  queues: ['file d’attente', 'files d’attente'],
  admins: ['administrateur', 'administrateurs'],
  templates: ['modèle', 'modèles'],
  categories: ['catégorie', 'catégories'],
  comments: ['commentaire de clôture', 'commentaires de clôture'],
  workingTimes: ['horaire d’ouverture', 'horaires d’ouverture'],
  departments: ['département', 'départements'],
};

const fr: OwnMessages = {
  emailTaken: 'Cette adresse e-mail est déjà utilisée.',
  shortcutTaken: 'Ce raccourci est déjà utilisé.',
  shortcutInFile: 'Ce raccourci apparaît plusieurs fois dans le fichier.',
  nameTaken: 'Ce nom est déjà utilisé.',
  parentCycle: 'Une catégorie ne peut pas être placée sous elle-même ni sous l’une de ses sous-catégories.',
  fallbackSelf: 'Un département ne peut pas être son propre département de secours.',
  noRows: 'Le fichier ne contient aucune ligne.',
  rowsSummary: (count) =>
    count === 1
      ? '1 ligne contient des erreurs. Rien n’a été importé.'
      : `${count} lignes contiennent des erreurs. Rien n’a été importé.`,
  hasChildren: 'Cette catégorie contient des sous-catégories. Déplacez-les ou supprimez-les d’abord.',
  inUse: (subject, usage) => {
    const what = {
      department: 'Ce département est utilisé',
      queue: 'Cette file d’attente est utilisée',
      shift: 'Ce créneau est utilisé',
      category: 'Cette catégorie est utilisée',
      workingTime: 'Cet horaire d’ouverture est utilisé',
    }[subject];
    return `${what} par ${counted(FR_NOUNS, usage, 'et')}.`;
  },
};

const PT_NOUNS: Nouns = {
  agents: ['agente', 'agentes'],
  queues: ['fila', 'filas'],
  admins: ['administrador', 'administradores'],
  templates: ['modelo', 'modelos'],
  categories: ['categoria', 'categorias'],
  comments: ['comentário de encerramento', 'comentários de encerramento'],
  workingTimes: ['horário de atendimento', 'horários de atendimento'],
  departments: ['departamento', 'departamentos'],
};

const pt: OwnMessages = {
  emailTaken: 'Este e-mail já está em uso.',
  shortcutTaken: 'Este atalho já está em uso.',
  shortcutInFile: 'Este atalho aparece mais de uma vez no ficheiro.',
  nameTaken: 'Este nome já está em uso.',
  parentCycle: 'Uma categoria não pode ficar sob si mesma nem sob uma das suas subcategorias.',
  fallbackSelf: 'Um departamento não pode ser o seu próprio departamento alternativo.',
  noRows: 'O ficheiro não contém linhas.',
  rowsSummary: (count) =>
    count === 1 ? '1 linha contém erros. Nada foi importado.' : `${count} linhas contêm erros. Nada foi importado.`,
  hasChildren: 'Esta categoria tem subcategorias. Mova-as ou elimine-as primeiro.',
  inUse: (subject, usage) => {
    const what = {
      department: 'Este departamento é usado',
      queue: 'Esta fila é usada',
      shift: 'Este turno é usado',
      category: 'Esta categoria é usada',
      workingTime: 'Este horário de atendimento é usado',
    }[subject];
    return `${what} por ${counted(PT_NOUNS, usage, 'e')}.`;
  },
};

const CATALOGUE = defineCatalogue<LiveAgentMessages>({ en, de, fr, pt });

/** The English messages, for client tests that assert what the server says. */
export const LIVE_AGENT_MESSAGES: LiveAgentMessages = CATALOGUE.en;

export function messagesIn(language: LiveAgentLanguage): LiveAgentMessages {
  return CATALOGUE.in(language);
}

/** The catalogue for the request's Accept-Language. */
export function messagesFor(request: Request): LiveAgentMessages {
  return CATALOGUE.for(request);
}
