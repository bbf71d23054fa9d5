// A showcase page's examples, each a card with its title, description and own source (Example.tsx), in the order
// given. The UI, form element, chart and extension pages list theirs through this one component.
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { Example } from './Example';
import { ShowcasePage } from './ShowcasePage';

export interface ShowcaseExample {
  id: string;
  Demo: ComponentType;
  source: string;
}

/** A page's name in the URL as its strings' key: `drag-drop` → `dragDrop`. */
export const stringsKey = (name: string) => name.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase());

/** The keys of an example's title and description in the remote's strings. */
export type ExampleStrings = (id: string) => { title: string; description: string };

/** `<prefix>.<id>.title` and `<prefix>.<id>.description`. */
export const nestedStrings =
  (prefix: string): ExampleStrings =>
  (id) => ({ title: `${prefix}.${id}.title`, description: `${prefix}.${id}.description` });

/** `<prefix>.<id>Title` and `<prefix>.<id>Description` (the extensions' strings). */
export const flatStrings =
  (prefix: string): ExampleStrings =>
  (id) => ({ title: `${prefix}.${id}Title`, description: `${prefix}.${id}Description` });

export function ExampleList({ strings, examples }: { strings: ExampleStrings; examples: ShowcaseExample[] }) {
  const { t } = useTranslation(NAMESPACE);
  return examples.map(({ id, Demo, source }) => {
    const keys = strings(id);
    return (
      <Example key={id} title={t(keys.title)} description={t(keys.description)} source={source}>
        <Demo />
      </Example>
    );
  });
}

/** What a showcase page made of its examples alone says: its title, its subtitle, where its examples' texts are. */
export interface ExamplesPageTexts {
  title: string;
  subtitle: string;
  strings: ExampleStrings;
  columns?: 1 | 2;
}

/** A showcase page made of its examples alone (ShowcasePage.tsx, ExampleList). */
export function showcaseExamplesPage(
  { title, subtitle, strings, columns = 2 }: ExamplesPageTexts,
  examples: ShowcaseExample[],
) {
  return function ExamplesPage() {
    const { t } = useTranslation(NAMESPACE);
    return (
      <ShowcasePage title={t(title)} subtitle={t(subtitle)} columns={columns}>
        <ExampleList strings={strings} examples={examples} />
      </ShowcasePage>
    );
  };
}

/**
 * A page of the forms or maps showcase, in one column: its title `screens.<screen>`, its subtitle `<strings>.subtitle`
 * and its examples' texts `<strings>.<id>Title` and `<strings>.<id>Description`.
 */
export const examplesPage = (screen: string, strings: string, examples: ShowcaseExample[]) =>
  showcaseExamplesPage(
    { title: `screens.${screen}`, subtitle: `${strings}.subtitle`, strings: flatStrings(strings), columns: 1 },
    examples,
  );
