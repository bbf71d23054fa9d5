// antd's locale for a language, with what antd's own locale files leave in English or get wrong: the page-size
// select of the pagination is "Page Size" in German and Romanian in Portuguese, the week picker has no words at all.
// The shell gives the result to antd's ConfigProvider (apps/shell/src/app/antdLocale.ts), so antd's components speak
// the page's language everywhere; the strings antd writes without a locale (a table's selection checkboxes) are
// DataTable's (its rowSelection labels).
import type { Locale } from 'antd/es/locale';

const FIXES: Record<string, { pageSize: string; weekSelect: string }> = {
  de: { pageSize: 'Einträge pro Seite', weekSelect: 'Woche auswählen' },
  fr: { pageSize: 'Éléments par page', weekSelect: 'Choisir une semaine' },
  pt: { pageSize: 'Itens por página', weekSelect: 'Escolher uma semana' },
};

/** `base` (antd's locale of `language`) with antd's gaps in it filled. English is antd's own. */
export function antdLocaleFor(language: string, base: Locale): Locale {
  const fixes = FIXES[language];
  if (!fixes) return base;
  // Calendar's locale is typed loosely (a record) though it has the date picker's shape.
  const withWeek = <T>(picker: T): T => {
    const shaped = picker as { lang?: object } | undefined;
    return (shaped?.lang ? { ...shaped, lang: { ...shaped.lang, weekSelect: fixes.weekSelect } } : picker) as T;
  };
  return {
    ...base,
    Pagination: { ...base.Pagination, page_size: fixes.pageSize },
    DatePicker: withWeek(base.DatePicker),
    Calendar: withWeek(base.Calendar),
  };
}
