// /ui/components/progress: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import ProgressLine from './ProgressLine';
import progressLineSource from './ProgressLine.tsx?raw';
import ProgressCircle from './ProgressCircle';
import progressCircleSource from './ProgressCircle.tsx?raw';

export default [
  { id: 'progressLine', Demo: ProgressLine, source: progressLineSource },
  { id: 'progressCircle', Demo: ProgressCircle, source: progressCircleSource },
] satisfies UiExample[];
