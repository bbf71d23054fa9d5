// The "Add user" drawer: the server's 422 errors land under their fields (FormDrawer) and what was typed stays
// until the save succeeds or the user cancels.
import { useMemo } from 'react';
import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UserInput } from '@live-agent/contracts';
import { FormDrawer, useFormRules, type EditDrawerProps } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { FieldGrid, useGridField } from '../../../shared/FieldGrid';
import { userRules } from '../users.rules';
import { useUserOptions } from '../useUserOptions';

const DEFAULTS: UserInput = { role: 'subscriber', currentPlan: 'basic', status: 'pending' };

export function UserDrawer(drawer: EditDrawerProps<UserInput>) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<UserInput>();
  const formRules = useFormRules();
  const rules = useMemo(() => userRules(formRules), [formRules]);
  const field = useGridField('users.fields', rules);
  const options = useUserOptions();

  return (
    <FormDrawer<UserInput>
      title={t('users.addTitle')}
      {...drawer}
      form={form}
      initialValues={DEFAULTS}
      testId="user-drawer"
    >
      <FieldGrid
        md={24}
        fields={[
          field('fullName'),
          field('username', undefined, { extra: t('users.usernameHint') }),
          field('email', <Input type="email" autoComplete="off" />),
          field('contact', <Input type="tel" placeholder="+1 555 123 4567" autoComplete="off" />),
          field('company'),
          field('country'),
          field('role', <Select options={options.roles} />),
          field('currentPlan', <Select options={options.plans} />),
          field('status', <Select options={options.statuses} />),
        ]}
      />
    </FormDrawer>
  );
}
