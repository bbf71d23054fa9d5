// One form element's showcase page (`/forms/elements/:name`, docs/architecture.md, The showcase): its examples are a
// module of their own per element, loaded when the page is visited, so a mask or a transfer costs only its page.
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundPage, PageSpinner } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { FORM_ELEMENTS, isOneOf, type FormElementName } from '../../shared/showcase/catalog';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';
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
  const { t } = useTranslation(NAMESPACE);
  const { name } = useParams();
  if (!isOneOf(FORM_ELEMENTS, name)) return <NotFoundPage />;
  const Examples = ELEMENTS[name];
  return (
    <ShowcasePage title={t(`formElements.names.${name}`)} subtitle={t(`formElements.${name}.subtitle`)}>
      <Suspense fallback={<PageSpinner />}>
        <Examples />
      </Suspense>
    </ShowcasePage>
  );
}
