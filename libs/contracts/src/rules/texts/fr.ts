// What a broken rule says in French (../messages.ts, RULE_TEXTS). One module per language, so a page that
// speaks one language, such as the sign-in forms, carries that one.
import type { RuleTexts } from './en';

export const RULE_TEXTS_FR: RuleTexts = {
  invalid: 'Les données fournies ne sont pas valides.',
  required: 'Ce champ est obligatoire.',
  email: 'Saisissez une adresse e-mail valide.',
  wholeNumber: 'Saisissez un nombre entier de {{min}} à {{max}}.',
  length: 'Saisissez entre {{min}} et {{max}} caractères.',
  maxLength: 'Utilisez au maximum {{max}} caractères.',
  choice: 'Choisissez l’une des valeurs proposées.',
  boolean: 'Choisissez oui ou non.',
  reference: 'L’élément sélectionné n’existe pas.',
  pickAtLeastOne: 'Choisissez au moins un élément.',
  timezone: 'Choisissez un fuseau horaire valide.',
  time: 'Utilisez le format HH:mm.',
  date: 'Saisissez une date valide.',
  phone: 'Saisissez un numéro de téléphone (chiffres, espaces, +, - et parenthèses ; 6 à 20 caractères).',
  postcode: 'Saisissez un code postal de 3 à 10 lettres ou chiffres.',
  cardNumber: 'Ce numéro de carte n’est pas valide.',
  expiryFormat: 'Utilisez le format MM/AA.',
  expiryPast: 'Cette carte a expiré.',
  cvv: 'Saisissez les 3 ou 4 chiffres au dos de la carte.',
  // blog
  slug: 'Utilisez des lettres minuscules (de toute langue) et des chiffres reliés par des tirets simples, par ex. mon-premier-article.',
  url: 'Saisissez une adresse web commençant par http:// ou https://.',
  // email
  recipientRequired: 'Ajoutez au moins un destinataire.',
  badAddress: '« {{address}} » n’est pas une adresse e-mail valide.',
  attachmentType:
    '« {{name}} » ne peut pas être joint : joignez un PDF, une image, un fichier texte, CSV ou Office, ou une archive ZIP.',
  attachmentSize: '« {{name}} » dépasse {{max}} Mo.',
  attachmentCount: 'Joignez au plus {{max}} fichiers.',
  attachmentBroken: '« {{name}} » n’a pas pu être lu. Joignez-le à nouveau.',
  attachmentGone: '« {{name}} » n’est plus dans le message transféré. Retirez-le pour envoyer.',
  // chat
  messageRequired: 'Écrivez d’abord un message.',
  messageTooLong: 'Un message peut contenir au plus {{max}} caractères.',
  aboutTooLong: 'Le texte « À propos » peut contenir au plus {{max}} caractères.',
  // invoice
  dueBeforeIssued: 'La date d’échéance ne peut pas précéder la date d’émission.',
  noItems: 'Ajoutez au moins une ligne.',
  tooManyItems: 'Utilisez au maximum {{max}} lignes.',
  amount: 'Saisissez un montant de {{min}} à {{max}}.',
  percent: 'Saisissez un pourcentage de 0 à 100.',
  paymentTooLarge: 'Le paiement ne peut pas dépasser le solde de {{balance}}.',
  // to-do and calendar
  titleRequired: 'Le titre est obligatoire.',
  startDate: 'Le début doit être une date.',
  endDate: 'La fin doit être une date.',
  endBeforeStart: 'La fin ne peut pas précéder le début.',
  unknownCalendar: 'Calendrier inconnu.',
  // users
  username: 'Utilisez de 3 à 30 lettres, chiffres, points, tirets ou traits de soulignement.',
  birthDateFuture: 'La date de naissance ne peut pas être dans le futur.',
  avatar: 'Utilisez une image JPG, PNG ou GIF de {{max}} Ko au maximum.',
  passwordRules: 'Utilisez au moins 8 caractères avec une lettre et un chiffre.',
  passwordMismatch: 'Les deux mots de passe ne correspondent pas.',
  // live-agent
  weekDays: 'Choisissez au moins un jour.',
  weekDayRange: 'Utilisez des jours de 0 (dimanche) à 6 (samedi).',
  sameStartEnd: 'Le début et la fin doivent être différents.',
  openBeforeClose: 'L’heure d’ouverture doit précéder l’heure de fermeture.',
  hoursOverlap: 'Les plages horaires d’un même jour ne doivent pas se chevaucher.',
  dateOnce: 'Chaque date ne peut figurer qu’une seule fois.',
  specialHours: 'Ajoutez des heures d’ouverture ou marquez le jour comme fermé.',
  shortcutFormat: 'Utilisez de 2 à 32 lettres minuscules, chiffres, _ ou -.',
  slaAboveMaxWait: 'L’objectif de première réponse ne peut pas dépasser l’attente maximale.',
  hexColor: 'Utilisez une couleur comme #1a2b3c.',
  // live monitor and agent inbox
  oneTarget: 'Choisissez soit un agent, soit une file d’attente.',
  commentRequired: 'Un commentaire de clôture est obligatoire.',
  // organisation
  logo: 'Utilisez une image PNG, JPEG, GIF, WebP ou SVG de {{max}} Mo au maximum.',
};
