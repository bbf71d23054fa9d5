// /ui/components/carousel: its examples, one file each (ComponentPage loads this module only for this name).
import { ExampleList, type UiExample } from '../../ExampleList';
import CarouselBasic from './CarouselBasic';
import carouselBasicSource from './CarouselBasic.tsx?raw';
import CarouselFade from './CarouselFade';
import carouselFadeSource from './CarouselFade.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'carouselBasic', Demo: CarouselBasic, source: carouselBasicSource },
  { id: 'carouselFade', Demo: CarouselFade, source: carouselFadeSource },
];

export default function CarouselExamples() {
  return <ExampleList page="carousel" examples={EXAMPLES} />;
}
