// Create and edit a department. Rules mirror the server's: name required (≤ 80), description and offline
// message ≤ 500, 1–20 concurrent chats as a whole number (kept as typed by ui-kit's NumberField, sent as the number
// its rule read), and a department cannot fall back to itself.
import { memo, useMemo } from 'react';
import { Form, Input, Select, Switch } from 'antd';
import { figureOf, lengthCount, NumberField, type EditDrawerProps } from '@live-agent/ui-kit';
import { departmentInputSchema, type Department, type DepartmentInput } from '@live-agent/contracts';
import type { WorkingTimeOption } from '../departments.types';
import { departmentRules } from '../departments.rules';
import { useFieldRules } from '../../../crud/fieldRules';
import { NamedFormDrawer } from '../../../crud/NamedFormDrawer';

interface DepartmentFormValues {
  name: string;
  description?: string;
  isEnabled: boolean;
  workingTimeId?: number;
  /** The record's number, then the text as typed. */
  maxConcurrentChats: number | string | null;
  fallbackDepartmentId?: number;
  offlineMessage?: string;
}

const NEW_DEPARTMENT: DepartmentFormValues = {
  name: '',
  description: '',
  isEnabled: true,
  maxConcurrentChats: 5,
  offlineMessage: '',
};

export function toDepartmentDraft(values: DepartmentFormValues): DepartmentInput {
  return {
    name: values.name.trim(),
    description: (values.description ?? '').trim(),
    isEnabled: values.isEnabled ?? true,
    workingTimeId: values.workingTimeId ?? null,
    // Blank is the schema's default, as the server reads it.
    maxConcurrentChats: figureOf(departmentInputSchema.shape.maxConcurrentChats, values.maxConcurrentChats)!,
    fallbackDepartmentId: values.fallbackDepartmentId ?? null,
    offlineMessage: (values.offlineMessage ?? '').trim(),
  };
}

// Memoised: the drawer stays mounted (FormDrawer renders it hidden) and must not re-render with every list change.
export const DepartmentDrawer = memo(function DepartmentDrawer({
  department,
  departments,
  workingTimes,
  onSubmit,
  ...drawer
}: EditDrawerProps<DepartmentInput> & {
  department: Department | null;
  departments: readonly Department[];
  workingTimes: readonly WorkingTimeOption[];
}) {
  const { t, rules } = useFieldRules(departmentRules);
  const [form] = Form.useForm<DepartmentFormValues>();
  const initialValues = useMemo<DepartmentFormValues>(
    () =>
      department
        ? {
            name: department.name,
            description: department.description,
            isEnabled: department.isEnabled,
            workingTimeId: department.workingTimeId ?? undefined,
            maxConcurrentChats: department.maxConcurrentChats,
            fallbackDepartmentId: department.fallbackDepartmentId ?? undefined,
            offlineMessage: department.offlineMessage,
          }
        : NEW_DEPARTMENT,
    [department],
  );

  return (
    <NamedFormDrawer<DepartmentFormValues>
      prefix="departments"
      record={department}
      nameRules={rules.name}
      nameSchema={departmentInputSchema.shape.name}
      {...drawer}
      form={form}
      onSubmit={(values) => onSubmit(toDepartmentDraft(values), department?.id)}
      initialValues={initialValues}
      testId="department-drawer"
      width={520}
    >
      <Form.Item name="description" label={t('departments.fields.description')} rules={rules.description}>
        <Input.TextArea rows={2} count={lengthCount(departmentInputSchema.shape.description)} />
      </Form.Item>
      <Form.Item
        name="isEnabled"
        label={t('departments.fields.isEnabled')}
        valuePropName="checked"
        extra={t('departments.form.enabledHelp')}
      >
        <Switch />
      </Form.Item>
      <Form.Item
        name="workingTimeId"
        label={t('departments.fields.workingTime')}
        extra={t('departments.form.workingTimeHelp')}
      >
        <Select
          allowClear
          placeholder={t('departments.organizationHours')}
          options={workingTimes.map((row) => ({
            value: row.id,
            label: row.isEnabled ? row.name : `${row.name} (${t('common.disabled')})`,
          }))}
        />
      </Form.Item>
      <Form.Item
        name="maxConcurrentChats"
        label={t('departments.fields.maxConcurrentChats')}
        rules={rules.maxConcurrentChats}
      >
        <NumberField whole style={{ width: 140 }} />
      </Form.Item>
      <Form.Item
        name="fallbackDepartmentId"
        label={t('departments.fields.fallbackDepartment')}
        extra={t('departments.form.fallbackHelp')}
        rules={[
          {
            validator: (_rule, value: number | undefined) =>
              department && value === department.id
                ? Promise.reject(new Error(t('departments.rules.fallbackSelf')))
                : Promise.resolve(),
          },
        ]}
      >
        <Select
          allowClear
          placeholder={t('departments.noFallback')}
          showSearch={{ optionFilterProp: 'label' }}
          options={departments
            .filter((row) => row.id !== department?.id)
            .map((row) => ({ value: row.id, label: row.name }))}
        />
      </Form.Item>
      <Form.Item
        name="offlineMessage"
        label={t('departments.fields.offlineMessage')}
        rules={rules.offlineMessage}
        extra={t('departments.form.offlineHelp')}
      >
        <Input.TextArea rows={3} count={lengthCount(departmentInputSchema.shape.offlineMessage)} />
      </Form.Item>
    </NamedFormDrawer>
  );
});
