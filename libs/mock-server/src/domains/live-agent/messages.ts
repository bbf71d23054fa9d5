// The live-agent API's own messages (e-mail or name taken, delete-in-use, the import's summary ...) in the four
// languages: the ones that need the store. The rules a body is checked by on its own (lengths, working hours, a
// shortcut's format) say the rule texts of @live-agent/contracts, which the forms show too; the kit's catalogue
// (kit/messages.ts) holds them and picks the language from Accept-Language.
import type { Request } from 'miragejs';
import { fillRule } from '@live-agent/contracts';
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
type PlainMessages = Omit<OwnMessages, 'rowsSummary' | 'inUse'>;

/**
 * What a language says in the messages that count: i18next's plural suffixes (`_one`, `_other`) and placeholders
 * (`{{count}}`, filled with contracts' `fillRule`), so each language is text only and `ownMessages` is the one
 * grammar. `inUse` names the record (`inUse_<subject>`) and what uses it, a list joined by `and`.
 */
type Counted = Record<
  | 'rowsSummary_one'
  | 'rowsSummary_other'
  | 'inUse'
  | `inUse_${InUseSubject}`
  | 'and'
  | `${UsageKind}_one`
  | `${UsageKind}_other`,
  string
>;

type Wording = PlainMessages & { counted: Counted };

function joinList(items: string[], and: string): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}

function ownMessages({ counted, ...plain }: Wording): OwnMessages {
  const plural = (count: number) => (count === 1 ? 'one' : 'other');
  return {
    ...plain,
    rowsSummary: (count) => fillRule(counted[`rowsSummary_${plural(count)}`], { count }),
    inUse: (subject, usage) =>
      fillRule(counted.inUse, {
        subject: counted[`inUse_${subject}`],
        usage: joinList(
          usage.map(([kind, count]) => `${count} ${counted[`${kind}_${plural(count)}`]}`),
          counted.and,
        ),
      }),
  };
}

const en: Wording = {
  emailTaken: 'This e-mail is already in use.',
  shortcutTaken: 'This shortcut is already in use.',
  shortcutInFile: 'This shortcut appears more than once in the file.',
  nameTaken: 'This name is already in use.',
  parentCycle: 'A category cannot be placed under itself or one of its sub-categories.',
  fallbackSelf: 'A department cannot be its own fallback.',
  noRows: 'The file contains no rows.',
  hasChildren: 'This category has sub-categories. Move or delete them first.',
  counted: {
    rowsSummary_one: '1 row has errors. Nothing was imported.',
    rowsSummary_other: '{{count}} rows have errors. Nothing was imported.',
    inUse: 'This {{subject}} is used by {{usage}}.',
    inUse_department: 'department',
    inUse_queue: 'queue',
    inUse_shift: 'shift',
    inUse_category: 'category',
    inUse_workingTime: 'working time',
    and: 'and',
    agents_one: 'agent',
    agents_other: 'agents',
    queues_one: 'queue',
    queues_other: 'queues',
    admins_one: 'admin',
    admins_other: 'admins',
    templates_one: 'template',
    templates_other: 'templates',
    categories_one: 'category',
    categories_other: 'categories',
    comments_one: 'closing comment',
    comments_other: 'closing comments',
    workingTimes_one: 'working time',
    workingTimes_other: 'working times',
    departments_one: 'department',
    departments_other: 'departments',
  },
};

const de: Wording = {
  emailTaken: 'Diese E-Mail-Adresse wird bereits verwendet.',
  shortcutTaken: 'Dieses Kürzel wird bereits verwendet.',
  shortcutInFile: 'Dieses Kürzel kommt in der Datei mehrfach vor.',
  nameTaken: 'Dieser Name wird bereits verwendet.',
  parentCycle: 'Eine Kategorie kann weder sich selbst noch einer ihrer Unterkategorien untergeordnet werden.',
  fallbackSelf: 'Eine Abteilung kann nicht ihre eigene Ausweichabteilung sein.',
  noRows: 'Die Datei enthält keine Zeilen.',
  hasChildren: 'Diese Kategorie hat Unterkategorien. Verschieben oder löschen Sie diese zuerst.',
  counted: {
    rowsSummary_one: '1 Zeile enthält Fehler. Es wurde nichts importiert.',
    rowsSummary_other: '{{count}} Zeilen enthalten Fehler. Es wurde nichts importiert.',
    inUse: '{{subject}} wird von {{usage}} verwendet.',
    inUse_department: 'Diese Abteilung',
    inUse_queue: 'Diese Warteschlange',
    inUse_shift: 'Diese Schicht',
    inUse_category: 'Diese Kategorie',
    inUse_workingTime: 'Diese Arbeitszeit',
    and: 'und',
    // Dative after "von": "von 1 Agenten", "von 2 Abschlusskommentaren".
    agents_one: 'Agenten',
    agents_other: 'Agenten',
    queues_one: 'Warteschlange',
    queues_other: 'Warteschlangen',
    admins_one: 'Administrator',
    admins_other: 'Administratoren',
    templates_one: 'Vorlage',
    templates_other: 'Vorlagen',
    categories_one: 'Kategorie',
    categories_other: 'Kategorien',
    comments_one: 'Abschlusskommentar',
    comments_other: 'Abschlusskommentaren',
    workingTimes_one: 'Arbeitszeit',
    workingTimes_other: 'Arbeitszeiten',
    departments_one: 'Abteilung',
    departments_other: 'Abteilungen',
  },
};

