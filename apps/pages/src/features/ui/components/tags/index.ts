// /ui/components/tags: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import TagColors from './TagColors';
import tagColorsSource from './TagColors.tsx?raw';
import TagCheckable from './TagCheckable';
import tagCheckableSource from './TagCheckable.tsx?raw';

export default [
  { id: 'tagColors', Demo: TagColors, source: tagColorsSource },
  { id: 'tagCheckable', Demo: TagCheckable, source: tagCheckableSource },
] satisfies UiExample[];
