// A long form in columns (one on a phone, two from a tablet, three on a wide screen) whose Save and Cancel stay at
// the bottom of the window while it scrolls (position: sticky in forms.css).
import { useState } from 'react';
import { Button, Col, Form, Input, Row } from 'antd';
import { useTranslation } from 'react-i18next';
import { showcaseContactSchema } from '@live-agent/contracts';
import { lengthCount, useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { contactRules } from '../forms.rules';
import { SubmittedValues } from './SubmittedValues';

const OPTIONAL_FIELDS = ['street', 'city', 'postcode', 'country', 'department', 'jobTitle'] as const;

export function MultiColumnForm() {
  const { t } = useTranslation(NAMESPACE);
  const rules = contactRules(useFormRules());
  const [form] = Form.useForm();
  const [sent, setSent] = useState<Record<string, unknown>>();
  const label = (field: string) => t(`formsShowcase.layout.fields.${field}`);
  const column = { xs: 24, md: 12, xl: 8 };
  return (
    <Form
      form={form}
      name="layout-columns"
      layout="vertical"
      onFinish={setSent}
      onValuesChange={() => setSent(undefined)}
    >
      <Row gutter={16}>
        <Col {...column}>
          <Form.Item name="fullName" label={label('fullName')} rules={rules.fullName}>
            <Input autoComplete="name" />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="email" label={label('email')} rules={rules.email}>
            <Input type="email" autoComplete="email" />
          </Form.Item>
        </Col>
        <Col {...column}>
          <Form.Item name="company" label={label('company')} rules={rules.company}>
            <Input autoComplete="organization" />
          </Form.Item>
        </Col>
        {OPTIONAL_FIELDS.map((field) => (
          <Col {...column} key={field}>
            <Form.Item name={field} label={label(field)} rules={rules.company}>
              <Input />
            </Form.Item>
          </Col>
        ))}
        <Col span={24}>
          <Form.Item name="message" label={label('message')} rules={rules.message}>
            <Input.TextArea rows={4} count={lengthCount(showcaseContactSchema.shape.message)} />
          </Form.Item>
        </Col>
      </Row>
      <div className="forms-sticky-actions" data-testid="sticky-actions">
        <Button
          onClick={() => {
            form.resetFields();
            setSent(undefined);
          }}
        >
          {t('formsShowcase.layout.cancel')}
        </Button>
        <Button type="primary" htmlType="submit">
          {t('formsShowcase.layout.save')}
        </Button>
      </div>
      <SubmittedValues values={sent} />
    </Form>
  );
}
