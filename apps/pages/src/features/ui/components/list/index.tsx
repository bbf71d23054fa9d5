// /ui/components/list: its examples, one file each (ComponentPage loads this module only for this name).
import { ExampleList, type UiExample } from '../../ExampleList';
import ListBasic from './ListBasic';
import listBasicSource from './ListBasic.tsx?raw';
import ListStates from './ListStates';
import listStatesSource from './ListStates.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'listBasic', Demo: ListBasic, source: listBasicSource },
  { id: 'listStates', Demo: ListStates, source: listStatesSource },
];

export default function ListExamples() {
  return <ExampleList page="list" examples={EXAMPLES} />;
}
