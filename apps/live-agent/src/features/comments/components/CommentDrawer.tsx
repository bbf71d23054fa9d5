// The create/edit form of a closing comment: its text (1–200 characters, counted as the admin types), the
// departments that offer it (none picked = all departments) and whether agents can pick it.
import { useMemo } from 'react';
import { Form, Input, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, lengthCount, useFormRules } from '@live-agent/ui-kit';
import { commentInputSchema, type Comment, type CommentInput } from '@live-agent/contracts';
import { NAMESPACE } from '../../../i18n';
import { commentRules } from '../comments.rules';

export interface CommentDrawerProps {
  open: boolean;
  comment: Comment | null;
  saving: boolean;
  fieldErrors: Record<string, string[]> | null;
  departmentOptions: { value: number; label: string }[];
  departmentsLoading: boolean;
  onClose: () => void;
  onSubmit: (draft: CommentInput) => void;
}

export function CommentDrawer({
  open,
  comment,
  saving,
  fieldErrors,
  departmentOptions,
  departmentsLoading,
  onClose,
  onSubmit,
}: CommentDrawerProps) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<CommentInput>();
  const formRules = useFormRules();
  const rules = useMemo(() => commentRules(formRules), [formRules]);
  const initialValues = useMemo<CommentInput>(
    () =>
      comment
        ? { text: comment.text, departmentIds: comment.departmentIds, isActive: comment.isActive }
        : { text: '', departmentIds: [], isActive: true },
    [comment],
  );
  return (
    <FormDrawer<CommentInput>
      title={comment ? t('comments.form.editTitle') : t('comments.form.createTitle')}
      open={open}
      form={form}
      saving={saving}
      fieldErrors={fieldErrors}
      onClose={onClose}
      initialValues={initialValues}
      testId="comment-drawer"
      onSubmit={(values) =>
        onSubmit({
          text: values.text.trim(),
          departmentIds: values.departmentIds ?? [],
          isActive: values.isActive,
        })
      }
    >
      <Form.Item name="text" label={t('comments.fields.text')} extra={t('comments.form.textHelp')} rules={rules.text}>
        <Input.TextArea
          rows={3}
          // The counter turns red past the limit instead of cutting the text, so nothing typed is lost.
          count={lengthCount(commentInputSchema.shape.text)}
          // A closing comment is one line: Enter saves, as in every other form.
          onPressEnter={(event) => {
            if (event.shiftKey) return;
            event.preventDefault();
            form.submit();
          }}
        />
      </Form.Item>
      <Form.Item
        name="departmentIds"
        label={t('comments.fields.departments')}
        extra={t('comments.form.departmentsHelp')}
      >
        <Select
          mode="multiple"
          allowClear
          loading={departmentsLoading}
          placeholder={t('comments.allDepartments')}
          options={departmentOptions}
          showSearch={{ optionFilterProp: 'label' }}
        />
      </Form.Item>
      <Form.Item
        name="isActive"
        label={t('comments.fields.active')}
        valuePropName="checked"
        extra={t('comments.form.activeHelp')}
      >
        <Switch />
      </Form.Item>
    </FormDrawer>
  );
}
