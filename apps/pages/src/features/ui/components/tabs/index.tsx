// /ui/components/tabs: its examples, one file each (ComponentPage loads this module only for this name).
import { ExampleList, type UiExample } from '../../ExampleList';
import TabsBasic from './TabsBasic';
import tabsBasicSource from './TabsBasic.tsx?raw';
import TabsVariants from './TabsVariants';
import tabsVariantsSource from './TabsVariants.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'tabsBasic', Demo: TabsBasic, source: tabsBasicSource },
  { id: 'tabsVariants', Demo: TabsVariants, source: tabsVariantsSource },
];

export default function TabsExamples() {
  return <ExampleList page="tabs" examples={EXAMPLES} />;
}
