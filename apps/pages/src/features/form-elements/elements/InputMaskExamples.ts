// The input-mask page's examples (FormElementPage loads this module for `/forms/elements/input-mask` only).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { PhoneMask } from '../examples/input-mask/PhoneMask';
import phoneMaskSource from '../examples/input-mask/PhoneMask.tsx?raw';
import { CardMask } from '../examples/input-mask/CardMask';
import cardMaskSource from '../examples/input-mask/CardMask.tsx?raw';
import { DateMask } from '../examples/input-mask/DateMask';
import dateMaskSource from '../examples/input-mask/DateMask.tsx?raw';

export default [
  { id: 'phone', Demo: PhoneMask, source: phoneMaskSource },
  { id: 'card', Demo: CardMask, source: cardMaskSource },
  { id: 'date', Demo: DateMask, source: dateMaskSource },
] satisfies ShowcaseExample[];
