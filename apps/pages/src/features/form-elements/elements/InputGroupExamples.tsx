// The input-group page's examples (FormElementPage loads this module for `/forms/elements/input-group` only).
import { ElementExamples } from '../ElementExamples';
import { CompactGroup } from '../examples/input-group/CompactGroup';
import compactGroupSource from '../examples/input-group/CompactGroup.tsx?raw';
import { AddonGroup } from '../examples/input-group/AddonGroup';
import addonGroupSource from '../examples/input-group/AddonGroup.tsx?raw';

export default function InputGroupExamples() {
  return (
    <ElementExamples
      element="input-group"
      examples={[
        { id: 'compact', Demo: CompactGroup, source: compactGroupSource },
        { id: 'addons', Demo: AddonGroup, source: addonGroupSource },
      ]}
    />
  );
}
