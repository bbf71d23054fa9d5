// Sign-in: the shared form (@live-agent/auth/forms) in the shell's frame. Part of the first load.
import { useSelector } from 'react-redux';
import { LoginForm, useAuthFormsTranslation } from '@live-agent/auth/forms';
import { selectOrganization } from '../organization';
import { AuthFrame } from './AuthFrame';

export function LoginPage() {
  const { t } = useAuthFormsTranslation();
  const organization = useSelector(selectOrganization);
  return (
    <AuthFrame tab={t('signIn')} title={t('welcome', { name: organization.name })} subtitle={t('signInSubtitle')}>
      <LoginForm />
    </AuthFrame>
  );
}
