// What an accessible name must never be in a language other than English: the internal name of an antd icon
// ("close-circle", "menu-fold"), which @ant-design/icons gives every icon it draws, or one of antd's English strings
// (its en_US locale and the few it writes without one: "Select all", "Select row 3", "Page Size"). Node only: read by
// the unit tests (jsdom) and the e2e walk (e2e/every-route.e2e.test.ts) alike.
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';

const ICON_THEMES = /(Outlined|Filled|TwoTone)$/;

/** The internal names of antd's icons, as @ant-design/icons writes them into aria-label ('close-circle'). */
export const ICON_NAMES: ReadonlySet<string> = new Set(
  readdirSync(join(dirname(require.resolve('@ant-design/icons-svg/package.json')), 'lib', 'asn'))
    .filter((file) => file.endsWith('.js'))
    .map((file) =>
      file
        .replace(/\.js$/, '')
        .replace(ICON_THEMES, '')
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .toLowerCase(),
    ),
);

/**
 * Strings antd writes in English whatever its locale (its table's selection, the number input's steps), and one its
 * German locale leaves in English.
 */
const ANTD_HARD_CODED: RegExp[] = [
  /^Page Size$/,
  /^Select all$/,
  /^Custom selection$/,
  /^Select row \d+$/,
  /^Row \d+ selected$/,
  /^Increase Value$/,
  /^Decrease Value$/,
  /^Toggle (start|end) panel$/,
  /^Clear color$/,
  /^OTP Input \d+$/,
];

const ANTD_LOCALES = { de: 'de_DE', fr: 'fr_FR', pt: 'pt_PT' } as const;

function stringsOf(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value.trim());
  else if (value && typeof value === 'object') for (const item of Object.values(value)) stringsOf(item, into);
  return into;
}

const localeOf = (name: string): unknown => require(`antd/lib/locale/${name}`).default;

const englishByLanguage = new Map<string, Set<string>>();

/** antd's English strings that `language`'s own antd locale does not also use (both say "OK"). */
function englishStrings(language: keyof typeof ANTD_LOCALES): Set<string> {
  let found = englishByLanguage.get(language);
  if (!found) {
    const own = stringsOf(localeOf(ANTD_LOCALES[language]));
    found = new Set([...stringsOf(localeOf('en_US'))].filter((text) => /[a-z]{3}/i.test(text) && !own.has(text)));
    englishByLanguage.set(language, found);
  }
  return found;
}

/**
 * Why `name` is not a name a reader of `language` should hear, or null when it may be: it is or begins with an icon's
 * internal name (an icon inside a named control adds its name to the control's), or is one of antd's English strings.
 */
export function untranslatedName(name: string, language: keyof typeof ANTD_LOCALES): string | null {
  const text = name.trim();
  if (!text) return null;
  // An icon's name comes first in a control that holds the icon before its text ("search Suchen"); a word at the end
  // is the data's ("Invoice copy").
  const [first] = text.split(/\s+/);
  if (ICON_NAMES.has(first) && first === first.toLowerCase()) return `an icon's internal name ("${first}")`;
  if (englishStrings(language).has(text) || ANTD_HARD_CODED.some((pattern) => pattern.test(text)))
    return "one of antd's English strings";
  return null;
}
