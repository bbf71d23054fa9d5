// /ui/components/tree: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import TreeCheckable from './TreeCheckable';
import treeCheckableSource from './TreeCheckable.tsx?raw';
import TreeDirectory from './TreeDirectory';
import treeDirectorySource from './TreeDirectory.tsx?raw';

export default [
  { id: 'treeCheckable', Demo: TreeCheckable, source: treeCheckableSource },
  { id: 'treeDirectory', Demo: TreeDirectory, source: treeDirectorySource },
] satisfies UiExample[];
