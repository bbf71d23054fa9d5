// /ui/components/drawers: its examples, one file each (ComponentPage loads this module only for this name).
import { ExampleList, type UiExample } from '../../ExampleList';
import DrawerPlacement from './DrawerPlacement';
import drawerPlacementSource from './DrawerPlacement.tsx?raw';
import DrawerForm from './DrawerForm';
import drawerFormSource from './DrawerForm.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'drawerPlacement', Demo: DrawerPlacement, source: drawerPlacementSource },
  { id: 'drawerForm', Demo: DrawerForm, source: drawerFormSource },
];

export default function DrawersExamples() {
  return <ExampleList page="drawers" examples={EXAMPLES} />;
}
