// /ui/components/:name — one antd component's examples. Each name's examples are their own chunk
// (componentExamples.ts), loaded when that name is opened, so "buttons" does not bring the other components' code
// (docs/architecture.md, "How the page stays light").
import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundPage, PageSpinner } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { UI_COMPONENTS, isOneOf, type UiComponentName } from '../../shared/showcase/catalog';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';
import { COMPONENT_EXAMPLES } from './componentExamples';

type Examples = LazyExoticComponent<ComponentType>;

const EXAMPLES = Object.fromEntries(
  Object.entries(COMPONENT_EXAMPLES).map(([name, load]) => [name, lazy(load)]),
) as Record<UiComponentName, Examples>;

export default function ComponentPage() {
  const { t } = useTranslation(NAMESPACE);
  const { name } = useParams();
  if (!isOneOf(UI_COMPONENTS, name)) return <NotFoundPage />;
  const Examples = EXAMPLES[name];
  return (
    <ShowcasePage title={t(`uiShowcase.${name}.title`)} subtitle={t(`uiShowcase.${name}.intro`)}>
      <Suspense fallback={<PageSpinner />}>
        <Examples />
      </Suspense>
    </ShowcasePage>
  );
}
