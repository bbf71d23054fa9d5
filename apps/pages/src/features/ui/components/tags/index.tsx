// /ui/components/tags: its examples, one file each (ComponentPage loads this module only for this name).
import { ExampleList, type UiExample } from '../../ExampleList';
import TagColors from './TagColors';
import tagColorsSource from './TagColors.tsx?raw';
import TagCheckable from './TagCheckable';
import tagCheckableSource from './TagCheckable.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'tagColors', Demo: TagColors, source: tagColorsSource },
  { id: 'tagCheckable', Demo: TagCheckable, source: tagCheckableSource },
];

export default function TagsExamples() {
  return <ExampleList page="tags" examples={EXAMPLES} />;
}
