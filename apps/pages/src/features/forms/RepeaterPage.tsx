// The repeater showcase (docs/architecture.md, The showcase): rows added, removed and reordered, each checked on
// its own, with a live total in the page's language.
import { examplesPage } from '../../shared/showcase/ExampleList';
import { LineItems } from './repeater/LineItems';
import lineItemsSource from './repeater/LineItems.tsx?raw';
import './forms.css';

export default examplesPage('formRepeater', 'formsShowcase.repeater', [
  { id: 'example', Demo: LineItems, source: lineItemsSource },
]);
