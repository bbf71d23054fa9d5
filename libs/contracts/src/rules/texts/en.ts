// What a broken rule says in English (../messages.ts, RULE_TEXTS). One module per language, so a page that
// speaks one language, such as the sign-in forms, carries that one.

export const RULE_TEXTS_EN = {
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
  // live monitor and agent inbox
  /** A transfer names neither or both of its targets. */
  oneTarget: 'Choose either an agent or a queue.',
  /** The organisation's settings require a closing comment. */
  commentRequired: 'A closing comment is required.',
  // organisation
  logo: 'Use a PNG, JPEG, GIF, WebP or SVG image of at most {{max}} MB.',
};

export type RuleKey = keyof typeof RULE_TEXTS_EN;
export type RuleTexts = Record<RuleKey, string>;
