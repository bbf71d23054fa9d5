// The examples of one UI page, each titled and described from `uiShowcase.<page>.<id>` in the page's language
// (shared/showcase/Example.tsx shows each with its own source).
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { Example } from '../../shared/showcase/Example';
import './ui.css';

export interface UiExample {
  id: string;
  Demo: ComponentType;
  source: string;
}

export function ExampleList({ page, examples }: { page: string; examples: UiExample[] }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      {examples.map(({ id, Demo, source }) => (
        <Example
          key={id}
          title={t(`uiShowcase.${page}.${id}.title`)}
          description={t(`uiShowcase.${page}.${id}.description`)}
          source={source}
        >
          <Demo />
        </Example>
      ))}
    </>
  );
}
