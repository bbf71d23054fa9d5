// The date-time page's examples (FormElementPage loads this module for `/forms/elements/date-time` only).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { DatePickers } from '../examples/date-time/DatePickers';
import datePickersSource from '../examples/date-time/DatePickers.tsx?raw';
import { TypedDate } from '../examples/date-time/TypedDate';
import typedDateSource from '../examples/date-time/TypedDate.tsx?raw';

export default [
  { id: 'pickers', Demo: DatePickers, source: datePickersSource },
  { id: 'typed', Demo: TypedDate, source: typedDateSource },
] satisfies ShowcaseExample[];
