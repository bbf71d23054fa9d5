import { RegisterForm, useAuthFormsTranslation } from '@live-agent/auth/forms';
import { AuthFrame } from './AuthFrame';

export default function RegisterPage() {
  const { t } = useAuthFormsTranslation();
  return (
    <AuthFrame tab={t('signUp')} title={t('registerTitle')} subtitle={t('registerSubtitle')}>
      <RegisterForm />
    </AuthFrame>
  );
}
