// What a broken rule says in German (../messages.ts, RULE_TEXTS). One module per language, so a page that
// speaks one language, such as the sign-in forms, carries that one.
import type { RuleTexts } from './en';

export const RULE_TEXTS_DE: RuleTexts = {
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
  // live monitor and agent inbox
  oneTarget: 'Wählen Sie entweder einen Agenten oder eine Warteschlange.',
  commentRequired: 'Ein Abschlusskommentar ist erforderlich.',
  // organisation
  logo: 'Verwenden Sie ein PNG-, JPEG-, GIF-, WebP- oder SVG-Bild von höchstens {{max}} MB.',
};
