// The email domain's own validation texts in the four languages; required, choice, e-mail ... come from the kit.
import { defineCatalogue, type CommonMessages } from '../../kit/messages';

export interface EmailMessages extends CommonMessages {
  notUpdatable: string;
  noChange: string;
  recipientRequired: string;
  badAddress(address: string): string;
  notInTrash: string;
}

export const EMAIL_MESSAGES = defineCatalogue<EmailMessages>({
  en: {
    notUpdatable: 'This field cannot be changed.',
    noChange: 'Say what to change: isRead, isStarred or folder.',
    recipientRequired: 'Add at least one recipient.',
    badAddress: (address) => `“${address}” is not a valid e-mail address.`,
    notInTrash: 'Only mails in the Trash can be restored or deleted forever.',
  },
  de: {
    notUpdatable: 'Dieses Feld kann nicht geändert werden.',
    noChange: 'Geben Sie an, was geändert werden soll: isRead, isStarred oder folder.',
    recipientRequired: 'Fügen Sie mindestens einen Empfänger hinzu.',
    badAddress: (address) => `„${address}“ ist keine gültige E-Mail-Adresse.`,
    notInTrash: 'Nur E-Mails im Papierkorb können wiederhergestellt oder endgültig gelöscht werden.',
  },
  fr: {
    notUpdatable: 'Ce champ ne peut pas être modifié.',
    noChange: 'Indiquez ce qu’il faut modifier : isRead, isStarred ou folder.',
    recipientRequired: 'Ajoutez au moins un destinataire.',
    badAddress: (address) => `« ${address} » n’est pas une adresse e-mail valide.`,
    notInTrash: 'Seuls les e-mails de la corbeille peuvent être restaurés ou supprimés définitivement.',
  },
  pt: {
    notUpdatable: 'Este campo não pode ser alterado.',
    noChange: 'Indique o que alterar: isRead, isStarred ou folder.',
    recipientRequired: 'Adicione pelo menos um destinatário.',
    badAddress: (address) => `“${address}” não é um endereço de e-mail válido.`,
    notInTrash: 'Só os e-mails do Lixo podem ser restaurados ou eliminados definitivamente.',
  },
});
