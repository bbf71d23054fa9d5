// The demo has no mail server: the form validates the address and confirms, as a real one would.
import { useMemo, useState } from 'react';
import { EmailField, Notice, OtherFormLink, SubmitButton } from './Fields';
import { SHELL_AUTH_LINKS, type AuthFormLinks } from './links';
import { useAuthFormsTranslation } from './strings';
import { email, required, useForm } from './useForm';

type ForgotValues = { email: string };

export function ForgotPasswordForm({ links = SHELL_AUTH_LINKS }: { links?: AuthFormLinks }) {
  const { t } = useAuthFormsTranslation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const rules = useMemo(
    () => ({ email: [required<ForgotValues>(t('emailRequired')), email<ForgotValues>(t('rules.email'))] }),
    [t],
  );
  const form = useForm<ForgotValues>({ email: '' }, rules);
  return (
    <>
      {sentTo ? <Notice kind="success">{t('resetLinkSent', { email: sentTo })}</Notice> : null}
      <form
        noValidate
        data-testid="forgot-password-form"
        onSubmit={form.handleSubmit((values) => setSentTo(values.email))}
      >
        <EmailField {...form.field('email')} autoFocus />
        <SubmitButton>{t('sendResetLink')}</SubmitButton>
      </form>
      <OtherFormLink to={links.login}>{t('backToLogin')}</OtherFormLink>
    </>
  );
}
