import { useState } from 'react';
import { Button, Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

/** The example's own limit on a team's name (this form sends nothing anywhere). */
const TEAM_NAME_MAX = 40;

// A stand-in for a request to the server.
const rename = () => new Promise((resolve) => setTimeout(resolve, 1200));

export default function ModalAsync() {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<{ name: string }>();
  const [open, setOpen] = useState(false);
  const [saving, setSaving] = useState(false);
  const submit = async ({ name }: { name: string }) => {
    setSaving(true);
    await rename();
    setSaving(false);
    setOpen(false);
    toast.success(t('uiShowcase.modals.renamed', { name }));
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('uiShowcase.modals.rename')}</Button>
      <Modal
        title={t('uiShowcase.modals.rename')}
        open={open}
        confirmLoading={saving}
        onOk={() => form.submit()}
        onCancel={() => setOpen(false)}
        okText={t('uiShowcase.common.save')}
        cancelText={t('uiShowcase.common.cancel')}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" onFinish={submit} initialValues={{ name: 'Support' }}>
          <Form.Item
            name="name"
            label={t('uiShowcase.modals.teamName')}
            rules={[
              { required: true, whitespace: true, message: t('uiShowcase.modals.nameRequired') },
              { max: TEAM_NAME_MAX, message: t('uiShowcase.modals.nameTooLong', { max: TEAM_NAME_MAX }) },
            ]}
          >
            <Input />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
