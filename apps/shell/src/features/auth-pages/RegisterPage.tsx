// Register (docs/demo-api.md, auth): duplicate email/username come back as field errors and show under their field.
import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, useNavigate } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { homeRouteFor, registerRequested, selectAuthState, selectAuthUser } from '@live-agent/auth';
import { AuthFrame } from './AuthFrame';
import { CheckboxField, PasswordField, SubmitButton, TextField } from './form/Fields';
import { email, minLength, pattern, required, useForm, type Rule } from './form/useForm';

interface RegisterValues extends Record<string, string | boolean> {
  username: string;
  email: string;
  password: string;
  terms: boolean;
}

export default function RegisterPage() {
  const { t } = useTranslation('shell');
  const dispatch = useDispatch();
  const navigate = useNavigate();
  const auth = useSelector(selectAuthState);
  const userData = useSelector(selectAuthUser);
  const rules = useMemo(() => {
    const accepted: Rule<RegisterValues> = (_value, values) => (values.terms ? null : t('auth.acceptTermsRequired'));
    return {
      username: [required<RegisterValues>(t('auth.usernameRequired')), pattern<RegisterValues>(/^[A-Za-z0-9._-]{3,20}$/, t('auth.usernameInvalid'))],
      email: [required<RegisterValues>(t('auth.emailRequired')), email<RegisterValues>(t('auth.emailInvalid'))],
      password: [required<RegisterValues>(t('auth.passwordRequired')), minLength<RegisterValues>(6, t('auth.passwordTooShort', { min: 6 }))],
      terms: [accepted],
    };
  }, [t]);
  const form = useForm<RegisterValues>({ username: '', email: '', password: '', terms: false }, rules);
  const { setErrors } = form;

  useEffect(() => {
    if (auth.status !== 'error' || !auth.error) return;
    setErrors({ email: auth.error.email, username: auth.error.username });
  }, [auth.status, auth.error, setErrors]);

  useEffect(() => {
    if (userData) navigate(homeRouteFor(userData), { replace: true });
  }, [userData, navigate]);

  return (
    <AuthFrame title={t('auth.registerTitle')} subtitle={t('auth.registerSubtitle')}>
      <form
        noValidate
        data-testid="register-form"
        onSubmit={form.handleSubmit(({ username, email: address, password }) =>
          dispatch(registerRequested({ username, email: address, password })),
        )}
      >
        <TextField {...form.field('username')} label={t('auth.username')} autoComplete="username" autoFocus placeholder="johndoe" value={form.values.username} />
        <TextField {...form.field('email')} label={t('auth.email')} type="email" autoComplete="email" placeholder="john@example.com" value={form.values.email} />
        <PasswordField {...form.field('password')} label={t('auth.password')} autoComplete="new-password" placeholder="••••••••" value={form.values.password} />
        <CheckboxField {...form.field('terms')} label={t('auth.acceptTerms')} checked={form.values.terms} />
        <SubmitButton loading={auth.status === 'loading'}>{t('auth.signUp')}</SubmitButton>
      </form>
      <p className="auth-center">
        {t('auth.haveAccount')} <Link className="auth-link" to="/login">{t('auth.signInInstead')}</Link>
      </p>
    </AuthFrame>
  );
}
