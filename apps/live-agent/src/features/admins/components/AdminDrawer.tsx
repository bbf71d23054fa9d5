// Create and edit an admin. Rules mirror the server's: full name required (≤ 120), e-mail required and well
// formed (unique across admins and agents — only the server can tell, its 422 lands under the field),
// phone ≤ 40, role required; no departments means the admin looks after all of them.
import { memo, useMemo } from 'react';
import { Form, Input, Select, Switch } from 'antd';
import { FormDrawer, lengthCount, type EditDrawerProps } from '@live-agent/ui-kit';
import { ADMIN_ROLES, adminInputSchema, type Admin, type AdminInput, type Department } from '@live-agent/contracts';
import { useFieldRules } from '../../../crud/fieldRules';
import { adminRules } from '../admins.rules';

const NEW_ADMIN: AdminInput = {
  fullName: '',
  email: '',
  phone: '',
  role: 'supervisor',
  departmentIds: [],
  isActive: true,
};

export function toAdminDraft(values: AdminInput): AdminInput {
  return {
    fullName: values.fullName.trim(),
    email: values.email.trim(),
    phone: (values.phone ?? '').trim(),
    role: values.role,
    departmentIds: values.departmentIds ?? [],
    isActive: values.isActive ?? true,
  };
}

// Memoised: the drawer stays mounted (FormDrawer renders it hidden) and must not re-render with every list change.
export const AdminDrawer = memo(function AdminDrawer({
  admin,
  departments,
  onSubmit,
  ...drawer
}: EditDrawerProps<AdminInput> & { admin: Admin | null; departments: readonly Department[] }) {
  const { t, rules } = useFieldRules(adminRules);
  const [form] = Form.useForm<AdminInput>();
  const initialValues = useMemo<AdminInput>(
    () =>
      admin
        ? {
            fullName: admin.fullName,
            email: admin.email,
            phone: admin.phone,
            role: admin.role,
            departmentIds: admin.departmentIds,
            isActive: admin.isActive,
          }
        : NEW_ADMIN,
    [admin],
  );

  return (
    <FormDrawer<AdminInput>
      title={admin ? t('admins.form.editTitle', { name: admin.fullName }) : t('admins.form.createTitle')}
      {...drawer}
      form={form}
      onSubmit={(values) => onSubmit(toAdminDraft(values), admin?.id)}
      initialValues={initialValues}
      testId="admin-drawer"
    >
      <Form.Item name="fullName" label={t('admins.fields.fullName')} rules={rules.fullName}>
        <Input autoComplete="off" count={lengthCount(adminInputSchema.shape.fullName)} />
      </Form.Item>
      <Form.Item name="email" label={t('admins.fields.email')} rules={rules.email}>
        <Input type="email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="phone" label={t('admins.fields.phone')} rules={rules.phone}>
        <Input type="tel" autoComplete="off" />
      </Form.Item>
      <Form.Item name="role" label={t('admins.fields.role')} rules={rules.role} extra={t('admins.form.roleHelp')}>
        <Select options={ADMIN_ROLES.map((role) => ({ value: role, label: t(`admins.roles.${role}`) }))} />
      </Form.Item>
      <Form.Item name="departmentIds" label={t('admins.fields.departments')} extra={t('admins.form.departmentsHelp')}>
        <Select
          mode="multiple"
          allowClear
          placeholder={t('admins.allDepartments')}
          showSearch={{ optionFilterProp: 'label' }}
          options={departments.map((department) => ({ value: department.id, label: department.name }))}
        />
      </Form.Item>
      <Form.Item name="isActive" label={t('admins.fields.isActive')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
});
