// /ui/components/list: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import ListBasic from './ListBasic';
import listBasicSource from './ListBasic.tsx?raw';
import ListStates from './ListStates';
import listStatesSource from './ListStates.tsx?raw';

export default [
  { id: 'listBasic', Demo: ListBasic, source: listBasicSource },
  { id: 'listStates', Demo: ListStates, source: listStatesSource },
] satisfies UiExample[];
