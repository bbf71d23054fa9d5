// /ui/components/spinners: its examples, one file each (ComponentPage loads this module only for this name).
import { ExampleList, type UiExample } from '../../ExampleList';
import SpinSizes from './SpinSizes';
import spinSizesSource from './SpinSizes.tsx?raw';
import SpinContainer from './SpinContainer';
import spinContainerSource from './SpinContainer.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'spinSizes', Demo: SpinSizes, source: spinSizesSource },
  { id: 'spinContainer', Demo: SpinContainer, source: spinContainerSource },
];

export default function SpinnersExamples() {
  return <ExampleList page="spinners" examples={EXAMPLES} />;
}
