// /ui/components/carousel: its examples, one file each (ComponentPage loads this module only for this name).
import { ExampleList, type UiExample } from '../../ExampleList';
import CarouselBasic from './CarouselBasic';
import carouselBasicSource from './CarouselBasic.tsx?raw';
import CarouselScroll from './CarouselScroll';
import carouselScrollSource from './CarouselScroll.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'carouselBasic', Demo: CarouselBasic, source: carouselBasicSource },
  { id: 'carouselScroll', Demo: CarouselScroll, source: carouselScrollSource },
];

export default function CarouselExamples() {
  return <ExampleList page="carousel" examples={EXAMPLES} />;
}
