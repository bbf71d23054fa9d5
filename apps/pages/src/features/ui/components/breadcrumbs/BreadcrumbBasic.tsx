import { Breadcrumb } from 'antd';
import { HomeOutlined } from '@ant-design/icons';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function BreadcrumbBasic() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Breadcrumb
      items={[
        {
          title: (
            <Link to="/" aria-label={t('uiShowcase.breadcrumbs.home')}>
              <HomeOutlined />
            </Link>
          ),
        },
        { title: <Link to="/ui/typography">{t('uiShowcase.breadcrumbs.ui')}</Link> },
        { title: t('uiShowcase.breadcrumbs.here') },
      ]}
    />
  );
}
