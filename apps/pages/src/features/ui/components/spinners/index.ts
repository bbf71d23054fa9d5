// /ui/components/spinners: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import SpinSizes from './SpinSizes';
import spinSizesSource from './SpinSizes.tsx?raw';
import SpinContainer from './SpinContainer';
import spinContainerSource from './SpinContainer.tsx?raw';

export default [
  { id: 'spinSizes', Demo: SpinSizes, source: spinSizesSource },
  { id: 'spinContainer', Demo: SpinContainer, source: spinContainerSource },
] satisfies UiExample[];
