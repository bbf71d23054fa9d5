// An element's examples as the page's cards: each titled and described from the element's strings
// (`formElements.<element>.<example>.title` / `.description`), with its own source.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { Example } from '../../shared/showcase/Example';

export interface ElementExample {
  id: string;
  Component: ComponentType;
  source: string;
}

export function ElementExamples({ element, examples }: { element: string; examples: ElementExample[] }) {
  const { t } = useTranslation(NAMESPACE);
  return examples.map(({ id, Component, source }) => (
    <Example
      key={id}
      title={t(`formElements.${element}.${id}.title`)}
      description={t(`formElements.${element}.${id}.description`)}
      source={source}
    >
      <Component />
    </Example>
  ));
}
