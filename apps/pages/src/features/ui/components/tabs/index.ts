// /ui/components/tabs: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import TabsBasic from './TabsBasic';
import tabsBasicSource from './TabsBasic.tsx?raw';
import TabsVariants from './TabsVariants';
import tabsVariantsSource from './TabsVariants.tsx?raw';

export default [
  { id: 'tabsBasic', Demo: TabsBasic, source: tabsBasicSource },
  { id: 'tabsVariants', Demo: TabsVariants, source: tabsVariantsSource },
] satisfies UiExample[];
