// /ui/components/avatars: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import AvatarKinds from './AvatarKinds';
import avatarKindsSource from './AvatarKinds.tsx?raw';
import AvatarGroup from './AvatarGroup';
import avatarGroupSource from './AvatarGroup.tsx?raw';

export default [
  { id: 'avatarKinds', Demo: AvatarKinds, source: avatarKindsSource },
  { id: 'avatarGroup', Demo: AvatarGroup, source: avatarGroupSource },
] satisfies UiExample[];
