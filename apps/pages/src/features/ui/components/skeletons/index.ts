// /ui/components/skeletons: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import SkeletonBasic from './SkeletonBasic';
import skeletonBasicSource from './SkeletonBasic.tsx?raw';
import SkeletonElements from './SkeletonElements';
import skeletonElementsSource from './SkeletonElements.tsx?raw';

export default [
  { id: 'skeletonBasic', Demo: SkeletonBasic, source: skeletonBasicSource },
  { id: 'skeletonElements', Demo: SkeletonElements, source: skeletonElementsSource },
] satisfies UiExample[];
