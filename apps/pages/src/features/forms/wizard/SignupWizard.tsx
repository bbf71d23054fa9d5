// A sign-up in three steps, a summary and a result. One antd Form keeps every step's values (a step's fields
// unmount but the form keeps them), so Back shows what was typed; Next checks only the current step's fields.
// The server checks the whole body again: a field it refuses sends the user back to that field's step.
import { useState } from 'react';
import { Button, Descriptions, Flex, Form, Grid, Input, Radio, Result, Steps } from 'antd';
import { useTranslation } from 'react-i18next';
import { SHOWCASE_PLANS, type WizardResult, type WizardSubmit } from '@live-agent/contracts';
import { NumberField, toast, useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { useSubmitWizardMutation } from '../api';
import { wizardRules } from '../forms.rules';

const STEP_FIELDS: (keyof WizardSubmit)[][] = [
  ['fullName', 'email', 'username'],
  ['company', 'phone', 'website'],
  ['plan', 'seats'],
];

export function SignupWizard() {
  const { t } = useTranslation(NAMESPACE);
  const rules = wizardRules(useFormRules());
  const phone = !Grid.useBreakpoint().md;
  const [form] = Form.useForm<WizardSubmit>();
  const [step, setStep] = useState(0);
  const [result, setResult] = useState<WizardResult>();
  const [submit, { isLoading }] = useSubmitWizardMutation();
  const label = (field: string) => t(`formsShowcase.wizard.fields.${field}`);

  const next = async () => {
    try {
      await form.validateFields(STEP_FIELDS[step]);
      setStep(step + 1);
    } catch {
      // The fields show what is wrong; the step stays.
    }
  };

  const send = async () => {
    const answer = await submit(form.getFieldsValue(true))
      .unwrap()
      .catch((error: unknown) => error);
    if (answer && typeof answer === 'object' && 'reference' in answer) return setResult(answer as WizardResult);
    const errors = (answer as { data?: { errors?: Record<string, string[]> } })?.data?.errors;
    if (!errors) return toast.error(t('formsShowcase.wizard.failed'));
    const fields = Object.keys(errors) as (keyof WizardSubmit)[];
    form.setFields(fields.map((name) => ({ name, errors: errors[name] })));
    setStep(STEP_FIELDS.findIndex((names) => names.some((name) => fields.includes(name))));
  };

  if (result)
    return (
      <Result
        status="success"
        title={t('formsShowcase.wizard.done', { name: result.fullName })}
        subTitle={t('formsShowcase.wizard.reference', { reference: result.reference })}
        extra={
          <Button
            type="primary"
            onClick={() => {
              form.resetFields();
              setResult(undefined);
              setStep(0);
            }}
          >
            {t('formsShowcase.wizard.again')}
          </Button>
        }
      />
    );

  const values = form.getFieldsValue(true) as WizardSubmit;
  return (
    <Flex vertical gap="large">
      <Steps
        current={step}
        orientation={phone ? 'vertical' : 'horizontal'}
        size="small"
        items={['account', 'profile', 'plan', 'summary'].map((name) => ({
          title: t(`formsShowcase.wizard.steps.${name}`),
        }))}
        className={phone ? undefined : 'forms-wizard-steps'}
      />
      <Form
        form={form}
        layout="vertical"
        initialValues={{ plan: 'team', seats: '5' }}
        className="forms-wizard-form"
        onFinish={step === 3 ? send : next}
      >
        {step === 0 ? (
          <>
            <Form.Item name="fullName" label={label('fullName')} rules={rules.fullName}>
              <Input autoComplete="name" />
            </Form.Item>
            <Form.Item name="email" label={label('email')} rules={rules.email}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
            <Form.Item name="username" label={label('username')} rules={rules.username}>
              <Input autoComplete="username" />
            </Form.Item>
          </>
        ) : null}
        {step === 1 ? (
          <>
            <Form.Item name="company" label={label('company')} rules={rules.company}>
              <Input autoComplete="organization" />
            </Form.Item>
            <Form.Item name="phone" label={label('phone')} rules={rules.phone}>
              <Input type="tel" autoComplete="tel" />
            </Form.Item>
            <Form.Item name="website" label={label('website')} rules={rules.website}>
              <Input type="url" autoComplete="url" />
            </Form.Item>
          </>
        ) : null}
        {step === 2 ? (
          <>
            <Form.Item name="plan" label={label('plan')} rules={rules.plan}>
              <Radio.Group
                optionType="button"
                options={SHOWCASE_PLANS.map((plan) => ({
                  value: plan,
                  label: t(`formsShowcase.wizard.plans.${plan}`),
                }))}
              />
            </Form.Item>
            <Form.Item name="seats" label={label('seats')} rules={rules.seats}>
              <NumberField whole />
            </Form.Item>
          </>
        ) : null}
        {step === 3 ? (
          <Descriptions
            column={1}
            size="small"
            bordered
            title={t('formsShowcase.wizard.check')}
            items={STEP_FIELDS.flat().map((field) => ({
              key: field,
              label: label(field),
              // Shown as plain text: React escapes it, so nothing typed runs.
              children:
                field === 'plan'
                  ? t(`formsShowcase.wizard.plans.${values.plan}`)
                  : String(values[field] ?? '').trim() || '—',
            }))}
          />
        ) : null}
        <Flex gap="small" justify="end" wrap className="forms-wizard-actions">
          {step > 0 ? <Button onClick={() => setStep(step - 1)}>{t('formsShowcase.wizard.back')}</Button> : null}
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {step === 3 ? t('formsShowcase.wizard.submit') : t('formsShowcase.wizard.next')}
          </Button>
        </Flex>
      </Form>
    </Flex>
  );
}
