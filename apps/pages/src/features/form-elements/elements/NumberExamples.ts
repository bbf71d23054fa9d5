// The number page's examples (FormElementPage loads this module for `/forms/elements/number` only).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { NumberFields } from '../examples/number/NumberFields';
import numberFieldsSource from '../examples/number/NumberFields.tsx?raw';
import { FormattedNumbers } from '../examples/number/FormattedNumbers';
import formattedNumbersSource from '../examples/number/FormattedNumbers.tsx?raw';

export default [
  { id: 'fields', Demo: NumberFields, source: numberFieldsSource },
  { id: 'formatted', Demo: FormattedNumbers, source: formattedNumbersSource },
] satisfies ShowcaseExample[];
