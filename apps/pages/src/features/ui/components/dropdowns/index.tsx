// /ui/components/dropdowns: its examples, one file each (ComponentPage loads this module only for this name).
import { ExampleList, type UiExample } from '../../ExampleList';
import DropdownMenu from './DropdownMenu';
import dropdownMenuSource from './DropdownMenu.tsx?raw';
import DropdownSelect from './DropdownSelect';
import dropdownSelectSource from './DropdownSelect.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'dropdownMenu', Demo: DropdownMenu, source: dropdownMenuSource },
  { id: 'dropdownSelect', Demo: DropdownSelect, source: dropdownSelectSource },
];

export default function DropdownsExamples() {
  return <ExampleList page="dropdowns" examples={EXAMPLES} />;
}
