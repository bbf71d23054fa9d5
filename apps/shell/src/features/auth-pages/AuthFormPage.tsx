// The sign-up, forgot-password and reset-password pages: each one of @live-agent/auth/forms' forms in the sign-in
// pages' frame, with its heading and the name its browser tab shows. One module: the router loads it once for the
// three (app/router.tsx).
import { ForgotPasswordForm, RegisterForm, ResetPasswordForm, useAuthFormsTranslation } from '@live-agent/auth/forms';
import { AuthFrame } from './AuthFrame';

const PAGES = {
  register: { tab: 'signUp', title: 'registerTitle', subtitle: 'registerSubtitle', Form: RegisterForm },
  forgotPassword: { tab: 'forgotTitle', title: 'forgotTitle', subtitle: 'forgotSubtitle', Form: ForgotPasswordForm },
  resetPassword: { tab: 'resetTitle', title: 'resetTitle', subtitle: 'resetSubtitle', Form: ResetPasswordForm },
} as const;

export default function AuthFormPage({ page }: { page: keyof typeof PAGES }) {
  const { t } = useAuthFormsTranslation();
  const { tab, title, subtitle, Form } = PAGES[page];
  return (
    <AuthFrame tab={t(tab)} title={t(title)} subtitle={t(subtitle)}>
      <Form />
    </AuthFrame>
  );
}
