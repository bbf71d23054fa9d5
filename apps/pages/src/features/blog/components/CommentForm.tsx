// The "Leave a comment" form of a post: checked here by the schema the server checks it with (name, e-mail, an
// optional web address, the comment), its 422 errors shown by the fields; what was typed stays until a comment is
// accepted.
import { useEffect, useMemo, useState } from 'react';
import { Button, Col, Form, Input, Row } from 'antd';
import { SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { applyFieldErrors, useFormRules } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../../i18n';
import { blogCommentRules } from '../blog.rules';
import type { FieldErrors } from '@live-agent/contracts';
import { useCommentBlogPostMutation } from '../../../api';
import { written } from '../../../feedback';
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
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="name" label={t('blog.comments.name')} rules={rules.name}>
              <Input autoComplete="name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('blog.comments.email')} rules={rules.email}>
              <Input type="email" autoComplete="email" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="website" label={t('blog.comments.website')} rules={rules.website}>
              <Input type="url" placeholder="https://" autoComplete="url" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="comment" label={t('blog.comments.comment')} rules={rules.comment}>
              <Input.TextArea autoSize={{ minRows: 3, maxRows: 8 }} />
            </Form.Item>
          </Col>
        </Row>
        <Button type="primary" htmlType="submit" icon={<SendOutlined />} loading={commenting}>
          {t('blog.comments.submit')}
        </Button>
      </Form>
    </BlogCard>
  );
}
