import { ResetPasswordForm, useAuthFormsTranslation } from '@live-agent/auth/forms';
import { AuthFrame } from './AuthFrame';

export default function ResetPasswordPage() {
  const { t } = useAuthFormsTranslation();
  return (
    <AuthFrame tab={t('resetTitle')} title={t('resetTitle')} subtitle={t('resetSubtitle')}>
      <ResetPasswordForm />
    </AuthFrame>
  );
}
