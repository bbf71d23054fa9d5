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
