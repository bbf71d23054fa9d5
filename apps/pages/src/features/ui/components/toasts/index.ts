// /ui/components/toasts: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import ToastKinds from './ToastKinds';
import toastKindsSource from './ToastKinds.tsx?raw';
import ToastStack from './ToastStack';
import toastStackSource from './ToastStack.tsx?raw';

export default [
  { id: 'toastKinds', Demo: ToastKinds, source: toastKindsSource },
  { id: 'toastStack', Demo: ToastStack, source: toastStackSource },
] satisfies UiExample[];
