// What the chat domain says (docs/demo-api.md, Chat): its 422 texts (the rules' texts of contracts, through the
// kit), and what the simulated contacts write, in the four languages. A reply is in the language of the message it
// answers, so a presenter holds the whole conversation in the language the screen shows.
import { defineCatalogue, type CommonMessages, type Language } from '../../kit/messages';

export type ChatMessages = CommonMessages;

export const CHAT_MESSAGES = defineCatalogue<ChatMessages>({ en: {}, de: {}, fr: {}, pt: {} });

/** What an online contact answers; the n-th reply of contact c is REPLIES[(c + n) % length]. */
export const REPLIES: Record<Language, readonly string[]> = {
  en: [
    'Thanks, got it!',
    'Sounds good to me. I will get back to you this afternoon.',
    'Good point. Let me check with the team and confirm.',
    'Done, it should be visible now.',
    'Could you send me the chat transcript so I can look at it?',
    'Agreed. Shall we add it to Friday’s review?',
    'On it! Give me ten minutes.',
    'Perfect, thank you for the quick answer.',
  ],
  de: [
    'Danke, verstanden!',
    'Klingt gut. Ich melde mich heute Nachmittag.',
    'Guter Punkt. Ich kläre das mit dem Team und bestätige.',
    'Erledigt, es sollte jetzt sichtbar sein.',
    'Können Sie mir das Chatprotokoll schicken, damit ich es mir ansehe?',
    'Einverstanden. Nehmen wir es in die Freitagsrunde auf?',
    'Bin dran! Geben Sie mir zehn Minuten.',
    'Perfekt, danke für die schnelle Antwort.',
  ],
  fr: [
    'Merci, c’est noté !',
    'Ça me va. Je reviens vers vous cet après-midi.',
    'Bonne remarque. Je vérifie avec l’équipe et je confirme.',
    'C’est fait, ça devrait être visible maintenant.',
    'Pouvez-vous m’envoyer la transcription du chat pour que je regarde ?',
    'D’accord. On l’ajoute à la revue de vendredi ?',
    'Je m’en occupe ! Donnez-moi dix minutes.',
    'Parfait, merci pour la réponse rapide.',
  ],
  pt: [
    'Obrigado, entendido!',
    'Parece-me bem. Dou notícias esta tarde.',
    'Bem visto. Vou confirmar com a equipa.',
    'Feito, já deve estar visível.',
    'Pode enviar-me a transcrição do chat para eu ver?',
    'Combinado. Juntamos isto à revisão de sexta-feira?',
    'Já trato disso! Dê-me dez minutos.',
    'Perfeito, obrigado pela resposta rápida.',
  ],
};

/** What a contact writes unprompted, now and then, in another chat. */
export const NUDGES: Record<Language, readonly string[]> = {
  en: [
    'Quick question: is the queue review still at 10?',
    'Have you got a minute for a call later?',
    'FYI, the weekend figures are in the shared folder.',
    'The customer from this morning wrote again, can you take a look?',
  ],
  de: [
    'Kurze Frage: Bleibt die Queue-Besprechung um 10?',
    'Haben Sie später kurz Zeit für einen Anruf?',
    'Zur Info: Die Wochenendzahlen liegen im geteilten Ordner.',
    'Der Kunde von heute Morgen hat wieder geschrieben, schauen Sie mal?',
  ],
  fr: [
    'Petite question : la revue des files est toujours à 10 h ?',
    'Vous avez une minute pour un appel plus tard ?',
    'Pour info, les chiffres du week-end sont dans le dossier partagé.',
    'Le client de ce matin a réécrit, vous pouvez regarder ?',
  ],
  pt: [
    'Pergunta rápida: a revisão das filas continua às 10h?',
    'Tem um minuto para uma chamada mais tarde?',
    'Para informação, os números do fim de semana estão na pasta partilhada.',
    'O cliente desta manhã voltou a escrever, pode ver?',
  ],
};
