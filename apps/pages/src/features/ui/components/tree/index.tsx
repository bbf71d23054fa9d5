// /ui/components/tree: its examples, one file each (ComponentPage loads this module only for this name).
import { ExampleList, type UiExample } from '../../ExampleList';
import TreeCheckable from './TreeCheckable';
import treeCheckableSource from './TreeCheckable.tsx?raw';
import TreeDirectory from './TreeDirectory';
import treeDirectorySource from './TreeDirectory.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'treeCheckable', Demo: TreeCheckable, source: treeCheckableSource },
  { id: 'treeDirectory', Demo: TreeDirectory, source: treeDirectorySource },
];

export default function TreeExamples() {
  return <ExampleList page="tree" examples={EXAMPLES} />;
}
