// The live monitor's own messages (live.ts; docs/demo-api.md, Live monitor), in the request's language; every
// other message is one of the kit's common ones (kit/messages.ts) or a rule's (contracts' schemas/live.ts: a transfer
// names one target, a closing comment where the settings require one).
import { defineCatalogue, type CommonMessages } from '../../kit/messages';

export interface LiveMessages extends CommonMessages {
  /** 409: the conversation is not going on any more. */
  ended(status: string): string;
  /** A transfer to the agent already holding the chat. */
  alreadyHolds(name: string): string;
  /** The agent is not online ('offline', 'away', 'busy'). */
  notOnline(name: string, status: 'offline' | 'away' | 'busy'): string;
  /** The agent has no free slot. */
  full(name: string, chats: number, limit: number): string;
  /** A category the conversation's department may not use. */
  categoryNotAllowed: string;
  /** A closing comment the conversation's department may not use. */
  commentNotAllowed: string;
}

const STATUS_EN = { offline: 'offline', away: 'away', busy: 'busy' };
const STATUS_DE = { offline: 'offline', away: 'abwesend', busy: 'beschäftigt' };
const STATUS_FR = { offline: 'hors ligne', away: 'absent(e)', busy: 'occupé(e)' };
const STATUS_PT = { offline: 'offline', away: 'ausente', busy: 'ocupado(a)' };
const ENDED_EN: Record<string, string> = { closed: 'closed', missed: 'missed', abandoned: 'abandoned' };
const ENDED_DE: Record<string, string> = { closed: 'geschlossen', missed: 'verpasst', abandoned: 'abgebrochen' };
const ENDED_FR: Record<string, string> = { closed: 'fermée', missed: 'manquée', abandoned: 'abandonnée' };
const ENDED_PT: Record<string, string> = { closed: 'fechada', missed: 'perdida', abandoned: 'abandonada' };

const CATALOGUE = defineCatalogue<LiveMessages>({
  en: {
    ended: (status) => `This conversation is no longer ongoing (${ENDED_EN[status] ?? status}).`,
    alreadyHolds: (name) => `${name} already holds this conversation.`,
    notOnline: (name, status) => `${name} is ${STATUS_EN[status]}.`,
    full: (name, chats, limit) => `${name} has no free slot (${chats} of ${limit} chats).`,
    categoryNotAllowed: 'This category cannot be used for this conversation’s department.',
    commentNotAllowed: 'This closing comment cannot be used for this conversation’s department.',
  },
  de: {
    ended: (status) => `Diese Unterhaltung läuft nicht mehr (${ENDED_DE[status] ?? status}).`,
    alreadyHolds: (name) => `${name} betreut diese Unterhaltung bereits.`,
    notOnline: (name, status) => `${name} ist ${STATUS_DE[status]}.`,
    full: (name, chats, limit) => `${name} hat keinen freien Platz (${chats} von ${limit} Chats).`,
    categoryNotAllowed: 'Diese Kategorie ist für die Abteilung dieser Unterhaltung nicht zulässig.',
    commentNotAllowed: 'Dieser Abschlusskommentar ist für die Abteilung dieser Unterhaltung nicht zulässig.',
  },
  fr: {
    ended: (status) => `Cette conversation n’est plus en cours (${ENDED_FR[status] ?? status}).`,
    alreadyHolds: (name) => `${name} prend déjà en charge cette conversation.`,
    notOnline: (name, status) => `${name} est ${STATUS_FR[status]}.`,
    full: (name, chats, limit) => `${name} n’a plus de place libre (${chats} sur ${limit} chats).`,
    categoryNotAllowed: 'Cette catégorie ne peut pas être utilisée pour le service de cette conversation.',
    commentNotAllowed: 'Ce commentaire de clôture ne peut pas être utilisé pour le service de cette conversation.',
  },
  pt: {
    ended: (status) => `Esta conversa já não está em curso (${ENDED_PT[status] ?? status}).`,
    alreadyHolds: (name) => `${name} já tem esta conversa.`,
    notOnline: (name, status) => `${name} está ${STATUS_PT[status]}.`,
    full: (name, chats, limit) => `${name} não tem lugar livre (${chats} de ${limit} chats).`,
    categoryNotAllowed: 'Esta categoria não pode ser usada no departamento desta conversa.',
    commentNotAllowed: 'Este comentário de fecho não pode ser usado no departamento desta conversa.',
  },
});

export const LIVE_MESSAGES = CATALOGUE;
