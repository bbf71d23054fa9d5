// The input-group page's examples (FormElementPage loads this module for `/forms/elements/input-group` only).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { CompactGroup } from '../examples/input-group/CompactGroup';
import compactGroupSource from '../examples/input-group/CompactGroup.tsx?raw';
import { AddonGroup } from '../examples/input-group/AddonGroup';
import addonGroupSource from '../examples/input-group/AddonGroup.tsx?raw';

export default [
  { id: 'compact', Demo: CompactGroup, source: compactGroupSource },
  { id: 'addons', Demo: AddonGroup, source: addonGroupSource },
] satisfies ShowcaseExample[];
