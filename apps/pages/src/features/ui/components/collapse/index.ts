// /ui/components/collapse: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import CollapseBasic from './CollapseBasic';
import collapseBasicSource from './CollapseBasic.tsx?raw';
import CollapseVariants from './CollapseVariants';
import collapseVariantsSource from './CollapseVariants.tsx?raw';

export default [
  { id: 'collapseBasic', Demo: CollapseBasic, source: collapseBasicSource },
  { id: 'collapseVariants', Demo: CollapseVariants, source: collapseVariantsSource },
] satisfies UiExample[];
