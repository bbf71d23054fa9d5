// The validation showcase (docs/architecture.md, The showcase): sync rules from the contracts' schemas and an async
// rule answered by the demo API (docs/demo-api.md, Forms showcase), each message by its field, translated.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { Example } from '../../shared/showcase/Example';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';
import { SignupForm } from './validation/SignupForm';
import signupFormSource from './validation/SignupForm.tsx?raw';
import './forms.css';

export default function ValidationPage() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <ShowcasePage title={t('screens.formValidation')} subtitle={t('formsShowcase.validation.subtitle')} columns={1}>
      <Example
        title={t('formsShowcase.validation.title')}
        description={t('formsShowcase.validation.description')}
        source={signupFormSource}
      >
        <SignupForm />
      </Example>
    </ShowcasePage>
  );
}
