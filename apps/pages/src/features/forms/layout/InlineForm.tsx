// Fields and the button on one line, wrapping on a narrow screen: a newsletter or a filter bar.
import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { MailOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { contactRules } from '../forms.rules';
import { SubmittedValues } from './SubmittedValues';

export function InlineForm() {
  const { t } = useTranslation(NAMESPACE);
  const rules = contactRules(useFormRules());
  const [sent, setSent] = useState<Record<string, unknown>>();
  return (
    <>
      <Form name="layout-inline" layout="inline" onFinish={setSent} onValuesChange={() => setSent(undefined)}>
        <Form.Item name="email" label={t('formsShowcase.layout.fields.email')} rules={rules.email}>
          <Input type="email" autoComplete="email" prefix={<MailOutlined aria-hidden />} />
        </Form.Item>
        <Form.Item>
          <Button type="primary" htmlType="submit">
            {t('formsShowcase.layout.subscribe')}
          </Button>
        </Form.Item>
      </Form>
      <SubmittedValues values={sent} />
    </>
  );
}
