// /ui/components/buttons: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import ButtonTypes from './ButtonTypes';
import buttonTypesSource from './ButtonTypes.tsx?raw';
import ButtonSizes from './ButtonSizes';
import buttonSizesSource from './ButtonSizes.tsx?raw';
import ButtonStates from './ButtonStates';
import buttonStatesSource from './ButtonStates.tsx?raw';

export default [
  { id: 'buttonTypes', Demo: ButtonTypes, source: buttonTypesSource },
  { id: 'buttonSizes', Demo: ButtonSizes, source: buttonSizesSource },
  { id: 'buttonStates', Demo: ButtonStates, source: buttonStatesSource },
] satisfies UiExample[];
