// Sliders: single values, marks, disabled and vertical sliders, and ranges formatted in the page's language.
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { BasicSliders } from './BasicSliders';
import { RangeSliders } from './RangeSliders';
import basicSlidersSource from './BasicSliders.tsx?raw';
import rangeSlidersSource from './RangeSliders.tsx?raw';

export default [
  { id: 'basic', Demo: BasicSliders, source: basicSlidersSource },
  { id: 'range', Demo: RangeSliders, source: rangeSlidersSource },
] satisfies ShowcaseExample[];
