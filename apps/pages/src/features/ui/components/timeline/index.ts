// /ui/components/timeline: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import TimelineBasic from './TimelineBasic';
import timelineBasicSource from './TimelineBasic.tsx?raw';
import TimelineAlternate from './TimelineAlternate';
import timelineAlternateSource from './TimelineAlternate.tsx?raw';

export default [
  { id: 'timelineBasic', Demo: TimelineBasic, source: timelineBasicSource },
  { id: 'timelineAlternate', Demo: TimelineAlternate, source: timelineAlternateSource },
] satisfies UiExample[];
