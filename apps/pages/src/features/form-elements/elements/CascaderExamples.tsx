// The cascader page's examples (FormElementPage loads this module for `/forms/elements/cascader` only).
import { ElementExamples } from '../ElementExamples';
import { LocationCascader } from '../examples/cascader/LocationCascader';
import locationCascaderSource from '../examples/cascader/LocationCascader.tsx?raw';

export default function CascaderExamples() {
  return (
    <ElementExamples
      element="cascader"
      examples={[{ id: 'location', Demo: LocationCascader, source: locationCascaderSource }]}
    />
  );
}
