// The wizard showcase (docs/architecture.md, The showcase): a sign-up in steps, each checked before the next,
// sent to the demo API (docs/demo-api.md, Forms showcase).
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { Example } from '../../shared/showcase/Example';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';
import { SignupWizard } from './wizard/SignupWizard';
import signupWizardSource from './wizard/SignupWizard.tsx?raw';
import './forms.css';

export default function WizardPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('screens.formWizard')} subtitle={t('formsShowcase.wizard.subtitle')} columns={1}>
      <Example
        title={t('formsShowcase.wizard.title')}
        description={t('formsShowcase.wizard.description')}
        source={signupWizardSource}
      >
        <SignupWizard />
      </Example>
    </ShowcasePage>
  );
}
