// What a broken rule says, in the four languages, written once for both sides (docs/architecture.md, Contracts):
// the mock server's 422s fill these texts, and the forms register them as ui-kit's `rules` strings, so a mistake
// reads the same whether the field or the server caught it. Placeholders are i18next's (`{{max}}`), which the
// server fills with `fillRule`. Portuguese follows European usage, as the UI does.

export const RULE_LANGUAGES = ['en', 'de', 'fr', 'pt'] as const;
export type RuleLanguage = (typeof RULE_LANGUAGES)[number];

const en = {
  /** The `message` of a 422. */
  invalid: 'The given data was invalid.',
  required: 'This field is required.',
  email: 'Enter a valid e-mail address.',
  wholeNumber: 'Enter a whole number from {{min}} to {{max}}.',
  length: 'Enter {{min}} to {{max}} characters.',
  maxLength: 'Use at most {{max}} characters.',
  choice: 'Pick one of the offered values.',
  boolean: 'Choose yes or no.',
  /** A referenced record does not exist. */
  reference: 'The selected item does not exist.',
  pickAtLeastOne: 'Pick at least one item.',
  timezone: 'Pick a valid time zone.',
  time: 'Use the HH:mm format.',
  date: 'Enter a valid date.',
  phone: 'Enter a phone number (digits, spaces, +, - and brackets; 6 to 20 characters).',
  postcode: 'Enter a postcode of 3 to 10 letters or digits.',
  cardNumber: 'This card number is not valid.',
  expiryFormat: 'Use the MM/YY format.',
  expiryPast: 'This card has expired.',
  cvv: 'Enter the 3 or 4 digits on the back of the card.',
  // blog
  slug: 'Use lowercase letters (of any language) and digits joined by single dashes, e.g. my-first-post.',
  url: 'Enter a web address starting with http:// or https://.',
  // email
  recipientRequired: 'Add at least one recipient.',
  badAddress: '“{{address}}” is not a valid e-mail address.',
  attachmentType:
    '“{{name}}” cannot be attached: attach a PDF, an image, a text, CSV or Office file, or a ZIP archive.',
  attachmentSize: '“{{name}}” is larger than {{max}} MB.',
  attachmentCount: 'Attach at most {{max}} files.',
  attachmentBroken: '“{{name}}” could not be read. Attach it again.',
  attachmentGone: '“{{name}}” is no longer in the mail you are forwarding. Remove it to send.',
  // chat
  messageRequired: 'Write a message first.',
  messageTooLong: 'A message can have at most {{max}} characters.',
  aboutTooLong: 'The about text can have at most {{max}} characters.',
  // invoice
  dueBeforeIssued: 'The due date cannot be before the issue date.',
  noItems: 'Add at least one line.',
  tooManyItems: 'Use at most {{max}} lines.',
  amount: 'Enter an amount from {{min}} to {{max}}.',
  percent: 'Enter a percentage from 0 to 100.',
  paymentTooLarge: 'The payment cannot be more than the balance of {{balance}}.',
  // to-do and calendar
  titleRequired: 'The title is required.',
  startDate: 'The start must be a date.',
  endDate: 'The end must be a date.',
  endBeforeStart: 'The end must not be before the start.',
  unknownCalendar: 'Unknown calendar.',
  // users
  username: 'Use 3 to 30 letters, digits, dots, dashes or underscores.',
  birthDateFuture: 'The birth date cannot be in the future.',
  avatar: 'Use a JPG, PNG or GIF image of at most {{max}} KB.',
  passwordRules: 'Use at least 8 characters with a letter and a digit.',
  passwordMismatch: 'The two passwords do not match.',
  // live-agent
  weekDays: 'Pick at least one day.',
  weekDayRange: 'Use days from 0 (Sunday) to 6 (Saturday).',
  sameStartEnd: 'Start and end must differ.',
  openBeforeClose: 'Opening time must be before closing time.',
  hoursOverlap: 'Intervals on the same day must not overlap.',
  dateOnce: 'Each date may appear only once.',
  specialHours: 'Add opening hours or mark the day as closed.',
  shortcutFormat: 'Use 2–32 lowercase letters, digits, _ or -.',
  slaAboveMaxWait: 'The first-response target cannot exceed the maximum wait.',
  hexColor: 'Use a colour like #1a2b3c.',
};

export type RuleKey = keyof typeof en;
export type RuleTexts = Record<RuleKey, string>;

