// The switch page's examples (FormElementPage loads this module for `/forms/elements/switch` only).
import { ElementExamples } from '../ElementExamples';
import { SwitchStates } from '../examples/switch/SwitchStates';
import switchStatesSource from '../examples/switch/SwitchStates.tsx?raw';

export default function SwitchExamples() {
  return (
    <ElementExamples element="switch" examples={[{ id: 'states', Demo: SwitchStates, source: switchStatesSource }]} />
  );
}
