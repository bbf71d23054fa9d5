// Labels above their fields: the layout that reads best on every width.
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { showcaseContactSchema } from '@live-agent/contracts';
import { lengthCount, useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { contactRules } from '../forms.rules';
import { SubmittedValues } from './SubmittedValues';

export function VerticalForm() {
  const { t } = useTranslation(NAMESPACE);
  const rules = contactRules(useFormRules());
  const [sent, setSent] = useState<Record<string, unknown>>();
  const label = (field: string) => t(`formsShowcase.layout.fields.${field}`);
  return (
    <Form name="layout-vertical" layout="vertical" onFinish={setSent} onValuesChange={() => setSent(undefined)}>
      <Form.Item name="fullName" label={label('fullName')} rules={rules.fullName}>
        <Input autoComplete="name" />
      </Form.Item>
      <Form.Item name="email" label={label('email')} rules={rules.email}>
        <Input type="email" autoComplete="email" />
      </Form.Item>
      <Form.Item name="message" label={label('message')} rules={rules.message}>
        <Input.TextArea rows={3} count={lengthCount(showcaseContactSchema.shape.message)} />
      </Form.Item>
      <Button type="primary" htmlType="submit">
        {t('formsShowcase.layout.send')}
      </Button>
      <SubmittedValues values={sent} />
    </Form>
  );
}
