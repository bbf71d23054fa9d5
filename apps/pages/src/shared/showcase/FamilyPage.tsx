// A parameterised showcase page (`/ui/components/:name`, `/forms/elements/:name`, `/charts/:family`): a name outside
// its family's list is Not Found; any other shows its header at once and its examples, a chunk of their own, under
// a spinner until they are in (docs/architecture.md, "The showcase").
import { lazy, Suspense, type ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundPage, PageSpinner } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { isOneOf } from './catalog';
import { ExampleList, type ExampleStrings, type ShowcaseExample } from './ExampleList';
import { ShowcasePage } from './ShowcasePage';

export interface FamilyPageProps<T extends string> {
  /** The route's parameter that names the page. */
  param: string;
  names: readonly T[];
  /** Each name's examples, loaded when first drawn (`lazy`). */
  examples: Record<T, ComponentType>;
  /** The keys of the page's title and subtitle, and its columns (two unless said). */
  header: (name: T) => { title: string; subtitle: string; columns?: 1 | 2 };
}

/**
 * A family's examples as FamilyPage draws them: each name's module (`load`, a chunk of its own, loaded when the name
 * is first drawn) lists its examples, titled and described by `strings(name)`.
 */
export function lazyExamples<T extends string>(
  names: readonly T[],
  load: (name: T) => Promise<{ default: ShowcaseExample[] }>,
  strings: (name: T) => ExampleStrings,
): Record<T, ComponentType> {
  const examples = {} as Record<T, ComponentType>;
  for (const name of names)
    examples[name] = lazy(() =>
      load(name).then((module) => ({
        default: function FamilyExamples() {
          return <ExampleList strings={strings(name)} examples={module.default} />;
        },
      })),
    );
  return examples;
}

export function FamilyPage<T extends string>({ param, names, examples, header }: FamilyPageProps<T>) {
  const { t } = useTranslation(NAMESPACE);
  const name = useParams()[param];
  if (!isOneOf(names, name)) return <NotFoundPage />;
  const Examples: ComponentType = examples[name];
  const { title, subtitle, columns } = header(name);
  return (
    <ShowcasePage title={t(title)} subtitle={t(subtitle)} columns={columns}>
      <Suspense fallback={<PageSpinner />}>
        <Examples />
      </Suspense>
    </ShowcasePage>
  );
}
