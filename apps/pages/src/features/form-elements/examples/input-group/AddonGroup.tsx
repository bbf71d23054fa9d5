// Text before and after a field (Space.Addon) and a search field with its button.
import { Input, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export function AddonGroup() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <div className="elements-stack">
      <Space.Compact block>
        <Space.Addon>@</Space.Addon>
        <Input aria-label={t('formElements.input-group.addons.handle')} />
      </Space.Compact>
      <Space.Compact block>
        <Input aria-label={t('formElements.input-group.addons.subdomain')} />
        <Space.Addon>.example.com</Space.Addon>
      </Space.Compact>
      <Input.Search
        aria-label={t('formElements.input-group.addons.search')}
        enterButton={t('formElements.input-group.addons.searchButton')}
      />
    </div>
  );
}
