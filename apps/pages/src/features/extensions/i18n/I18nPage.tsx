// Internationalisation: switch the language here and watch plurals and formats change with it.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { ShowcasePage } from '../../../shared/showcase/ShowcasePage';
import { LanguageSwitch } from './LanguageSwitch';
import { Plurals } from './Plurals';
import { Formats } from './Formats';
import languageSwitchSource from './LanguageSwitch.tsx?raw';
import pluralsSource from './Plurals.tsx?raw';
import formatsSource from './Formats.tsx?raw';

export default function I18nPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('extensions.i18n.title')} subtitle={t('extensions.i18n.subtitle')}>
      <Example
        title={t('extensions.i18n.pluralsTitle')}
        description={t('extensions.i18n.pluralsDescription')}
        source={pluralsSource}
      >
        <Plurals />
      </Example>
      <Example
        title={t('extensions.i18n.formatsTitle')}
        description={t('extensions.i18n.formatsDescription')}
        source={formatsSource}
      >
        <Formats />
      </Example>
      <Example
        title={t('extensions.i18n.switchTitle')}
        description={t('extensions.i18n.switchDescription')}
        source={languageSwitchSource}
      >
        <LanguageSwitch />
      </Example>
    </ShowcasePage>
  );
}
