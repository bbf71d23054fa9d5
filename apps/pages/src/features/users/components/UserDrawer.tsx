// The "Add user" drawer: the server's 422 errors land under their fields (FormDrawer) and what was typed stays
// until the save succeeds or the user cancels.
import { useMemo } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { USER_PLANS, USER_ROLES, USER_STATUSES, type UserInput } from '@live-agent/contracts';
import { FormDrawer, useFormRules, type EditDrawerProps } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { userRules } from '../users.rules';

const DEFAULTS: UserInput = { role: 'subscriber', currentPlan: 'basic', status: 'pending' };

export function UserDrawer(drawer: EditDrawerProps<UserInput>) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<UserInput>();
  const formRules = useFormRules();
  const rules = useMemo(() => userRules(formRules), [formRules]);
  const options = useMemo(
    () => ({
      roles: USER_ROLES.map((value) => ({ value, label: t(`users.roles.${value}`) })),
      plans: USER_PLANS.map((value) => ({ value, label: t(`users.plans.${value}`) })),
      statuses: USER_STATUSES.map((value) => ({ value, label: t(`users.statuses.${value}`) })),
    }),
    [t],
  );

  return (
    <FormDrawer<UserInput>
      title={t('users.addTitle')}
      {...drawer}
      form={form}
      initialValues={DEFAULTS}
      testId="user-drawer"
    >
      <Form.Item name="fullName" label={t('users.fields.fullName')} rules={rules.fullName}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="username"
        label={t('users.fields.username')}
        rules={rules.username}
        extra={t('users.usernameHint')}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="email" label={t('users.fields.email')} rules={rules.email}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="contact" label={t('users.fields.contact')} rules={rules.contact}>
        <Input type="tel" placeholder="+1 555 123 4567" autoComplete="off" />
      </Form.Item>
      <Form.Item name="company" label={t('users.fields.company')} rules={rules.company}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="country" label={t('users.fields.country')} rules={rules.country}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="role" label={t('users.fields.role')}>
        <Select options={options.roles} />
      </Form.Item>
      <Form.Item name="currentPlan" label={t('users.fields.currentPlan')}>
        <Select options={options.plans} />
      </Form.Item>
      <Form.Item name="status" label={t('users.fields.status')}>
        <Select options={options.statuses} />
      </Form.Item>
    </FormDrawer>
  );
}
