// Switches the whole app's language from the page (ui-kit's switchLanguage fetches the language's strings first,
// so nothing shows a key mid-switch). Each language is named in itself.
import { Segmented } from 'antd';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@live-agent/contracts';
import { switchLanguage } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';

export function LanguageSwitch() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const current = LANGUAGES.find((language) => i18n.language.startsWith(language)) ?? 'en';
  return (
    <Segmented
      aria-label={t('extensions.i18n.language')}
      value={current}
      onChange={(language) => void switchLanguage(language)}
      options={LANGUAGES.map((language) => ({
        value: language,
        label: <span lang={language}>{new Intl.DisplayNames(language, { type: 'language' }).of(language)}</span>,
      }))}
    />
  );
}
