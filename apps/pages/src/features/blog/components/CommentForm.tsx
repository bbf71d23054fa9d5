// The "Leave a comment" form of a post: checked here by the schema the server checks it with (name, e-mail, an
// optional web address, the comment), its 422 errors shown by the fields; what was typed stays until a comment is
// accepted.
import { useEffect, useMemo, useState } from 'react';
import { Button, Form, Input } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { blogCommentRules } from '../blog.rules';
import type { FieldErrors } from '@live-agent/contracts';
import { useCommentBlogPostMutation } from '../../../api';
import { written } from '../../../feedback';
import { FieldGrid, useGridField } from '../../../shared/FieldGrid';
import { BlogCard } from './BlogCard';

interface CommentValues {
  name: string;
  email: string;
  website: string;
  comment: string;
}

export function CommentForm({ postId }: { postId: number }) {
  const { t } = useTranslation(NAMESPACE);
  const [form] = Form.useForm<CommentValues>();
  const [comment, { isLoading: commenting }] = useCommentBlogPostMutation();
  const [commentErrors, setCommentErrors] = useState<FieldErrors | null>(null);
  const formRules = useFormRules();
  const rules = useMemo(() => blogCommentRules(formRules), [formRules]);
  const field = useGridField('blog.comments', rules);

  useEffect(() => applyFieldErrors(form, commentErrors), [form, commentErrors]);

  // A comment the server accepted clears the form; the post is read again, so it shows as the server keeps it.
  const send = async (values: CommentValues) => {
    setCommentErrors(null);
    const outcome = await written(comment({ postId, ...values }).unwrap(), 'blog.comments.added', {
      serverMessage: false,
    });
    if (outcome.done) form.resetFields();
    else setCommentErrors(outcome.fieldErrors);
  };

  return (
    <BlogCard title={t('blog.comments.leave')}>
      <Form<CommentValues>
        form={form}
        layout="vertical"
        initialValues={{ name: '', email: '', website: '', comment: '' }}
        onFinish={send}
        data-testid="comment-form"
      >
        <FieldGrid
          fields={[
            field('name', <Input autoComplete="name" />),
            field('email', <Input type="email" autoComplete="email" />),
            field('website', <Input type="url" placeholder="https://" autoComplete="url" />, { md: 24 }),
            field('comment', <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />, { md: 24 }),
          ]}
        />
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={commenting}>
          {t('blog.comments.submit')}
        </Button>
      </Form>
    </BlogCard>
  );
}
