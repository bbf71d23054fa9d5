// /ui/components/carousel: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import CarouselBasic from './CarouselBasic';
import carouselBasicSource from './CarouselBasic.tsx?raw';
import CarouselScroll from './CarouselScroll';
import carouselScrollSource from './CarouselScroll.tsx?raw';

export default [
  { id: 'carouselBasic', Demo: CarouselBasic, source: carouselBasicSource },
  { id: 'carouselScroll', Demo: CarouselScroll, source: carouselScrollSource },
] satisfies UiExample[];
