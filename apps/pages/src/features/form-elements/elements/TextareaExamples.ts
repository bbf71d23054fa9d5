// The textarea page's examples (FormElementPage loads this module for `/forms/elements/textarea` only).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { AutoSizeTextarea } from '../examples/textarea/AutoSizeTextarea';
import autoSizeTextareaSource from '../examples/textarea/AutoSizeTextarea.tsx?raw';
import { CountedTextarea } from '../examples/textarea/CountedTextarea';
import countedTextareaSource from '../examples/textarea/CountedTextarea.tsx?raw';

export default [
  { id: 'autosize', Demo: AutoSizeTextarea, source: autoSizeTextareaSource },
  { id: 'counted', Demo: CountedTextarea, source: countedTextareaSource },
] satisfies ShowcaseExample[];
