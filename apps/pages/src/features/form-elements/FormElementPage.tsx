// One form element's showcase page (`/forms/elements/:name`, docs/architecture.md, The showcase): its examples are a
// module of their own per element, loaded when the page is visited, so a mask or a transfer costs only its page.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { FORM_ELEMENTS, type FormElementName } from '../../shared/showcase/catalog';
import { FamilyPage } from '../../shared/showcase/FamilyPage';
import './form-elements.css';

const ELEMENTS: Record<FormElementName, LazyExoticComponent<ComponentType>> = {
  input: lazy(() => import('./elements/InputExamples')),
  'input-group': lazy(() => import('./elements/InputGroupExamples')),
  'input-mask': lazy(() => import('./elements/InputMaskExamples')),
  textarea: lazy(() => import('./elements/TextareaExamples')),
  checkbox: lazy(() => import('./elements/CheckboxExamples')),
  radio: lazy(() => import('./elements/RadioExamples')),
  switch: lazy(() => import('./elements/SwitchExamples')),
  select: lazy(() => import('./elements/SelectExamples')),
  number: lazy(() => import('./elements/NumberExamples')),
  'date-time': lazy(() => import('./elements/DateTimeExamples')),
  cascader: lazy(() => import('./elements/CascaderExamples')),
  transfer: lazy(() => import('./elements/TransferExamples')),
  upload: lazy(() => import('./elements/UploadExamples')),
};

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
