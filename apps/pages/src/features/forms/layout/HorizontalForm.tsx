// Labels beside their fields from a tablet up (antd's grid: 24 columns); on a phone antd stacks them.
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { contactRules } from '../forms.rules';
import { SubmittedValues } from './SubmittedValues';

export function HorizontalForm() {
  const { t } = useTranslation(NAMESPACE);
  const rules = contactRules(useFormRules());
  const [sent, setSent] = useState<Record<string, unknown>>();
  const label = (field: string) => t(`formsShowcase.layout.fields.${field}`);
  return (
    <Form
      name="layout-horizontal"
      layout="horizontal"
      labelCol={{ sm: { span: 8 } }}
      wrapperCol={{ sm: { span: 16 } }}
      onFinish={setSent}
      onValuesChange={() => setSent(undefined)}
    >
      <Form.Item name="fullName" label={label('fullName')} rules={rules.fullName}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="company" label={label('company')} rules={rules.company}>
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item wrapperCol={{ sm: { offset: 8, span: 16 } }}>
        <Button type="primary" htmlType="submit">
          {t('formsShowcase.layout.send')}
        </Button>
      </Form.Item>
      <SubmittedValues values={sent} />
    </Form>
  );
}
