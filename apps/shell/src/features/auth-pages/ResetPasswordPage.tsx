import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from './AuthFrame';

export default function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const [done, setDone] = useState(false);
  return (
    <AuthFrame title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      {done ? <Alert type="success" showIcon title={t('auth.passwordReset')} style={{ marginBottom: 16 }} /> : null}
      <Form layout="vertical" requiredMark={false} onFinish={() => setDone(true)}>
        <Form.Item
          label={t('auth.newPassword')}
          name="password"
          rules={[
            { required: true, message: t('auth.passwordRequired') },
            { min: 6, message: t('auth.passwordTooShort', { min: 6 }) },
          ]}
        >
          <Input.Password autoComplete="new-password" autoFocus />
        </Form.Item>
        <Form.Item
          label={t('auth.confirmPassword')}
          name="confirm"
          dependencies={['password']}
          rules={[
            { required: true, message: t('auth.passwordRequired') },
            ({ getFieldValue }) => ({
              validator: (_, value) =>
                !value || getFieldValue('password') === value ? Promise.resolve() : Promise.reject(new Error(t('auth.passwordsMismatch'))),
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large">{t('auth.setNewPassword')}</Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16 }}>
        <Link to="/login">{t('auth.backToLogin')}</Link>
      </Typography.Paragraph>
    </AuthFrame>
  );
}
