// Sign-in (docs/demo-api.md, auth): validation on the client first, the server's field error under its field,
// then the user lands where their role starts (admin and agent: dashboard, client: access control).
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { homeRouteFor, loginRequested, selectAuthState, selectAuthUser } from '@live-agent/auth';
import { selectOrganization } from '../organization/organization.slice';
import { AuthFrame } from './AuthFrame';
import { returnPathOf, sessionExpired } from './returnPath';
import { CheckboxField, Notice, PasswordField, SubmitButton, TextField } from './form/Fields';
import { email, required, useForm } from './form/useForm';

interface LoginValues extends Record<string, string | boolean> {
  email: string;
  password: string;
  remember: boolean;
}

const DEMO_ACCOUNTS = [
  { email: 'admin@demo.com', password: 'admin', roleKey: 'auth.roleAdmin', color: 'purple' },
  { email: 'agent@demo.com', password: 'agent', roleKey: 'auth.roleAgent', color: 'blue' },
  { email: 'client@demo.com', password: 'client', roleKey: 'auth.roleClient', color: 'green' },
];

export function LoginPage() {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const auth = useSelector(selectAuthState);
  const userData = useSelector(selectAuthUser);
  const organization = useSelector(selectOrganization);
  const rules = useMemo(
    () => ({
      email: [required<LoginValues>(t('auth.emailRequired')), email<LoginValues>(t('auth.emailInvalid'))],
      password: [required<LoginValues>(t('auth.passwordRequired'))],
    }),
    [t],
  );
  const form = useForm<LoginValues>({ email: '', password: '', remember: true }, rules);
  const { setErrors } = form;

  // Server field errors (e.g. 'Email or Password is Invalid') go under the field they name.
  useEffect(() => {
    if (auth.status !== 'error' || !auth.error) return;
    setErrors({ email: auth.error.email, password: auth.error.password });
  }, [auth.status, auth.error, setErrors]);

  useEffect(() => {
    if (!userData) return;
    // '/' is where an unknown visitor arrives, not a destination: start them on their role's home.
    navigate(returnPathOf(location.state, location.search) ?? homeRouteFor(userData), { replace: true });
  }, [userData, location.state, location.search, navigate]);

  const generalError = auth.status === 'error' && auth.error?.form;

  return (
    <AuthFrame title={t('auth.welcome', { name: organization.name })} subtitle={t('auth.signInSubtitle')}>
      {generalError ? <Notice kind="error">{t('auth.somethingWrong')}</Notice> : null}
      {!generalError && sessionExpired(location.search) ? <Notice kind="error">{t('auth.sessionEnded')}</Notice> : null}
      <form
        noValidate
        data-testid="login-form"
        onSubmit={form.handleSubmit((values) => dispatch(loginRequested({ email: values.email, password: values.password })))}
      >
        <TextField
          {...form.field('email')}
          label={t('auth.email')}
          type="email"
          autoComplete="email"
          autoFocus
          placeholder="admin@demo.com"
          value={form.values.email}
        />
        <PasswordField
          {...form.field('password')}
          label={t('auth.password')}
          autoComplete="current-password"
          placeholder="••••••••"
          value={form.values.password}
        />
        <div className="auth-row">
          <CheckboxField {...form.field('remember')} label={t('auth.rememberMe')} checked={form.values.remember} />
          <Link className="auth-link" to="/forgot-password">{t('auth.forgotPassword')}</Link>
        </div>
        <SubmitButton loading={auth.status === 'loading'}>{t('auth.signIn')}</SubmitButton>
      </form>
      <p className="auth-center">
        {t('auth.newHere')} <Link className="auth-link" to="/register">{t('auth.createAccount')}</Link>
      </p>
      <div className="auth-divider">{t('auth.demoAccounts')}</div>
      <p className="auth-hint">{t('auth.demoAccountsHint')}</p>
      <p className="auth-hint" data-testid="demo-data-note">{t('auth.demoDataNote')}</p>
      <div className="auth-demo">
        {DEMO_ACCOUNTS.map((account) => (
          <button
            key={account.email}
            type="button"
            className="plain-button"
            onClick={() => {
              form.setValues((values) => ({ ...values, email: account.email, password: account.password }));
              form.setErrors({});
            }}
          >
            <span>{account.email} / {account.password}</span>
            <span className={`auth-tag auth-tag-${account.color}`}>{t(account.roleKey)}</span>
          </button>
        ))}
      </div>
    </AuthFrame>
  );
}
