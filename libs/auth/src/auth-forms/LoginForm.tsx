// Sign-in (docs/demo-api.md, auth): validation on the client first, the server's field error under its field,
// then the user lands where they were going or where their role starts (admin and agent: dashboard, client:
// access control). The shell's /login and the pages remote's variants render this same form.
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useLocation } from 'react-router-dom';
import { loginRequested, selectAuthState } from '@live-agent/auth';
import { CheckboxField, EmailField, Notice, OtherFormLink, PasswordField, SubmitButton } from './Fields';
import { SHELL_AUTH_LINKS, type AuthFormLinks } from './links';
import { returnPathOf, sessionExpired } from './returnPath';
import { useAuthFormsTranslation } from './strings';
import { email, required, useForm } from './useForm';
import { useLeaveWhenSignedIn, type SignedInBehaviour } from './useLeaveWhenSignedIn';

export interface LoginValues extends Record<string, string | boolean> {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * The sign-in form's rules: a malformed e-mail is refused by the API's e-mail rule in its words (`rules.email`), as
 * the server refuses it; the password only has to be there (the seeded demo accounts' are short).
 */
export function loginRules(t: (key: string) => string) {
  return {
    email: [required<LoginValues>(t('emailRequired')), email<LoginValues>(t('rules.email'))],
    password: [required<LoginValues>(t('passwordRequired'))],
  };
}

const DEMO_ACCOUNTS = [
  { email: 'admin@demo.com', password: 'admin', roleKey: 'roleAdmin', color: 'purple' },
  { email: 'agent@demo.com', password: 'agent', roleKey: 'roleAgent', color: 'blue' },
  { email: 'client@demo.com', password: 'client', roleKey: 'roleClient', color: 'green' },
] as const;

export interface AuthFormProps {
  links?: AuthFormLinks;
  /** What happens when a user is signed in: leave for their home (the shell's pages) or stay (a demo variant). */
  whenSignedIn?: SignedInBehaviour;
}

export function LoginForm({ links = SHELL_AUTH_LINKS, whenSignedIn = 'leave' }: AuthFormProps) {
  const { t } = useAuthFormsTranslation();
  const dispatch = useDispatch();
  const location = useLocation();
  const auth = useSelector(selectAuthState);
  const rules = useMemo(() => loginRules(t), [t]);
  const form = useForm<LoginValues>({ email: '', password: '', remember: true }, rules);
  const { setErrors } = form;
  const markSent = useLeaveWhenSignedIn(whenSignedIn, returnPathOf(location.state, location.search));

  // Server field errors (e.g. 'Email or Password is Invalid') go under the field they name.
  useEffect(() => {
    if (auth.status !== 'error' || !auth.error) return;
    setErrors({ email: auth.error.email, password: auth.error.password });
  }, [auth.status, auth.error, setErrors]);

  const generalError = auth.status === 'error' && auth.error?.form;

  return (
    <>
      {generalError ? <Notice kind="error">{t('somethingWrong')}</Notice> : null}
      {!generalError && sessionExpired(location.search) ? <Notice kind="error">{t('sessionEnded')}</Notice> : null}
      <form
        noValidate
        data-testid="login-form"
        onSubmit={form.handleSubmit((values) => {
          markSent();
          dispatch(loginRequested({ email: values.email, password: values.password }));
        })}
      >
        <EmailField {...form.field('email')} autoFocus placeholder="admin@demo.com" />
        <PasswordField
          {...form.field('password')}
          label={t('password')}
          autoComplete="current-password"
          placeholder="••••••••"
        />
        <div className="auth-row">
          <CheckboxField {...form.field('remember')} label={t('rememberMe')} />
          <Link className="auth-link" to={links.forgotPassword}>
            {t('forgotPassword')}
          </Link>
        </div>
        <SubmitButton loading={auth.status === 'loading'}>{t('signIn')}</SubmitButton>
      </form>
      <OtherFormLink lead={t('newHere')} to={links.register}>
        {t('createAccount')}
      </OtherFormLink>
      <div className="auth-divider">{t('demoAccounts')}</div>
      <p className="auth-hint">{t('demoAccountsHint')}</p>
      <p className="auth-hint" data-testid="demo-data-note">
        {t('demoDataNote')}
      </p>
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
            <span>
              {account.email} / {account.password}
            </span>
            <span className={`auth-tag auth-tag-${account.color}`}>{t(account.roleKey)}</span>
          </button>
        ))}
      </div>
    </>
  );
}
