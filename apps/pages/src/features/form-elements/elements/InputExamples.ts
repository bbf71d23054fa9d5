// The input page's examples (FormElementPage loads this module for `/forms/elements/input` only).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { InputSizes } from '../examples/input/InputSizes';
import inputSizesSource from '../examples/input/InputSizes.tsx?raw';
import { InputAffixes } from '../examples/input/InputAffixes';
import inputAffixesSource from '../examples/input/InputAffixes.tsx?raw';
import { InputCounter } from '../examples/input/InputCounter';
import inputCounterSource from '../examples/input/InputCounter.tsx?raw';

export default [
  { id: 'sizes', Demo: InputSizes, source: inputSizesSource },
  { id: 'affixes', Demo: InputAffixes, source: inputAffixesSource },
  { id: 'counter', Demo: InputCounter, source: inputCounterSource },
] satisfies ShowcaseExample[];
