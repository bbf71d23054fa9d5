// The wizard showcase (docs/architecture.md, The showcase): a sign-up in steps, each checked before the next,
// sent to the demo API (docs/demo-api.md, Forms showcase).
import { examplesPage } from '../../shared/showcase/ExampleList';
import { SignupWizard } from './wizard/SignupWizard';
import signupWizardSource from './wizard/SignupWizard.tsx?raw';
import './forms.css';

export default examplesPage('formWizard', 'formsShowcase.wizard', [
  { id: 'example', Demo: SignupWizard, source: signupWizardSource },
]);
