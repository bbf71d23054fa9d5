// SCAFFOLD: replaced by the family's pages.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';

export default function TypographyPage() {
  const { t } = useTranslation(NAMESPACE);
  return <ShowcasePage title={t('screens.uiTypography')}>{null}</ShowcasePage>;
}
