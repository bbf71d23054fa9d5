// The date-time page's examples (FormElementPage loads this module for `/forms/elements/date-time` only).
import { ElementExamples } from '../ElementExamples';
import { DatePickers } from '../examples/date-time/DatePickers';
import datePickersSource from '../examples/date-time/DatePickers.tsx?raw';
import { TypedDate } from '../examples/date-time/TypedDate';
import typedDateSource from '../examples/date-time/TypedDate.tsx?raw';

export default function DateTimeExamples() {
  return (
    <ElementExamples
      element="date-time"
      examples={[
        { id: 'pickers', Demo: DatePickers, source: datePickersSource },
        { id: 'typed', Demo: TypedDate, source: typedDateSource },
      ]}
    />
  );
}
