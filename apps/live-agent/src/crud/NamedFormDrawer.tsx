// The create/edit drawer of a named record (department, queue, shift): its title names the record edited, and its
// first field is the name, counted against the schema's limit. The strings go by `prefix` ('queues.form.editTitle',
// 'queues.fields.name'); the rest of the form is the drawer's own.
import type { ComponentProps } from 'react';
import { Form, Input, type FormRule } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, lengthCount } from '@live-agent/ui-kit';
import type { RuleSchema } from '@live-agent/contracts';
import { NAMESPACE } from '../i18n';

export type NamedFormDrawerProps<V extends object> = Omit<ComponentProps<typeof FormDrawer<V>>, 'title'> & {
  prefix: string;
  /** The record edited; null: a new one. */
  record: { name: string } | null;
  nameRules: FormRule[];
  nameSchema: RuleSchema;
};

export function NamedFormDrawer<V extends object>({
  prefix,
  record,
  nameRules,
  nameSchema,
  children,
  ...drawer
}: NamedFormDrawerProps<V>) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <FormDrawer<V>
      title={record ? t(`${prefix}.form.editTitle`, { name: record.name }) : t(`${prefix}.form.createTitle`)}
      {...drawer}
    >
      <Form.Item name="name" label={t(`${prefix}.fields.name`)} rules={nameRules}>
        <Input count={lengthCount(nameSchema)} autoComplete="off" />
      </Form.Item>
      {children}
    </FormDrawer>
  );
}
