// /ui/components/tooltips: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import TooltipPlacements from './TooltipPlacements';
import tooltipPlacementsSource from './TooltipPlacements.tsx?raw';
import TooltipVariants from './TooltipVariants';
import tooltipVariantsSource from './TooltipVariants.tsx?raw';

export default [
  { id: 'tooltipPlacements', Demo: TooltipPlacements, source: tooltipPlacementsSource },
  { id: 'tooltipVariants', Demo: TooltipVariants, source: tooltipVariantsSource },
] satisfies UiExample[];
