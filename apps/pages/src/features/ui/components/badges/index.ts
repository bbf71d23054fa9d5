// /ui/components/badges: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import BadgeCounts from './BadgeCounts';
import badgeCountsSource from './BadgeCounts.tsx?raw';
import BadgeStatus from './BadgeStatus';
import badgeStatusSource from './BadgeStatus.tsx?raw';

export default [
  { id: 'badgeCounts', Demo: BadgeCounts, source: badgeCountsSource },
  { id: 'badgeStatus', Demo: BadgeStatus, source: badgeStatusSource },
] satisfies UiExample[];
