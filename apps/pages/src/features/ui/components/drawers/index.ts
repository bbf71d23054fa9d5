// /ui/components/drawers: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import DrawerPlacement from './DrawerPlacement';
import drawerPlacementSource from './DrawerPlacement.tsx?raw';
import DrawerForm from './DrawerForm';
import drawerFormSource from './DrawerForm.tsx?raw';

export default [
  { id: 'drawerPlacement', Demo: DrawerPlacement, source: drawerPlacementSource },
  { id: 'drawerForm', Demo: DrawerForm, source: drawerFormSource },
] satisfies UiExample[];
