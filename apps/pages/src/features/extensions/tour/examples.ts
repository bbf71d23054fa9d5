// Tour: antd's Tour walks through the elements of the example, translated and operable with the keyboard.
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { PageTour } from './PageTour';
import pageTourSource from './PageTour.tsx?raw';

export default [{ id: 'example', Demo: PageTour, source: pageTourSource }] satisfies ShowcaseExample[];
