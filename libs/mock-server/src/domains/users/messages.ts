// The users domain's own validation texts in the four languages; required, e-mail, choice ... come from the kit.
import { defineCatalogue, type CommonMessages } from '../../kit/messages';

export interface UsersMessages extends CommonMessages {
  usernameTaken: string;
  emailTaken: string;
  phone: string;
  url: string;
  username: string;
  birthDateFuture: string;
  avatar: string;
  wrongPassword: string;
  passwordRules: string;
  passwordMismatch: string;
  alreadyVoted: string;
}

export const USERS_MESSAGES = defineCatalogue<UsersMessages>({
  en: {
    usernameTaken: 'This username is already in use.',
    emailTaken: 'This email is already in use.',
    phone: 'Enter a phone number: digits, spaces, + ( ) and -, 6 to 20 characters.',
    url: 'Enter a web address starting with http:// or https://.',
    username: 'Use 3 to 30 letters, digits, dots, dashes or underscores.',
    birthDateFuture: 'The birth date cannot be in the future.',
    avatar: 'Use a JPG, PNG or GIF image of at most 800 KB.',
    wrongPassword: 'The current password is not correct.',
    passwordRules: 'Use at least 8 characters with a letter and a digit.',
    passwordMismatch: 'The two passwords do not match.',
    alreadyVoted: 'You have already voted in this poll.',
  },
  de: {
    usernameTaken: 'Dieser Benutzername wird bereits verwendet.',
    emailTaken: 'Diese E-Mail-Adresse wird bereits verwendet.',
    phone: 'Geben Sie eine Telefonnummer ein: Ziffern, Leerzeichen, + ( ) und -, 6 bis 20 Zeichen.',
    url: 'Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt.',
    username: 'Verwenden Sie 3 bis 30 Buchstaben, Ziffern, Punkte, Binde- oder Unterstriche.',
    birthDateFuture: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
    avatar: 'Verwenden Sie ein JPG-, PNG- oder GIF-Bild von höchstens 800 KB.',
    wrongPassword: 'Das aktuelle Passwort ist nicht korrekt.',
    passwordRules: 'Verwenden Sie mindestens 8 Zeichen mit einem Buchstaben und einer Ziffer.',
    passwordMismatch: 'Die beiden Passwörter stimmen nicht überein.',
    alreadyVoted: 'Sie haben in dieser Umfrage bereits abgestimmt.',
  },
  fr: {
    usernameTaken: 'Ce nom d’utilisateur est déjà utilisé.',
    emailTaken: 'Cette adresse e-mail est déjà utilisée.',
    phone: 'Saisissez un numéro de téléphone : chiffres, espaces, + ( ) et -, de 6 à 20 caractères.',
    url: 'Saisissez une adresse web commençant par http:// ou https://.',
    username: 'Utilisez de 3 à 30 lettres, chiffres, points, tirets ou traits de soulignement.',
    birthDateFuture: 'La date de naissance ne peut pas être dans le futur.',
    avatar: 'Utilisez une image JPG, PNG ou GIF de 800 Ko au maximum.',
    wrongPassword: 'Le mot de passe actuel est incorrect.',
    passwordRules: 'Utilisez au moins 8 caractères avec une lettre et un chiffre.',
    passwordMismatch: 'Les deux mots de passe ne correspondent pas.',
    alreadyVoted: 'Vous avez déjà voté dans ce sondage.',
  },
  pt: {
    usernameTaken: 'Este nome de utilizador já está em uso.',
    emailTaken: 'Este e-mail já está em uso.',
    phone: 'Introduza um número de telefone: dígitos, espaços, + ( ) e -, de 6 a 20 caracteres.',
    url: 'Introduza um endereço web que comece por http:// ou https://.',
    username: 'Use de 3 a 30 letras, dígitos, pontos, hífenes ou sublinhados.',
    birthDateFuture: 'A data de nascimento não pode estar no futuro.',
    avatar: 'Use uma imagem JPG, PNG ou GIF de no máximo 800 KB.',
    wrongPassword: 'A palavra-passe atual não está correta.',
    passwordRules: 'Use pelo menos 8 caracteres com uma letra e um dígito.',
    passwordMismatch: 'As duas palavras-passe não coincidem.',
    alreadyVoted: 'Já votou nesta sondagem.',
  },
});
