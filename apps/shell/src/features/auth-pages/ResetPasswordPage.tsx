import { useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { AuthFrame } from './AuthFrame';
import { Notice, PasswordField, SubmitButton } from './form/Fields';
import { minLength, required, useForm, type Rule } from './form/useForm';

type ResetValues = { password: string; confirm: string };

export default function ResetPasswordPage() {
  const { t } = useTranslation('shell');
  const [done, setDone] = useState(false);
  const rules = useMemo(() => {
    const matches: Rule<ResetValues> = (value, values) => (!value || value === values.password ? null : t('auth.passwordsMismatch'));
    return {
      password: [required<ResetValues>(t('auth.passwordRequired')), minLength<ResetValues>(6, t('auth.passwordTooShort', { min: 6 }))],
      confirm: [required<ResetValues>(t('auth.passwordRequired')), matches],
    };
  }, [t]);
  const form = useForm<ResetValues>({ password: '', confirm: '' }, rules);
  return (
    <AuthFrame title={t('auth.resetTitle')} subtitle={t('auth.resetSubtitle')}>
      {done ? <Notice kind="success">{t('auth.passwordReset')}</Notice> : null}
      <form noValidate onSubmit={form.handleSubmit(() => setDone(true))}>
        <PasswordField {...form.field('password')} label={t('auth.newPassword')} autoComplete="new-password" autoFocus value={form.values.password} />
        <PasswordField {...form.field('confirm')} label={t('auth.confirmPassword')} autoComplete="new-password" value={form.values.confirm} />
        <SubmitButton>{t('auth.setNewPassword')}</SubmitButton>
      </form>
      <p className="auth-center">
        <Link className="auth-link" to="/login">{t('auth.backToLogin')}</Link>
      </p>
    </AuthFrame>
  );
}
