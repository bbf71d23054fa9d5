// The email domain's own validation texts in the four languages; the rules' texts (choice, a bad address, a missing
// recipient ...) come from the kit, which reads them from contracts.
import { defineCatalogue, type CommonMessages } from '../../kit/messages';

export interface EmailMessages extends CommonMessages {
  notUpdatable: string;
  noChange: string;
  notInTrash: string;
}

export const EMAIL_MESSAGES = defineCatalogue<EmailMessages>({
  en: {
    notUpdatable: 'This field cannot be changed.',
    noChange: 'Say what to change: isRead, isStarred or folder.',
    notInTrash: 'Only mails in the Trash can be restored or deleted forever.',
  },
  de: {
    notUpdatable: 'Dieses Feld kann nicht geändert werden.',
    noChange: 'Geben Sie an, was geändert werden soll: isRead, isStarred oder folder.',
    notInTrash: 'Nur E-Mails im Papierkorb können wiederhergestellt oder endgültig gelöscht werden.',
  },
  fr: {
    notUpdatable: 'Ce champ ne peut pas être modifié.',
    noChange: 'Indiquez ce qu’il faut modifier : isRead, isStarred ou folder.',
    notInTrash: 'Seuls les e-mails de la corbeille peuvent être restaurés ou supprimés définitivement.',
  },
  pt: {
    notUpdatable: 'Este campo não pode ser alterado.',
    noChange: 'Indique o que alterar: isRead, isStarred ou folder.',
    notInTrash: 'Só os e-mails do Lixo podem ser restaurados ou eliminados definitivamente.',
  },
});
