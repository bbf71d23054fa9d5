// Register (docs/demo-api.md, auth): duplicate email/username come back as field errors and show under their
// field; a new account is signed in and lands on its role's home. The username, e-mail and password rules are the
// API's (contracts' isUsername, isEmail and isStrongPassword, which its register schema checks with), and so are
// their words (`rules.*`, contracts' RULE_TEXTS).
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { registerRequested, selectAuthState } from '@live-agent/auth';
import { CheckboxField, EmailField, OtherFormLink, PasswordField, SubmitButton, TextField } from './Fields';
import { SHELL_AUTH_LINKS } from './links';
import type { AuthFormProps } from './LoginForm';
import { useAuthFormsTranslation } from './strings';
import { isUsername } from '@live-agent/contracts';
import { email, format, newPassword, required, useForm, type Rule } from './useForm';
import { useLeaveWhenSignedIn } from './useLeaveWhenSignedIn';

export interface RegisterValues extends Record<string, string | boolean> {
  username: string;
  email: string;
  password: string;
  terms: boolean;
}

/** The register form's rules, with messages from `t` (the forms' namespace): one place for the form and its tests. */
export function registerRules(t: (key: string, options?: Record<string, unknown>) => string) {
  const accepted: Rule<RegisterValues> = (_value, values) => (values.terms ? null : t('acceptTermsRequired'));
  return {
    username: [
      required<RegisterValues>(t('usernameRequired')),
      format<RegisterValues>(isUsername, t('rules.username')),
    ],
    email: [required<RegisterValues>(t('emailRequired')), email<RegisterValues>(t('rules.email'))],
    password: [required<RegisterValues>(t('passwordRequired')), newPassword<RegisterValues>(t('rules.passwordRules'))],
    terms: [accepted],
  };
}

export function RegisterForm({ links = SHELL_AUTH_LINKS, whenSignedIn = 'leave' }: AuthFormProps) {
  const { t } = useAuthFormsTranslation();
  const dispatch = useDispatch();
  const auth = useSelector(selectAuthState);
  const rules = useMemo(() => registerRules(t), [t]);
  const form = useForm<RegisterValues>({ username: '', email: '', password: '', terms: false }, rules);
  const { setErrors } = form;
  const markSent = useLeaveWhenSignedIn(whenSignedIn);

  useEffect(() => {
    if (auth.status !== 'error' || !auth.error) return;
    setErrors({ email: auth.error.email, username: auth.error.username, password: auth.error.password });
  }, [auth.status, auth.error, setErrors]);

  return (
    <>
      <form
        noValidate
        data-testid="register-form"
        onSubmit={form.handleSubmit(({ username, email: address, password }) => {
          markSent();
          dispatch(registerRequested({ username, email: address, password }));
        })}
      >
        <TextField
          {...form.field('username')}
          label={t('username')}
          autoComplete="username"
          autoFocus
          placeholder="johndoe"
        />
        <EmailField {...form.field('email')} placeholder="john@example.com" />
        <PasswordField
          {...form.field('password')}
          label={t('password')}
          autoComplete="new-password"
          placeholder="••••••••"
        />
        <CheckboxField {...form.field('terms')} label={t('acceptTerms')} />
        <SubmitButton loading={auth.status === 'loading'}>{t('signUp')}</SubmitButton>
      </form>
      <OtherFormLink lead={t('haveAccount')} to={links.login}>
        {t('signInInstead')}
      </OtherFormLink>
    </>
  );
}
