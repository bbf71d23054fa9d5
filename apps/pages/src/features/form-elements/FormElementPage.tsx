// One form element's showcase page (`/forms/elements/:name`, docs/architecture.md, The showcase): its examples are a
// module of their own per element, loaded when the page is visited, so a mask or a transfer costs only its page.
import { FORM_ELEMENTS, type FormElementName } from '../../shared/showcase/catalog';
import { nestedStrings, type ShowcaseExample } from '../../shared/showcase/ExampleList';
import { FamilyPage, lazyExamples } from '../../shared/showcase/FamilyPage';
import './form-elements.css';

const MODULES: Record<FormElementName, () => Promise<{ default: ShowcaseExample[] }>> = {
  input: () => import('./elements/InputExamples'),
  'input-group': () => import('./elements/InputGroupExamples'),
  'input-mask': () => import('./elements/InputMaskExamples'),
  textarea: () => import('./elements/TextareaExamples'),
  checkbox: () => import('./elements/CheckboxExamples'),
  radio: () => import('./elements/RadioExamples'),
  switch: () => import('./elements/SwitchExamples'),
  select: () => import('./elements/SelectExamples'),
  number: () => import('./elements/NumberExamples'),
  'date-time': () => import('./elements/DateTimeExamples'),
  cascader: () => import('./elements/CascaderExamples'),
  transfer: () => import('./elements/TransferExamples'),
  upload: () => import('./elements/UploadExamples'),
};

/** Each element's examples, titled and described by `formElements.<element>.<example>`. */
const ELEMENTS = lazyExamples(
  FORM_ELEMENTS,
  (name) => MODULES[name](),
  (name) => nestedStrings(`formElements.${name}`),
);

export default function FormElementPage() {
  return (
    <FamilyPage
      param="name"
      names={FORM_ELEMENTS}
      examples={ELEMENTS}
      header={(name) => ({ title: `formElements.names.${name}`, subtitle: `formElements.${name}.subtitle` })}
    />
  );
}
