import { useState } from 'react';
import { Button, Flex } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

// A stand-in for a request to the server.
const save = () => new Promise((resolve) => setTimeout(resolve, 1500));

export default function ButtonStates() {
  const { t } = useTranslation(NAMESPACE);
  const [saving, setSaving] = useState(false);
  const onSave = async () => {
    setSaving(true);
    await save();
    setSaving(false);
  };
  return (
    <Flex gap={8} wrap>
      <Button type="primary" icon={<SaveOutlined />} loading={saving} onClick={onSave}>
        {saving ? t('uiShowcase.buttons.saving') : t('uiShowcase.buttons.clickToSave')}
      </Button>
      <Button loading>{t('uiShowcase.common.loading')}</Button>
      <Button type="primary" disabled>
        {t('uiShowcase.buttons.disabled')}
      </Button>
      <Button disabled>{t('uiShowcase.buttons.disabled')}</Button>
      <Button type="link" disabled>
        {t('uiShowcase.buttons.disabled')}
      </Button>
    </Flex>
  );
}
