// The demo has no mail server: the page validates the address and confirms, as a real one would.
import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from './AuthFrame';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const [sentTo, setSentTo] = useState<string | null>(null);
  return (
    <AuthFrame title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      {sentTo ? <Alert type="success" showIcon title={t('auth.resetLinkSent', { email: sentTo })} style={{ marginBottom: 16 }} /> : null}
      <Form layout="vertical" requiredMark={false} onFinish={({ email }: { email: string }) => setSentTo(email)}>
        <Form.Item
          label={t('auth.email')}
          name="email"
          rules={[
            { required: true, message: t('auth.emailRequired') },
            { type: 'email', message: t('auth.emailInvalid') },
          ]}
        >
          <Input autoComplete="email" autoFocus />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large">{t('auth.sendResetLink')}</Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </Typography.Paragraph>
    </AuthFrame>
  );
}
