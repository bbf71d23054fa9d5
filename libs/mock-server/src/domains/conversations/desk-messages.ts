// The agent inbox's own messages (desk.ts; docs/demo-api.md, Agent inbox), in the request's language; the others are
// the kit's common ones (kit/messages.ts) or the live monitor's (live-messages.ts).
import { defineCatalogue, type CommonMessages } from '../../kit/messages';

type Status = 'offline' | 'away' | 'busy';

export interface DeskMessages extends CommonMessages {
  /** 403: the signed-in user works as no agent record. */
  noAgent: string;
  /** 403: an agent acting on a chat someone else holds (or nobody does). */
  notYours: string;
  /** 403: accepting a chat outside the agent's queues. */
  notYourQueue: string;
  /** 409: someone else took the chat. */
  takenBy(name: string): string;
  /** 409: the chat is not waiting in a queue (still with the bot). */
  notWaiting: string;
  /** 422: accepting while not online. */
  notOnline(status: Status): string;
  /** 422: accepting at the chat limit. */
  full(chats: number, limit: number): string;
}

const STATUS_EN = { offline: 'offline', away: 'away', busy: 'busy' };
const STATUS_DE = { offline: 'offline', away: 'abwesend', busy: 'beschäftigt' };
const STATUS_FR = { offline: 'hors ligne', away: 'absent(e)', busy: 'occupé(e)' };
const STATUS_PT = { offline: 'offline', away: 'ausente', busy: 'ocupado(a)' };

const CATALOGUE = defineCatalogue<DeskMessages>({
  en: {
    noAgent: 'Your account is not linked to an agent.',
    notYours: 'This conversation is not one of yours.',
    notYourQueue: 'This conversation is not waiting in one of your queues.',
    takenBy: (name) => `${name} already took this conversation.`,
    notWaiting: 'This conversation is not waiting in a queue.',
    notOnline: (status) => `You are ${STATUS_EN[status]}: go online to accept a conversation.`,
    full: (chats, limit) => `You already hold ${chats} of your ${limit} chats: close one to accept another.`,
  },
  de: {
    noAgent: 'Ihr Konto ist mit keinem Agenten verknüpft.',
    notYours: 'Diese Unterhaltung gehört nicht zu Ihren.',
    notYourQueue: 'Diese Unterhaltung wartet in keiner Ihrer Warteschlangen.',
    takenBy: (name) => `${name} hat diese Unterhaltung bereits übernommen.`,
    notWaiting: 'Diese Unterhaltung wartet in keiner Warteschlange.',
    notOnline: (status) => `Sie sind ${STATUS_DE[status]}: Gehen Sie online, um eine Unterhaltung anzunehmen.`,
    full: (chats, limit) =>
      `Sie betreuen bereits ${chats} von ${limit} Chats: Schließen Sie einen, um einen weiteren anzunehmen.`,
  },
  fr: {
    noAgent: 'Votre compte n’est lié à aucun agent.',
    notYours: 'Cette conversation ne fait pas partie des vôtres.',
    notYourQueue: 'Cette conversation n’attend dans aucune de vos files d’attente.',
    takenBy: (name) => `${name} a déjà pris cette conversation.`,
    notWaiting: 'Cette conversation n’attend dans aucune file d’attente.',
    notOnline: (status) => `Vous êtes ${STATUS_FR[status]} : passez en ligne pour accepter une conversation.`,
    full: (chats, limit) => `Vous avez déjà ${chats} chats sur ${limit} : fermez-en un pour en accepter un autre.`,
  },
  pt: {
    noAgent: 'A sua conta não está ligada a nenhum agente.',
    notYours: 'Esta conversa não é sua.',
    notYourQueue: 'Esta conversa não está à espera numa das suas filas.',
    takenBy: (name) => `${name} já aceitou esta conversa.`,
    notWaiting: 'Esta conversa não está à espera numa fila.',
    notOnline: (status) => `Está ${STATUS_PT[status]}: fique online para aceitar uma conversa.`,
    full: (chats, limit) => `Já tem ${chats} de ${limit} chats: feche um para aceitar outro.`,
  },
});

export const DESK_MESSAGES = CATALOGUE;
