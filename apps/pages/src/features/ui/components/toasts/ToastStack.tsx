import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

export default function ToastStack() {
  const { t } = useTranslation(NAMESPACE);
  const [count, setCount] = useState(0);
  const [archived, setArchived] = useState(false);
  const next = () => {
    const number = count + 1;
    setCount(number);
    toast.info(t('uiShowcase.toasts.numbered', { number }));
  };
  const archive = () => {
    setArchived(true);
    toast.withUndo(t('uiShowcase.toasts.archived'), {
      undoLabel: t('uiShowcase.toasts.undo'),
      onUndo: () => setArchived(false),
      seconds: 8,
    });
  };
  return (
    <Flex vertical gap={12} align="start">
      <Button onClick={next}>{t('uiShowcase.toasts.addNumbered')}</Button>
      <Flex gap={8} align="center" wrap>
        <Button onClick={archive} disabled={archived}>
          {t('uiShowcase.toasts.archive')}
        </Button>
        <Typography.Text>
          {archived ? t('uiShowcase.toasts.isArchived') : t('uiShowcase.toasts.isOpen')}
        </Typography.Text>
      </Flex>
    </Flex>
  );
}
