// /ui/components/collapse: its examples, one file each (ComponentPage loads this module only for this name).
import { ExampleList, type UiExample } from '../../ExampleList';
import CollapseBasic from './CollapseBasic';
import collapseBasicSource from './CollapseBasic.tsx?raw';
import CollapseVariants from './CollapseVariants';
import collapseVariantsSource from './CollapseVariants.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'collapseBasic', Demo: CollapseBasic, source: collapseBasicSource },
  { id: 'collapseVariants', Demo: CollapseVariants, source: collapseVariantsSource },
];

export default function CollapseExamples() {
  return <ExampleList page="collapse" examples={EXAMPLES} />;
}
