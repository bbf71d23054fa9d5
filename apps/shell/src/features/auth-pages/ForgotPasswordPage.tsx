import { ForgotPasswordForm, useAuthFormsTranslation } from '@live-agent/auth/forms';
import { AuthFrame } from './AuthFrame';

export default function ForgotPasswordPage() {
  const { t } = useAuthFormsTranslation();
  return (
    <AuthFrame tab={t('forgotTitle')} title={t('forgotTitle')} subtitle={t('forgotSubtitle')}>
      <ForgotPasswordForm />
    </AuthFrame>
  );
}
