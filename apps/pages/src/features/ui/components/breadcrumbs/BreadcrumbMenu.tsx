import { Breadcrumb } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function BreadcrumbMenu() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Breadcrumb
      items={[
        { title: <Link to="/ui/typography">{t('uiShowcase.breadcrumbs.ui')}</Link> },
        {
          title: t('uiShowcase.breadcrumbs.components'),
          menu: {
            items: [
              { key: 'buttons', label: <Link to="/ui/components/buttons">{t('uiShowcase.buttons.title')}</Link> },
              { key: 'tabs', label: <Link to="/ui/components/tabs">{t('uiShowcase.tabs.title')}</Link> },
            ],
          },
        },
        { title: t('uiShowcase.breadcrumbs.title') },
      ]}
    />
  );
}
