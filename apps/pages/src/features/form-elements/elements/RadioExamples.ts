// The radio page's examples (FormElementPage loads this module for `/forms/elements/radio` only).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { RadioGroupBasic } from '../examples/radio/RadioGroupBasic';
import radioGroupBasicSource from '../examples/radio/RadioGroupBasic.tsx?raw';
import { RadioButtons } from '../examples/radio/RadioButtons';
import radioButtonsSource from '../examples/radio/RadioButtons.tsx?raw';

export default [
  { id: 'basic', Demo: RadioGroupBasic, source: radioGroupBasicSource },
  { id: 'buttons', Demo: RadioButtons, source: radioButtonsSource },
] satisfies ShowcaseExample[];
