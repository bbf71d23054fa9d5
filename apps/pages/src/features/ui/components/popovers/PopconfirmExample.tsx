import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

export default function PopconfirmExample() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <Popconfirm
      title={t('uiShowcase.popovers.confirmTitle')}
      description={t('uiShowcase.popovers.confirmText')}
      okText={t('uiShowcase.common.delete')}
      okButtonProps={{ danger: true }}
      cancelText={t('uiShowcase.common.cancel')}
      onConfirm={() => toast.success(t('uiShowcase.popovers.deleted'))}
    >
      <Button danger>{t('uiShowcase.popovers.deleteNote')}</Button>
    </Popconfirm>
  );
}
