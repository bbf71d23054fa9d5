// /ui/components/tooltips: its examples, one file each (ComponentPage loads this module only for this name).
import { ExampleList, type UiExample } from '../../ExampleList';
import TooltipPlacements from './TooltipPlacements';
import tooltipPlacementsSource from './TooltipPlacements.tsx?raw';
import TooltipVariants from './TooltipVariants';
import tooltipVariantsSource from './TooltipVariants.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'tooltipPlacements', Demo: TooltipPlacements, source: tooltipPlacementsSource },
  { id: 'tooltipVariants', Demo: TooltipVariants, source: tooltipVariantsSource },
];

export default function TooltipsExamples() {
  return <ExampleList page="tooltips" examples={EXAMPLES} />;
}
