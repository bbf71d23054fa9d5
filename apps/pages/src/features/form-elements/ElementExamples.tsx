// An element's examples as the page's cards: each titled and described from the element's strings
// (`formElements.<element>.<example>.title` / `.description`), with its own source (shared/showcase/ExampleList.tsx).
import { ExampleList, nestedStrings, type ShowcaseExample } from '../../shared/showcase/ExampleList';

export function ElementExamples({ element, examples }: { element: string; examples: ShowcaseExample[] }) {
  return <ExampleList strings={nestedStrings(`formElements.${element}`)} examples={examples} />;
}