const de: RuleTexts = {
  invalid: 'Die angegebenen Daten sind ungültig.',
  required: 'Dieses Feld ist erforderlich.',
  email: 'Geben Sie eine gültige E-Mail-Adresse ein.',
  wholeNumber: 'Geben Sie eine ganze Zahl von {{min}} bis {{max}} ein.',
  length: 'Geben Sie {{min}} bis {{max}} Zeichen ein.',
  maxLength: 'Verwenden Sie höchstens {{max}} Zeichen.',
  choice: 'Wählen Sie einen der angebotenen Werte.',
  boolean: 'Wählen Sie Ja oder Nein.',
  reference: 'Der ausgewählte Eintrag existiert nicht.',
  pickAtLeastOne: 'Wählen Sie mindestens einen Eintrag.',
  timezone: 'Wählen Sie eine gültige Zeitzone.',
  time: 'Verwenden Sie das Format HH:mm.',
  date: 'Geben Sie ein gültiges Datum ein.',
  phone: 'Geben Sie eine Telefonnummer ein (Ziffern, Leerzeichen, +, - und Klammern; 6 bis 20 Zeichen).',
  postcode: 'Geben Sie eine Postleitzahl mit 3 bis 10 Buchstaben oder Ziffern ein.',
  cardNumber: 'Diese Kartennummer ist ungültig.',
  expiryFormat: 'Verwenden Sie das Format MM/JJ.',
  expiryPast: 'Diese Karte ist abgelaufen.',
  cvv: 'Geben Sie die 3 oder 4 Ziffern auf der Kartenrückseite ein.',
  // blog
  slug: 'Verwenden Sie Kleinbuchstaben (jeder Sprache) und Ziffern, verbunden durch einzelne Bindestriche, z. B. mein-erster-beitrag.',
  url: 'Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt.',
  // email
  recipientRequired: 'Fügen Sie mindestens einen Empfänger hinzu.',
  badAddress: '„{{address}}“ ist keine gültige E-Mail-Adresse.',
  attachmentType:
    '„{{name}}“ kann nicht angehängt werden: Hängen Sie ein PDF, ein Bild, eine Text-, CSV- oder Office-Datei oder ein ZIP-Archiv an.',
  attachmentSize: '„{{name}}“ ist größer als {{max}} MB.',
  attachmentCount: 'Hängen Sie höchstens {{max}} Dateien an.',
  attachmentBroken: '„{{name}}“ konnte nicht gelesen werden. Hängen Sie die Datei erneut an.',
  attachmentGone: '„{{name}}“ ist nicht mehr in der weitergeleiteten Mail. Entfernen Sie die Datei, um zu senden.',
  // chat
  messageRequired: 'Schreiben Sie zuerst eine Nachricht.',
  messageTooLong: 'Eine Nachricht darf höchstens {{max}} Zeichen haben.',
  aboutTooLong: 'Der Infotext darf höchstens {{max}} Zeichen haben.',
  // invoice
  dueBeforeIssued: 'Das Fälligkeitsdatum darf nicht vor dem Rechnungsdatum liegen.',
  noItems: 'Fügen Sie mindestens eine Position hinzu.',
  tooManyItems: 'Verwenden Sie höchstens {{max}} Positionen.',
  amount: 'Geben Sie einen Betrag von {{min}} bis {{max}} ein.',
  percent: 'Geben Sie einen Prozentsatz von 0 bis 100 ein.',
  paymentTooLarge: 'Die Zahlung darf den offenen Betrag von {{balance}} nicht übersteigen.',
  // to-do and calendar
  titleRequired: 'Der Titel ist erforderlich.',
  startDate: 'Der Beginn muss ein Datum sein.',
  endDate: 'Das Ende muss ein Datum sein.',
  endBeforeStart: 'Das Ende darf nicht vor dem Beginn liegen.',
  unknownCalendar: 'Unbekannter Kalender.',
  // users
  username: 'Verwenden Sie 3 bis 30 Buchstaben, Ziffern, Punkte, Binde- oder Unterstriche.',
  birthDateFuture: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
  avatar: 'Verwenden Sie ein JPG-, PNG- oder GIF-Bild von höchstens {{max}} KB.',
  passwordRules: 'Verwenden Sie mindestens 8 Zeichen mit einem Buchstaben und einer Ziffer.',
  passwordMismatch: 'Die beiden Passwörter stimmen nicht überein.',
  // live-agent
  weekDays: 'Wählen Sie mindestens einen Tag.',
  weekDayRange: 'Verwenden Sie Tage von 0 (Sonntag) bis 6 (Samstag).',
  sameStartEnd: 'Beginn und Ende müssen sich unterscheiden.',
  openBeforeClose: 'Die Öffnungszeit muss vor der Schließzeit liegen.',
  hoursOverlap: 'Zeiträume am selben Tag dürfen sich nicht überschneiden.',
  dateOnce: 'Jedes Datum darf nur einmal vorkommen.',
  specialHours: 'Fügen Sie Öffnungszeiten hinzu oder markieren Sie den Tag als geschlossen.',
  shortcutFormat: 'Verwenden Sie 2–32 Kleinbuchstaben, Ziffern, _ oder -.',
  slaAboveMaxWait: 'Das Ziel für die erste Antwort darf die maximale Wartezeit nicht überschreiten.',
  hexColor: 'Verwenden Sie eine Farbe wie #1a2b3c.',
};

