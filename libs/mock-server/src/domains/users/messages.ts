// The users domain's own texts in the four languages: what only the server can say (a clash, a wrong password, a
// second vote). The field rules' texts (required, e-mail, phone, web address, password rules ...) are the kit's
// `rules`, from @live-agent/contracts.
import { defineCatalogue, type CommonMessages } from '../../kit/messages';

export interface UsersMessages extends CommonMessages {
  usernameTaken: string;
  emailTaken: string;
  wrongPassword: string;
  alreadyVoted: string;
}

export const USERS_MESSAGES = defineCatalogue<UsersMessages>({
  en: {
    usernameTaken: 'This username is already in use.',
    emailTaken: 'This email is already in use.',
    wrongPassword: 'The current password is not correct.',
    alreadyVoted: 'You have already voted in this poll.',
  },
  de: {
    usernameTaken: 'Dieser Benutzername wird bereits verwendet.',
    emailTaken: 'Diese E-Mail-Adresse wird bereits verwendet.',
    wrongPassword: 'Das aktuelle Passwort ist nicht korrekt.',
    alreadyVoted: 'Sie haben in dieser Umfrage bereits abgestimmt.',
  },
  fr: {
    usernameTaken: 'Ce nom d’utilisateur est déjà utilisé.',
    emailTaken: 'Cette adresse e-mail est déjà utilisée.',
    wrongPassword: 'Le mot de passe actuel est incorrect.',
    alreadyVoted: 'Vous avez déjà voté dans ce sondage.',
  },
  pt: {
    usernameTaken: 'Este nome de utilizador já está em uso.',
    emailTaken: 'Este e-mail já está em uso.',
    wrongPassword: 'A palavra-passe atual não está correta.',
    alreadyVoted: 'Já votou nesta sondagem.',
  },
});
