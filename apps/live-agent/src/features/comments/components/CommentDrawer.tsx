// The create/edit form of a closing comment: its text (1–200 characters, counted as the admin types), the
// departments that offer it (none picked = all departments) and whether agents can pick it.
import { useMemo } from 'react';
import { Form, Input } from 'antd';
import { FormDrawer, lengthCount, type EditDrawerProps } from '@live-agent/ui-kit';
import { commentInputSchema, type Comment, type CommentInput } from '@live-agent/contracts';
import { useFieldRules } from '../../../crud/fieldRules';
import { ScopeFields } from '../../../crud/OrderedListPage';
import { commentRules } from '../comments.rules';

export interface CommentDrawerProps extends EditDrawerProps<CommentInput> {
  comment: Comment | null;
  departmentOptions: { value: number; label: string }[];
  departmentsLoading: boolean;
}

/** The comment's fields the API takes back on update (a PUT replaces every writable field). */
export const draftOf = (comment: Comment): CommentInput => ({
  text: comment.text,
  departmentIds: comment.departmentIds,
  isActive: comment.isActive,
});

export function CommentDrawer({
  comment,
  departmentOptions,
  departmentsLoading,
  onSubmit,
  ...drawer
}: CommentDrawerProps) {
  const { t, rules } = useFieldRules(commentRules);
  const [form] = Form.useForm<CommentInput>();
  const initialValues = useMemo<CommentInput>(
    () => (comment ? draftOf(comment) : { text: '', departmentIds: [], isActive: true }),
    [comment],
  );
  return (
    <FormDrawer<CommentInput>
      title={comment ? t('comments.form.editTitle') : t('comments.form.createTitle')}
      {...drawer}
      form={form}
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
      <ScopeFields prefix="comments" departmentOptions={departmentOptions} departmentsLoading={departmentsLoading} />
    </FormDrawer>
  );
}
