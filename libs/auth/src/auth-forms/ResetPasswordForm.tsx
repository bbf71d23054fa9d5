// A new password: the rule of every new password (registering, changing it: contracts' isStrongPassword), typed twice. The demo has no reset tokens to check,
// so a valid pair is accepted and the form confirms.
import { useMemo, useState } from 'react';
import { Notice, OtherFormLink, PasswordField, SubmitButton } from './Fields';
import { SHELL_AUTH_LINKS, type AuthFormLinks } from './links';
import { useAuthFormsTranslation } from './strings';
import { newPassword, required, useForm, type Rule } from './useForm';

type ResetValues = { password: string; confirm: string };

export function ResetPasswordForm({ links = SHELL_AUTH_LINKS }: { links?: AuthFormLinks }) {
  const { t } = useAuthFormsTranslation();
  const [done, setDone] = useState(false);
  const rules = useMemo(() => {
    const matches: Rule<ResetValues> = (value, values) =>
      !value || value === values.password ? null : t('passwordsMismatch');
    return {
      password: [required<ResetValues>(t('passwordRequired')), newPassword<ResetValues>(t('rules.passwordRules'))],
      confirm: [required<ResetValues>(t('passwordRequired')), matches],
    };
  }, [t]);
  const form = useForm<ResetValues>({ password: '', confirm: '' }, rules);
  return (
    <>
      {done ? <Notice kind="success">{t('passwordReset')}</Notice> : null}
      <form noValidate data-testid="reset-password-form" onSubmit={form.handleSubmit(() => setDone(true))}>
        <PasswordField {...form.field('password')} label={t('newPassword')} autoComplete="new-password" autoFocus />
        <PasswordField {...form.field('confirm')} label={t('confirmPassword')} autoComplete="new-password" />
        <SubmitButton>{t('setNewPassword')}</SubmitButton>
      </form>
      <OtherFormLink to={links.login}>{t('backToLogin')}</OtherFormLink>
    </>
  );
}