const fr: RuleTexts = {
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
};

const pt: RuleTexts = {
  invalid: 'Os dados indicados são inválidos.',
  required: 'Este campo é obrigatório.',
  email: 'Introduza um endereço de e-mail válido.',
  wholeNumber: 'Introduza um número inteiro de {{min}} a {{max}}.',
  length: 'Introduza de {{min}} a {{max}} caracteres.',
  maxLength: 'Use no máximo {{max}} caracteres.',
  choice: 'Escolha um dos valores disponíveis.',
  boolean: 'Escolha sim ou não.',
  reference: 'O item selecionado não existe.',
  pickAtLeastOne: 'Escolha pelo menos um item.',
  timezone: 'Escolha um fuso horário válido.',
  time: 'Use o formato HH:mm.',
  date: 'Introduza uma data válida.',
  phone: 'Introduza um número de telefone (algarismos, espaços, +, - e parênteses; 6 a 20 caracteres).',
  postcode: 'Introduza um código postal de 3 a 10 letras ou algarismos.',
  cardNumber: 'Este número de cartão não é válido.',
  expiryFormat: 'Use o formato MM/AA.',
  expiryPast: 'Este cartão expirou.',
  cvv: 'Introduza os 3 ou 4 algarismos no verso do cartão.',
  // blog
  slug: 'Use letras minúsculas (de qualquer língua) e dígitos unidos por hífenes simples, p. ex. o-meu-primeiro-artigo.',
  url: 'Introduza um endereço web que comece por http:// ou https://.',
  // email
  recipientRequired: 'Adicione pelo menos um destinatário.',
  badAddress: '“{{address}}” não é um endereço de e-mail válido.',
  attachmentType:
    '“{{name}}” não pode ser anexado: anexe um PDF, uma imagem, um ficheiro de texto, CSV ou Office, ou um arquivo ZIP.',
  attachmentSize: '“{{name}}” tem mais de {{max}} MB.',
  attachmentCount: 'Anexe no máximo {{max}} ficheiros.',
  attachmentBroken: 'Não foi possível ler “{{name}}”. Anexe-o novamente.',
  attachmentGone: '“{{name}}” já não está no e-mail que está a reencaminhar. Remova-o para enviar.',
  // chat
  messageRequired: 'Escreva primeiro uma mensagem.',
  messageTooLong: 'Uma mensagem pode ter no máximo {{max}} caracteres.',
  aboutTooLong: 'O texto “Sobre” pode ter no máximo {{max}} caracteres.',
  // invoice
  dueBeforeIssued: 'A data de vencimento não pode ser anterior à data de emissão.',
  noItems: 'Adicione pelo menos uma linha.',
  tooManyItems: 'Use no máximo {{max}} linhas.',
  amount: 'Introduza um montante de {{min}} a {{max}}.',
  percent: 'Introduza uma percentagem de 0 a 100.',
  paymentTooLarge: 'O pagamento não pode exceder o saldo de {{balance}}.',
  // to-do and calendar
  titleRequired: 'O título é obrigatório.',
  startDate: 'O início tem de ser uma data.',
  endDate: 'O fim tem de ser uma data.',
  endBeforeStart: 'O fim não pode ser anterior ao início.',
  unknownCalendar: 'Calendário desconhecido.',
  // users
  username: 'Use de 3 a 30 letras, dígitos, pontos, hífenes ou sublinhados.',
  birthDateFuture: 'A data de nascimento não pode estar no futuro.',
  avatar: 'Use uma imagem JPG, PNG ou GIF de no máximo {{max}} KB.',
  passwordRules: 'Use pelo menos 8 caracteres com uma letra e um dígito.',
  passwordMismatch: 'As duas palavras-passe não coincidem.',
  // live-agent
  weekDays: 'Escolha pelo menos um dia.',
  weekDayRange: 'Use dias de 0 (domingo) a 6 (sábado).',
  sameStartEnd: 'O início e o fim devem ser diferentes.',
  openBeforeClose: 'O horário de abertura deve ser anterior ao de fecho.',
  hoursOverlap: 'Os intervalos do mesmo dia não se podem sobrepor.',
  dateOnce: 'Cada data só pode aparecer uma vez.',
  specialHours: 'Adicione horários de atendimento ou marque o dia como fechado.',
  shortcutFormat: 'Use de 2 a 32 letras minúsculas, algarismos, _ ou -.',
  slaAboveMaxWait: 'O objetivo de primeira resposta não pode exceder a espera máxima.',
  hexColor: 'Use uma cor como #1a2b3c.',
};

export const RULE_TEXTS: Record<RuleLanguage, RuleTexts> = { en, de, fr, pt };

export type RuleValues = Record<string, number | string>;

/** A rule's text with its placeholders filled, as i18next would ('Use at most {{max}} characters.', {max: 80}). */
export function fillRule(text: string, values: RuleValues = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
