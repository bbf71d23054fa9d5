// Register (SPEC §5): duplicate email/username come back as field errors and show under their field.
import { useEffect } from 'react';
import { Button, Checkbox, Form, Input, Typography } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { homeRouteFor, registerRequested, selectAuthState, selectAuthUser } from '@live-agent/auth';
import { AuthFrame } from './AuthFrame';

interface RegisterValues {
  username: string;
  email: string;
  password: string;
  terms: boolean;
}

export default function RegisterPage() {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<RegisterValues>();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const auth = useSelector(selectAuthState);
  const userData = useSelector(selectAuthUser);

  useEffect(() => {
    if (auth.status !== 'failed' || !auth.error) return;
    const fields = (['email', 'username'] as const)
      .filter((name) => auth.error?.[name])
      .map((name) => ({ name, errors: ([] as string[]).concat(auth.error![name] as string | string[]) }));
    if (fields.length) form.setFields(fields);
  }, [auth.status, auth.error, form]);

  useEffect(() => {
    if (userData) navigate(homeRouteFor(userData), { replace: true });
  }, [userData, navigate]);

  return (
    <AuthFrame title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <Form<RegisterValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={({ username, email, password }) => dispatch(registerRequested({ username, email, password }))}
        data-testid="register-form"
      >
        <Form.Item
          label={t('auth.username')}
          name="username"
          rules={[
            { required: true, message: t('auth.usernameRequired') },
            { pattern: /^[A-Za-z0-9._-]{3,20}$/, message: t('auth.usernameInvalid') },
          ]}
        >
          <Input autoComplete="username" autoFocus placeholder="johndoe" />
        </Form.Item>
        <Form.Item
          label={t('auth.email')}
          name="email"
          rules={[
            { required: true, message: t('auth.emailRequired') },
            { type: 'email', message: t('auth.emailInvalid') },
          ]}
        >
          <Input autoComplete="email" placeholder="john@example.com" />
        </Form.Item>
        <Form.Item
          label={t('auth.password')}
          name="password"
          rules={[
            { required: true, message: t('auth.passwordRequired') },
            { min: 6, message: t('auth.passwordTooShort', { min: 6 }) },
          ]}
        >
          <Input.Password autoComplete="new-password" placeholder="••••••••" />
        </Form.Item>
        <Form.Item
          name="terms"
          valuePropName="checked"
          rules={[{ validator: (_, value) => (value ? Promise.resolve() : Promise.reject(new Error(t('auth.acceptTermsRequired')))) }]}
        >
          <Checkbox>{t('auth.acceptTerms')}</Checkbox>
        </Form.Item>
        <Button type="primary" htmlType="submit" block size="large" loading={auth.status === 'loading'}>
          {t('auth.signUp')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16 }}>
        {t('auth.haveAccount')} <Link to="/login">{t('auth.signInInstead')}</Link>
      </Typography.Paragraph>
    </AuthFrame>
  );
}
