// The examples of one UI page, each titled and described from `uiShowcase.<page>.<id>` in the page's language
// (shared/showcase/ExampleList.tsx).
import {
  ExampleList as ShowcaseExampleList,
  nestedStrings,
  type ShowcaseExample,
} from '../../shared/showcase/ExampleList';
import './ui.css';

export type UiExample = ShowcaseExample;

export function ExampleList({ page, examples }: { page: string; examples: UiExample[] }) {
  return <ShowcaseExampleList strings={nestedStrings(`uiShowcase.${page}`)} examples={examples} />;
}
