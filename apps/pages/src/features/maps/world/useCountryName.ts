// A country's name in the page's language from its ISO alpha-2 code (Intl.DisplayNames), the atlas's English name
// when it has no code.
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export function useCountryName() {
  const { i18n } = useTranslation();
  return useMemo(() => {
    const names = new Intl.DisplayNames([i18n.language], { type: 'region', fallback: 'none' });
    return (alpha2: string | undefined, englishName = '') => (alpha2 && names.of(alpha2)) || englishName;
  }, [i18n.language]);
}
