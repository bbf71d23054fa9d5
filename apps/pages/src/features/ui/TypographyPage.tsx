// /ui/typography — the theme's type: heading sizes, text styles, paragraphs that shorten, copy and edit, lists,
// quotes and numbers written in the page's language.
import { uiPage, type UiExample } from './ExampleList';
import Headings from './typography/Headings';
import headingsSource from './typography/Headings.tsx?raw';
import TextStyles from './typography/TextStyles';
import textStylesSource from './typography/TextStyles.tsx?raw';
import Paragraphs from './typography/Paragraphs';
import paragraphsSource from './typography/Paragraphs.tsx?raw';
import Blocks from './typography/Blocks';
import blocksSource from './typography/Blocks.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'headings', Demo: Headings, source: headingsSource },
  { id: 'textStyles', Demo: TextStyles, source: textStylesSource },
  { id: 'paragraphs', Demo: Paragraphs, source: paragraphsSource },
  { id: 'blocks', Demo: Blocks, source: blocksSource },
];

export default uiPage('typography', EXAMPLES);
