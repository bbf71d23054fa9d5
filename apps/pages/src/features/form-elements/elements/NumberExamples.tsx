// The number page's examples (FormElementPage loads this module for `/forms/elements/number` only).
import { ElementExamples } from '../ElementExamples';
import { NumberFields } from '../examples/number/NumberFields';
import numberFieldsSource from '../examples/number/NumberFields.tsx?raw';
import { FormattedNumbers } from '../examples/number/FormattedNumbers';
import formattedNumbersSource from '../examples/number/FormattedNumbers.tsx?raw';

export default function NumberExamples() {
  return (
    <ElementExamples
      element="number"
      examples={[
        { id: 'fields', Demo: NumberFields, source: numberFieldsSource },
        { id: 'formatted', Demo: FormattedNumbers, source: formattedNumbersSource },
      ]}
    />
  );
}
