// Validation and delete-in-use messages of the live-agent API, localized like a real API: by the first
// language tag of `Accept-Language` (en, de, fr, pt; anything else falls back to English). Every 422
// of the domain (and of the organisation settings) takes its texts from here, so the client shows the
// server's message in the user's language. Portuguese follows European usage, as the UI does.
import type { Request } from 'miragejs';
import { getHeader } from '../../http';

export const LIVE_AGENT_LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
export type LiveAgentLanguage = (typeof LIVE_AGENT_LANGUAGES)[number];

/** What keeps a record from being deleted, in the order the message lists it. */
export type UsageKind = 'agents' | 'queues' | 'admins' | 'templates' | 'categories' | 'comments' | 'workingTimes' | 'departments';
/** The record that cannot be deleted. */
export type InUseSubject = 'department' | 'queue' | 'category' | 'workingTime';

export interface LiveAgentMessages {
  invalid: string;
  required: string;
  email: string;
  emailTaken: string;
  wholeNumber(min: number, max: number): string;
  /** wholeNumber(1, 20): agents' and departments' maxConcurrentChats. */
  chatLimit: string;
  length(min: number, max: number): string;
  /** length(1, 200): closing comments. */
  commentLength: string;
  maxLength(max: number): string;
  choice: string;
  boolean: string;
  reference: string;
  pickAtLeastOne: string;
  timezone: string;
  time: string;
  sameTime: string;
  days: string;
  dayRange: string;
  openBeforeClose: string;
  overlap: string;
  date: string;
  duplicateDate: string;
  specialHours: string;
  shortcutTaken: string;
  shortcutFormat: string;
  shortcutInFile: string;
  nameTaken: string;
  color: string;
  parentCycle: string;
  fallbackSelf: string;
  imageType: string;
  imageSize: string;
  noRows: string;
  rowsSummary(count: number): string;
  hasChildren: string;
  inUse(subject: InUseSubject, usage: ReadonlyArray<readonly [UsageKind, number]>): string;
}

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

