// /ui/components/popovers: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import PopoverBasic from './PopoverBasic';
import popoverBasicSource from './PopoverBasic.tsx?raw';
import PopconfirmExample from './PopconfirmExample';
import popconfirmExampleSource from './PopconfirmExample.tsx?raw';

export default [
  { id: 'popoverBasic', Demo: PopoverBasic, source: popoverBasicSource },
  { id: 'popconfirmExample', Demo: PopconfirmExample, source: popconfirmExampleSource },
] satisfies UiExample[];
