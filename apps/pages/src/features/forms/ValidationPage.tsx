// The validation showcase (docs/architecture.md, The showcase): sync rules from the contracts' schemas and an async
// rule answered by the demo API (docs/demo-api.md, Forms showcase), each message by its field, translated.
import { examplesPage } from '../../shared/showcase/ExampleList';
import { SignupForm } from './validation/SignupForm';
import signupFormSource from './validation/SignupForm.tsx?raw';
import './forms.css';

export default examplesPage('formValidation', 'formsShowcase.validation', [
  { id: 'example', Demo: SignupForm, source: signupFormSource },
]);
