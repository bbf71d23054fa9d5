// /ui/components/:name — one antd component's examples. Each name's examples are their own chunk
// (componentExamples.ts), loaded when that name is opened, so "buttons" does not bring the other components' code
// (docs/architecture.md, "How the page stays light").
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { UI_COMPONENTS, type UiComponentName } from '../../shared/showcase/catalog';
import { FamilyPage } from '../../shared/showcase/FamilyPage';
import { COMPONENT_EXAMPLES } from './componentExamples';

type Examples = LazyExoticComponent<ComponentType>;

const EXAMPLES = Object.fromEntries(
  Object.entries(COMPONENT_EXAMPLES).map(([name, load]) => [name, lazy(load)]),
) as Record<UiComponentName, Examples>;

export default function ComponentPage() {
  return (
    <FamilyPage
      param="name"
      names={UI_COMPONENTS}
      examples={EXAMPLES}
      header={(name) => ({ title: `uiShowcase.${name}.title`, subtitle: `uiShowcase.${name}.intro` })}
    />
  );
}
