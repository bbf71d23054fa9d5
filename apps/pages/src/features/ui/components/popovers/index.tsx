// /ui/components/popovers: its examples, one file each (ComponentPage loads this module only for this name).
import { ExampleList, type UiExample } from '../../ExampleList';
import PopoverBasic from './PopoverBasic';
import popoverBasicSource from './PopoverBasic.tsx?raw';
import PopconfirmExample from './PopconfirmExample';
import popconfirmExampleSource from './PopconfirmExample.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'popoverBasic', Demo: PopoverBasic, source: popoverBasicSource },
  { id: 'popconfirmExample', Demo: PopconfirmExample, source: popconfirmExampleSource },
];

export default function PopoversExamples() {
  return <ExampleList page="popovers" examples={EXAMPLES} />;
}