const en: LiveAgentMessages = {
  invalid: 'The given data was invalid.',
  required: 'This field is required.',
  email: 'Enter a valid e-mail address.',
  emailTaken: 'This e-mail is already in use.',
  wholeNumber: (min, max) => `Enter a whole number from ${min} to ${max}.`,
  chatLimit: 'Enter a whole number from 1 to 20.',
  length: (min, max) => `Enter ${min} to ${max} characters.`,
  commentLength: 'Enter 1 to 200 characters.',
  maxLength: (max) => `Use at most ${max} characters.`,
  choice: 'Pick one of the offered values.',
  boolean: 'Choose yes or no.',
  reference: 'The selected item does not exist.',
  pickAtLeastOne: 'Pick at least one item.',
  timezone: 'Pick a valid time zone.',
  time: 'Use the HH:mm format.',
  sameTime: 'Start and end must differ.',
  days: 'Pick at least one day.',
  dayRange: 'Use days from 0 (Sunday) to 6 (Saturday).',
  openBeforeClose: 'Opening time must be before closing time.',
  overlap: 'Intervals on the same day must not overlap.',
  date: 'Enter a valid date.',
  duplicateDate: 'Each date may appear only once.',
  specialHours: 'Add opening hours or mark the day as closed.',
  shortcutTaken: 'This shortcut is already in use.',
  shortcutFormat: 'Use 2–32 lowercase letters, digits, _ or -.',
  shortcutInFile: 'This shortcut appears more than once in the file.',
  nameTaken: 'This name is already in use.',
  color: 'Use a colour like #1a2b3c.',
  parentCycle: 'A category cannot be placed under itself or one of its sub-categories.',
  fallbackSelf: 'A department cannot be its own fallback.',
  imageType: 'Choose an image file.',
  imageSize: 'Choose an image of at most 2 MB.',
  noRows: 'The file contains no rows.',
  rowsSummary: (count) =>
    count === 1 ? '1 row has errors. Nothing was imported.' : `${count} rows have errors. Nothing was imported.`,
  hasChildren: 'This category has sub-categories. Move or delete them first.',
  inUse: (subject, usage) => {
    const what = { department: 'department', queue: 'queue', category: 'category', workingTime: 'working time' }[subject];
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

const de: LiveAgentMessages = {
  invalid: 'Die angegebenen Daten sind ungültig.',
  required: 'Dieses Feld ist erforderlich.',
  email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  emailTaken: 'Diese E-Mail-Adresse wird bereits verwendet.',
  wholeNumber: (min, max) => `Geben Sie eine ganze Zahl von ${min} bis ${max} ein.`,
  chatLimit: 'Geben Sie eine ganze Zahl von 1 bis 20 ein.',
  length: (min, max) => `Geben Sie ${min} bis ${max} Zeichen ein.`,
  commentLength: 'Geben Sie 1 bis 200 Zeichen ein.',
  maxLength: (max) => `Verwenden Sie höchstens ${max} Zeichen.`,
  choice: 'Wählen Sie einen der angebotenen Werte.',
  boolean: 'Wählen Sie Ja oder Nein.',
  reference: 'Der ausgewählte Eintrag existiert nicht.',
  pickAtLeastOne: 'Wählen Sie mindestens einen Eintrag.',
  timezone: 'Wählen Sie eine gültige Zeitzone.',
  time: 'Verwenden Sie das Format HH:mm.',
  sameTime: 'Beginn und Ende müssen sich unterscheiden.',
  days: 'Wählen Sie mindestens einen Tag.',
  dayRange: 'Verwenden Sie Tage von 0 (Sonntag) bis 6 (Samstag).',
  openBeforeClose: 'Die Öffnungszeit muss vor der Schließzeit liegen.',
  overlap: 'Zeiträume am selben Tag dürfen sich nicht überschneiden.',
  date: 'Geben Sie ein gültiges Datum ein.',
  duplicateDate: 'Jedes Datum darf nur einmal vorkommen.',
  specialHours: 'Fügen Sie Öffnungszeiten hinzu oder markieren Sie den Tag als geschlossen.',
  shortcutTaken: 'Dieses Kürzel wird bereits verwendet.',
  shortcutFormat: 'Verwenden Sie 2–32 Kleinbuchstaben, Ziffern, _ oder -.',
  shortcutInFile: 'Dieses Kürzel kommt in der Datei mehrfach vor.',
  nameTaken: 'Dieser Name wird bereits verwendet.',
  color: 'Verwenden Sie eine Farbe wie #1a2b3c.',
  parentCycle: 'Eine Kategorie kann weder sich selbst noch einer ihrer Unterkategorien untergeordnet werden.',
  fallbackSelf: 'Eine Abteilung kann nicht ihre eigene Ausweichabteilung sein.',
  imageType: 'Wählen Sie eine Bilddatei.',
  imageSize: 'Wählen Sie ein Bild mit höchstens 2 MB.',
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

const fr: LiveAgentMessages = {
  invalid: 'Les données fournies ne sont pas valides.',
  required: 'Ce champ est obligatoire.',
  email: 'Saisissez une adresse e-mail valide.',
  emailTaken: 'Cette adresse e-mail est déjà utilisée.',
  wholeNumber: (min, max) => `Saisissez un nombre entier de ${min} à ${max}.`,
  chatLimit: 'Saisissez un nombre entier de 1 à 20.',
  length: (min, max) => `Saisissez entre ${min} et ${max} caractères.`,
  commentLength: 'Saisissez entre 1 et 200 caractères.',
  maxLength: (max) => `Utilisez au maximum ${max} caractères.`,
  choice: 'Choisissez l’une des valeurs proposées.',
  boolean: 'Choisissez oui ou non.',
  reference: 'L’élément sélectionné n’existe pas.',
  pickAtLeastOne: 'Choisissez au moins un élément.',
  timezone: 'Choisissez un fuseau horaire valide.',
  time: 'Utilisez le format HH:mm.',
  sameTime: 'Le début et la fin doivent être différents.',
  days: 'Choisissez au moins un jour.',
  dayRange: 'Utilisez des jours de 0 (dimanche) à 6 (samedi).',
  openBeforeClose: 'L’heure d’ouverture doit précéder l’heure de fermeture.',
  overlap: 'Les plages horaires d’un même jour ne doivent pas se chevaucher.',
  date: 'Saisissez une date valide.',
  duplicateDate: 'Chaque date ne peut figurer qu’une seule fois.',
  specialHours: 'Ajoutez des heures d’ouverture ou marquez le jour comme fermé.',
  shortcutTaken: 'Ce raccourci est déjà utilisé.',
  shortcutFormat: 'Utilisez de 2 à 32 lettres minuscules, chiffres, _ ou -.',
  shortcutInFile: 'Ce raccourci apparaît plusieurs fois dans le fichier.',
  nameTaken: 'Ce nom est déjà utilisé.',
  color: 'Utilisez une couleur comme #1a2b3c.',
  parentCycle: 'Une catégorie ne peut pas être placée sous elle-même ni sous l’une de ses sous-catégories.',
  fallbackSelf: 'Un département ne peut pas être son propre département de secours.',
  imageType: 'Choisissez un fichier image.',
  imageSize: 'Choisissez une image de 2 Mo maximum.',
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

const pt: LiveAgentMessages = {
  invalid: 'Os dados indicados são inválidos.',
  required: 'Este campo é obrigatório.',
  email: 'Introduza um endereço de e-mail válido.',
  emailTaken: 'Este e-mail já está em uso.',
  wholeNumber: (min, max) => `Introduza um número inteiro de ${min} a ${max}.`,
  chatLimit: 'Introduza um número inteiro de 1 a 20.',
  length: (min, max) => `Introduza de ${min} a ${max} caracteres.`,
  commentLength: 'Introduza de 1 a 200 caracteres.',
  maxLength: (max) => `Use no máximo ${max} caracteres.`,
  choice: 'Escolha um dos valores disponíveis.',
  boolean: 'Escolha sim ou não.',
  reference: 'O item selecionado não existe.',
  pickAtLeastOne: 'Escolha pelo menos um item.',
  timezone: 'Escolha um fuso horário válido.',
  time: 'Use o formato HH:mm.',
  sameTime: 'O início e o fim devem ser diferentes.',
  days: 'Escolha pelo menos um dia.',
  dayRange: 'Use dias de 0 (domingo) a 6 (sábado).',
  openBeforeClose: 'O horário de abertura deve ser anterior ao de fecho.',
  overlap: 'Os intervalos do mesmo dia não se podem sobrepor.',
  date: 'Introduza uma data válida.',
  duplicateDate: 'Cada data só pode aparecer uma vez.',
  specialHours: 'Adicione horários de atendimento ou marque o dia como fechado.',
  shortcutTaken: 'Este atalho já está em uso.',
  shortcutFormat: 'Use de 2 a 32 letras minúsculas, algarismos, _ ou -.',
  shortcutInFile: 'Este atalho aparece mais de uma vez no ficheiro.',
  nameTaken: 'Este nome já está em uso.',
  color: 'Use uma cor como #1a2b3c.',
  parentCycle: 'Uma categoria não pode ficar sob si mesma nem sob uma das suas subcategorias.',
  fallbackSelf: 'Um departamento não pode ser o seu próprio departamento alternativo.',
  imageType: 'Escolha um ficheiro de imagem.',
  imageSize: 'Escolha uma imagem de no máximo 2 MB.',
  noRows: 'O ficheiro não contém linhas.',
  rowsSummary: (count) =>
    count === 1 ? '1 linha contém erros. Nada foi importado.' : `${count} linhas contêm erros. Nada foi importado.`,
  hasChildren: 'Esta categoria tem subcategorias. Mova-as ou elimine-as primeiro.',
  inUse: (subject, usage) => {
    const what = {
      department: 'Este departamento é usado',
      queue: 'Esta fila é usada',
      category: 'Esta categoria é usada',
      workingTime: 'Este horário de atendimento é usado',
    }[subject];
    return `${what} por ${counted(PT_NOUNS, usage, 'e')}.`;
  },
};

const CATALOGUE: Record<LiveAgentLanguage, LiveAgentMessages> = { en, de, fr, pt };

/** The English messages, for client tests that assert what the server says. */
export const LIVE_AGENT_MESSAGES: LiveAgentMessages = en;

/** The language of the first tag of an Accept-Language value ('de-CH,de;q=0.9,en' → 'de'); default en. */
export function pickLanguage(acceptLanguage: string | undefined): LiveAgentLanguage {
  const first = (acceptLanguage ?? '').split(',')[0].split(';')[0].trim().toLowerCase();
  const primary = first.split(/[-_]/)[0];
  return (LIVE_AGENT_LANGUAGES as readonly string[]).includes(primary) ? (primary as LiveAgentLanguage) : 'en';
}

export function messagesIn(language: LiveAgentLanguage): LiveAgentMessages {
  return CATALOGUE[language];
}

/** The catalogue for the request's Accept-Language. */
export function messagesFor(request: Request): LiveAgentMessages {
  return CATALOGUE[pickLanguage(getHeader(request, 'Accept-Language'))];
}
