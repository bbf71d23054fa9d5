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
  // users
  userPhone: 'Enter a phone number: digits, spaces, + ( ) and -, 6 to 20 characters.',
  url: 'Enter a web address starting with http:// or https://.',
  username: 'Use 3 to 30 letters, digits, dots, dashes or underscores.',
  birthDateFuture: 'The birth date cannot be in the future.',
  avatar: 'Use a JPG, PNG or GIF image of at most {{max}} KB.',
  passwordRules: 'Use at least 8 characters with a letter and a digit.',
  passwordMismatch: 'The two passwords do not match.',
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
  // users
  userPhone: 'Geben Sie eine Telefonnummer ein: Ziffern, Leerzeichen, + ( ) und -, 6 bis 20 Zeichen.',
  url: 'Geben Sie eine Webadresse ein, die mit http:// oder https:// beginnt.',
  username: 'Verwenden Sie 3 bis 30 Buchstaben, Ziffern, Punkte, Binde- oder Unterstriche.',
  birthDateFuture: 'Das Geburtsdatum darf nicht in der Zukunft liegen.',
  avatar: 'Verwenden Sie ein JPG-, PNG- oder GIF-Bild von höchstens {{max}} KB.',
  passwordRules: 'Verwenden Sie mindestens 8 Zeichen mit einem Buchstaben und einer Ziffer.',
  passwordMismatch: 'Die beiden Passwörter stimmen nicht überein.',
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
  // users
  userPhone: 'Saisissez un numéro de téléphone : chiffres, espaces, + ( ) et -, de 6 à 20 caractères.',
  url: 'Saisissez une adresse web commençant par http:// ou https://.',
  username: 'Utilisez de 3 à 30 lettres, chiffres, points, tirets ou traits de soulignement.',
  birthDateFuture: 'La date de naissance ne peut pas être dans le futur.',
  avatar: 'Utilisez une image JPG, PNG ou GIF de {{max}} Ko au maximum.',
  passwordRules: 'Utilisez au moins 8 caractères avec une lettre et un chiffre.',
  passwordMismatch: 'Les deux mots de passe ne correspondent pas.',
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
  // users
  userPhone: 'Introduza um número de telefone: dígitos, espaços, + ( ) e -, de 6 a 20 caracteres.',
  url: 'Introduza um endereço web que comece por http:// ou https://.',
  username: 'Use de 3 a 30 letras, dígitos, pontos, hífenes ou sublinhados.',
  birthDateFuture: 'A data de nascimento não pode estar no futuro.',
  avatar: 'Use uma imagem JPG, PNG ou GIF de no máximo {{max}} KB.',
  passwordRules: 'Use pelo menos 8 caracteres com uma letra e um dígito.',
  passwordMismatch: 'As duas palavras-passe não coincidem.',
};

export const RULE_TEXTS: Record<RuleLanguage, RuleTexts> = { en, de, fr, pt };

export type RuleValues = Record<string, number | string>;

/** A rule's text with its placeholders filled, as i18next would ('Use at most {{max}} characters.', {max: 80}). */
export function fillRule(text: string, values: RuleValues = {}): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
