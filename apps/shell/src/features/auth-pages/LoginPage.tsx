// Sign-in (SPEC §4, §8): validation on the client first, the server's field error under its field,
// then the user lands where their role starts (admin: dashboard, client: access control).
import { useEffect } from 'react';
import { Alert, Button, Checkbox, Divider, Flex, Form, Input, Tag, Typography } from 'antd';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { homeRouteFor, loginRequested, selectAuthState, selectAuthUser } from '@live-agent/auth';
import { selectOrganization } from '../organization/organization.slice';
import { AuthFrame } from './AuthFrame';

interface LoginValues {
  email: string;
  password: string;
}

const DEMO_ACCOUNTS = [
  { email: 'admin@demo.com', password: 'admin', roleKey: 'auth.roleAdmin', color: 'purple' },
  { email: 'agent@demo.com', password: 'agent', roleKey: 'auth.roleAgent', color: 'blue' },
  { email: 'client@demo.com', password: 'client', roleKey: 'auth.roleClient', color: 'green' },
];

export function LoginPage() {
  const { t } = useTranslation('shell');
  const [form] = Form.useForm<LoginValues>();
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useSelector(selectAuthState);
  const userData = useSelector(selectAuthUser);
  const organization = useSelector(selectOrganization);

  // Server field errors (e.g. 'Email or Password is Invalid') go under the field they name.
  useEffect(() => {
    if (auth.status !== 'failed' || !auth.error) return;
    const fields = Object.entries(auth.error)
      .filter(([name]) => name === 'email' || name === 'password')
      .map(([name, errors]) => ({ name: name as keyof LoginValues, errors: ([] as string[]).concat(errors as string | string[]) }));
    if (fields.length) form.setFields(fields);
  }, [auth.status, auth.error, form]);

  useEffect(() => {
    if (!userData) return;
    const from = (location.state as { from?: string } | null)?.from;
        // '/' is where an unknown visitor arrives, not a destination: start them on their role's home.
    navigate(from && from !== '/login' && from !== '/' ? from : homeRouteFor(userData), { replace: true });
  }, [userData, location.state, navigate]);

  const generalError = auth.status === 'failed' && auth.error && !('email' in auth.error) && !('password' in auth.error);

  return (
    <AuthFrame title={t('auth.welcome', { name: organization.name })} subtitle={t('auth.signInSubtitle')}>
      {generalError ? <Alert type="error" showIcon title={t('auth.somethingWrong')} style={{ marginBottom: 16 }} /> : null}
      <Form<LoginValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={(values) => dispatch(loginRequested(values))}
        initialValues={{ email: '', password: '' }}
        data-testid="login-form"
      >
        <Form.Item
          label={t('auth.email')}
          name="email"
          rules={[
            { required: true, message: t('auth.emailRequired') },
            { type: 'email', message: t('auth.emailInvalid') },
          ]}
        >
          <Input autoComplete="email" autoFocus placeholder="admin@demo.com" />
        </Form.Item>
        <Form.Item
          label={
            <Flex justify="space-between" style={{ width: '100%' }}>
              <span>{t('auth.password')}</span>
            </Flex>
          }
          name="password"
          rules={[{ required: true, message: t('auth.passwordRequired') }]}
        >
          <Input.Password autoComplete="current-password" placeholder="••••••••" />
        </Form.Item>
        <Flex justify="space-between" align="center" style={{ marginBottom: 16 }}>
          <Checkbox defaultChecked>{t('auth.rememberMe')}</Checkbox>
          <Link to="/forgot-password">{t('auth.forgotPassword')}</Link>
        </Flex>
        <Button type="primary" htmlType="submit" block size="large" loading={auth.status === 'loading'}>
          {t('auth.signIn')}
        </Button>
      </Form>
      <Typography.Paragraph style={{ textAlign: 'center', marginTop: 16 }}>
        {t('auth.newHere')} <Link to="/register">{t('auth.createAccount')}</Link>
      </Typography.Paragraph>
      <Divider plain>{t('auth.demoAccounts')}</Divider>
      <div className="auth-demo-accounts">
        <Typography.Paragraph type="secondary" style={{ fontSize: 12 }}>{t('auth.demoAccountsHint')}</Typography.Paragraph>
        <Flex vertical gap={6}>
          {DEMO_ACCOUNTS.map((account) => (
            <Button
              key={account.email}
              block
              onClick={() => form.setFieldsValue({ email: account.email, password: account.password })}
              style={{ display: 'flex', justifyContent: 'space-between' }}
            >
              <span>{account.email} / {account.password}</span>
              <Tag color={account.color} style={{ marginInlineEnd: 0 }}>{t(account.roleKey)}</Tag>
            </Button>
          ))}
        </Flex>
      </div>
    </AuthFrame>
  );
}
