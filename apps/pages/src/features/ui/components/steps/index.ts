// /ui/components/steps: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import StepsBasic from './StepsBasic';
import stepsBasicSource from './StepsBasic.tsx?raw';
import StepsInteractive from './StepsInteractive';
import stepsInteractiveSource from './StepsInteractive.tsx?raw';

export default [
  { id: 'stepsBasic', Demo: StepsBasic, source: stepsBasicSource },
  { id: 'stepsInteractive', Demo: StepsInteractive, source: stepsInteractiveSource },
] satisfies UiExample[];
