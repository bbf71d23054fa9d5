import { useState } from 'react';
import { Button, Drawer, Flex, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { showcaseNameField } from '@live-agent/contracts';
import { lengthCount, toast, useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../../i18n';

// The showcase's rule for a name (contracts), as its other forms have it: a counter by the field up to the limit, and a
// longer name kept whole and refused in words rather than cut by the browser.
const NAME = showcaseNameField();
const NAME_COUNT = lengthCount(NAME);

interface Agent {
  name: string;
  team: string;
}

export default function DrawerForm() {
  const { t } = useTranslation(NAMESPACE);
  const rules = useFormRules();
  const [form] = Form.useForm<Agent>();
  const [open, setOpen] = useState(false);
  const save = ({ name }: Agent) => {
    setOpen(false);
    form.resetFields();
    toast.success(t('uiShowcase.drawers.added', { name }));
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('uiShowcase.drawers.newAgent')}</Button>
      <Drawer
        title={t('uiShowcase.drawers.newAgent')}
        size={420}
        open={open}
        onClose={() => setOpen(false)}
        closable={{ 'aria-label': t('uiShowcase.common.close') }}
        footer={
          <Flex gap={8} justify="end">
            <Button onClick={() => setOpen(false)}>{t('uiShowcase.common.cancel')}</Button>
            <Button type="primary" onClick={() => form.submit()}>
              {t('uiShowcase.common.save')}
            </Button>
          </Flex>
        }
      >
        <Form form={form} layout="vertical" onFinish={save} initialValues={{ team: 'support' }}>
          <Form.Item name="name" label={t('uiShowcase.drawers.name')} rules={rules.of(NAME)}>
            <Input count={NAME_COUNT} />
          </Form.Item>
          <Form.Item name="team" label={t('uiShowcase.drawers.team')}>
            <Select
              options={['support', 'sales'].map((value) => ({ value, label: t(`uiShowcase.drawers.${value}`) }))}
            />
          </Form.Item>
        </Form>
      </Drawer>
    </>
  );
}
