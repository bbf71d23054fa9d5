import { useState } from 'react';
import { Button, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../../i18n';

export default function ModalBasic() {
  const { t } = useTranslation(NAMESPACE);
  const [open, setOpen] = useState(false);
  // Escape, the close button, Cancel and the mask close it; focus goes back to the button that opened it.
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        {t('uiShowcase.modals.open')}
      </Button>
      <Modal
        title={t('uiShowcase.modals.basicTitle')}
        open={open}
        onOk={() => setOpen(false)}
        onCancel={() => setOpen(false)}
        okText={t('uiShowcase.common.ok')}
        cancelText={t('uiShowcase.common.cancel')}
      >
        <p>{t('uiShowcase.modals.basicText')}</p>
      </Modal>
    </>
  );
}
