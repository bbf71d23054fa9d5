// The checkbox page's examples (FormElementPage loads this module for `/forms/elements/checkbox` only).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { CheckboxGroupAll } from '../examples/checkbox/CheckboxGroupAll';
import checkboxGroupAllSource from '../examples/checkbox/CheckboxGroupAll.tsx?raw';
import { CheckboxStates } from '../examples/checkbox/CheckboxStates';
import checkboxStatesSource from '../examples/checkbox/CheckboxStates.tsx?raw';

export default [
  { id: 'group', Demo: CheckboxGroupAll, source: checkboxGroupAllSource },
  { id: 'states', Demo: CheckboxStates, source: checkboxStatesSource },
] satisfies ShowcaseExample[];
