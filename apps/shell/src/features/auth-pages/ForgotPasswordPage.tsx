// The demo has no mail server: the page validates the address and confirms, as a real one would.
import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from './AuthFrame';
import { Notice, SubmitButton, TextField } from './form/Fields';
import { email, required, useForm } from './form/useForm';

export default function ForgotPasswordPage() {
  const { t } = useTranslation('shell');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const rules = useMemo(() => ({ email: [required<{ email: string }>(t('auth.emailRequired')), email<{ email: string }>(t('auth.emailInvalid'))] }), [t]);
  const form = useForm({ email: '' }, rules);
  return (
    <AuthFrame title={t('auth.forgotTitle')} subtitle={t('auth.forgotSubtitle')}>
      {sentTo ? <Notice kind="success">{t('auth.resetLinkSent', { email: sentTo })}</Notice> : null}
      <form noValidate onSubmit={form.handleSubmit((values) => setSentTo(values.email))}>
        <TextField {...form.field('email')} label={t('auth.email')} type="email" autoComplete="email" autoFocus value={form.values.email} />
        <SubmitButton>{t('auth.sendResetLink')}</SubmitButton>
      </form>
      <p className="auth-center">
        <Link className="auth-link" to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </AuthFrame>
  );
}
