// The switch page's examples (FormElementPage loads this module for `/forms/elements/switch` only).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { SwitchStates } from '../examples/switch/SwitchStates';
import switchStatesSource from '../examples/switch/SwitchStates.tsx?raw';

export default [{ id: 'states', Demo: SwitchStates, source: switchStatesSource }] satisfies ShowcaseExample[];
