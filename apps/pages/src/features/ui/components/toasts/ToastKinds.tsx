import { Button, Flex } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

export default function ToastKinds() {
  const { t } = useTranslation(NAMESPACE);
  // ui-kit's toast is the shell's toaster: each new one lands on top of the stack.
  return (
    <Flex gap={8} wrap>
      <Button onClick={() => toast.success(t('uiShowcase.toasts.success'), t('uiShowcase.toasts.successText'))}>
        {t('uiShowcase.toasts.showSuccess')}
      </Button>
      <Button onClick={() => toast.info(t('uiShowcase.toasts.info'))}>{t('uiShowcase.toasts.showInfo')}</Button>
      <Button onClick={() => toast.warning(t('uiShowcase.toasts.warning'))}>
        {t('uiShowcase.toasts.showWarning')}
      </Button>
      <Button danger onClick={() => toast.error(t('uiShowcase.toasts.error'), t('uiShowcase.toasts.errorText'))}>
        {t('uiShowcase.toasts.showError')}
      </Button>
    </Flex>
  );
}
