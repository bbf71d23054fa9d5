import { Button, Flex, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

export default function ModalConfirm() {
  const { t } = useTranslation(NAMESPACE);
  const [modal, holder] = Modal.useModal();
  const confirmDelete = () =>
    modal.confirm({
      title: t('uiShowcase.modals.confirmTitle'),
      content: t('uiShowcase.modals.confirmText'),
      okText: t('uiShowcase.common.delete'),
      okButtonProps: { danger: true },
      cancelText: t('uiShowcase.common.cancel'),
      onOk: () => toast.success(t('uiShowcase.modals.deleted')),
    });
  const inform = () =>
    modal.success({
      title: t('uiShowcase.modals.doneTitle'),
      content: t('uiShowcase.modals.doneText'),
      okText: t('uiShowcase.common.ok'),
    });
  return (
    <Flex gap={8} wrap>
      {holder}
      <Button danger onClick={confirmDelete}>
        {t('uiShowcase.modals.deleteChat')}
      </Button>
      <Button onClick={inform}>{t('uiShowcase.modals.showResult')}</Button>
    </Flex>
  );
}
