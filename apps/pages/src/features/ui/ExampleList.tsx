// The UI pages made of their examples alone (uiPage), each example titled and described from
// `uiShowcase.<page>.<id>` in the page's language (shared/showcase/ExampleList.tsx).
import { nestedStrings, showcaseExamplesPage, type ShowcaseExample } from '../../shared/showcase/ExampleList';
import './ui.css';

export type UiExample = ShowcaseExample;

/** A page of the UI showcase (`/ui/<page>`): its title `screens.ui<Page>`, its intro and its examples' texts from
 * `uiShowcase.<page>`. */
export const uiPage = (page: string, examples: UiExample[], columns: 1 | 2 = 2) =>
  showcaseExamplesPage(
    {
      title: `screens.ui${page[0].toUpperCase()}${page.slice(1)}`,
      subtitle: `uiShowcase.${page}.intro`,
      strings: nestedStrings(`uiShowcase.${page}`),
      columns,
    },
    examples,
  );
