// /ui/components/dropdowns: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import DropdownMenu from './DropdownMenu';
import dropdownMenuSource from './DropdownMenu.tsx?raw';
import DropdownSelect from './DropdownSelect';
import dropdownSelectSource from './DropdownSelect.tsx?raw';

export default [
  { id: 'dropdownMenu', Demo: DropdownMenu, source: dropdownMenuSource },
  { id: 'dropdownSelect', Demo: DropdownSelect, source: dropdownSelectSource },
] satisfies UiExample[];