const fr: Wording = {
  emailTaken: 'Cette adresse e-mail est déjà utilisée.',
  shortcutTaken: 'Ce raccourci est déjà utilisé.',
  shortcutInFile: 'Ce raccourci apparaît plusieurs fois dans le fichier.',
  nameTaken: 'Ce nom est déjà utilisé.',
  parentCycle: 'Une catégorie ne peut pas être placée sous elle-même ni sous l’une de ses sous-catégories.',
  fallbackSelf: 'Un département ne peut pas être son propre département de secours.',
  noRows: 'Le fichier ne contient aucune ligne.',
  hasChildren: 'Cette catégorie contient des sous-catégories. Déplacez-les ou supprimez-les d’abord.',
  counted: {
    rowsSummary_one: '1 ligne contient des erreurs. Rien n’a été importé.',
    rowsSummary_other: '{{count}} lignes contiennent des erreurs. Rien n’a été importé.',
    inUse: '{{subject}} par {{usage}}.',
    inUse_department: 'Ce département est utilisé',
    inUse_queue: 'Cette file d’attente est utilisée',
    inUse_shift: 'Ce créneau est utilisé',
    inUse_category: 'Cette catégorie est utilisée',
    inUse_workingTime: 'Cet horaire d’ouverture est utilisé',
    and: 'et',
    agents_one: 'agent',
    agents_other: 'agents',
    queues_one: 'file d’attente',
    queues_other: 'files d’attente',
    admins_one: 'administrateur',
    admins_other: 'administrateurs',
    templates_one: 'modèle',
    templates_other: 'modèles',
    categories_one: 'catégorie',
    categories_other: 'catégories',
    comments_one: 'commentaire de clôture',
    comments_other: 'commentaires de clôture',
    workingTimes_one: 'horaire d’ouverture',
    workingTimes_other: 'horaires d’ouverture',
    departments_one: 'département',
    departments_other: 'départements',
  },
};

const pt: Wording = {
  emailTaken: 'Este e-mail já está em uso.',
  shortcutTaken: 'Este atalho já está em uso.',
  shortcutInFile: 'Este atalho aparece mais de uma vez no ficheiro.',
  nameTaken: 'Este nome já está em uso.',
  parentCycle: 'Uma categoria não pode ficar sob si mesma nem sob uma das suas subcategorias.',
  fallbackSelf: 'Um departamento não pode ser o seu próprio departamento alternativo.',
  noRows: 'O ficheiro não contém linhas.',
  hasChildren: 'Esta categoria tem subcategorias. Mova-as ou elimine-as primeiro.',
  counted: {
    rowsSummary_one: '1 linha contém erros. Nada foi importado.',
    rowsSummary_other: '{{count}} linhas contêm erros. Nada foi importado.',
    inUse: '{{subject}} por {{usage}}.',
    inUse_department: 'Este departamento é usado',
    inUse_queue: 'Esta fila é usada',
    inUse_shift: 'Este turno é usado',
    inUse_category: 'Esta categoria é usada',
    inUse_workingTime: 'Este horário de atendimento é usado',
    and: 'e',
    agents_one: 'agente',
    agents_other: 'agentes',
    queues_one: 'fila',
    queues_other: 'filas',
    admins_one: 'administrador',
    admins_other: 'administradores',
    templates_one: 'modelo',
    templates_other: 'modelos',
    categories_one: 'categoria',
    categories_other: 'categorias',
    comments_one: 'comentário de encerramento',
    comments_other: 'comentários de encerramento',
    workingTimes_one: 'horário de atendimento',
    workingTimes_other: 'horários de atendimento',
    departments_one: 'departamento',
    departments_other: 'departamentos',
  },
};

const CATALOGUE = defineCatalogue<LiveAgentMessages>({
  en: ownMessages(en),
  de: ownMessages(de),
  fr: ownMessages(fr),
  pt: ownMessages(pt),
});

/** The English messages, for client tests that assert what the server says. */
export const LIVE_AGENT_MESSAGES: LiveAgentMessages = CATALOGUE.en;

export function messagesIn(language: LiveAgentLanguage): LiveAgentMessages {
  return CATALOGUE.in(language);
}

/** The catalogue for the request's Accept-Language. */
export function messagesFor(request: Request): LiveAgentMessages {
  return CATALOGUE.for(request);
}
