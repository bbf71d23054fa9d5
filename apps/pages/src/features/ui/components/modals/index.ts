// /ui/components/modals: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import ModalBasic from './ModalBasic';
import modalBasicSource from './ModalBasic.tsx?raw';
import ModalAsync from './ModalAsync';
import modalAsyncSource from './ModalAsync.tsx?raw';
import ModalConfirm from './ModalConfirm';
import modalConfirmSource from './ModalConfirm.tsx?raw';

export default [
  { id: 'modalBasic', Demo: ModalBasic, source: modalBasicSource },
  { id: 'modalAsync', Demo: ModalAsync, source: modalAsyncSource },
  { id: 'modalConfirm', Demo: ModalConfirm, source: modalConfirmSource },
] satisfies UiExample[];
