// /ui/components/:name — one antd component's examples. Each name's examples are their own chunk
// (componentExamples.ts), loaded when that name is opened, so "buttons" does not bring the other components' code
// (docs/architecture.md, "How the page stays light").
import { UI_COMPONENTS } from '../../shared/showcase/catalog';
import { nestedStrings } from '../../shared/showcase/ExampleList';
import { FamilyPage, lazyExamples } from '../../shared/showcase/FamilyPage';
import { COMPONENT_EXAMPLES } from './componentExamples';
import './ui.css';

/** Each component's examples, titled and described by `uiShowcase.<component>.<example>`. */
const EXAMPLES = lazyExamples(
  UI_COMPONENTS,
  (name) => COMPONENT_EXAMPLES[name](),
  (name) => nestedStrings(`uiShowcase.${name}`),
);

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
