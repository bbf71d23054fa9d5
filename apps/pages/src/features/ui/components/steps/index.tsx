// /ui/components/steps: its examples, one file each (ComponentPage loads this module only for this name).
import { ExampleList, type UiExample } from '../../ExampleList';
import StepsBasic from './StepsBasic';
import stepsBasicSource from './StepsBasic.tsx?raw';
import StepsInteractive from './StepsInteractive';
import stepsInteractiveSource from './StepsInteractive.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'stepsBasic', Demo: StepsBasic, source: stepsBasicSource },
  { id: 'stepsInteractive', Demo: StepsInteractive, source: stepsInteractiveSource },
];

export default function StepsExamples() {
  return <ExampleList page="steps" examples={EXAMPLES} />;
}
