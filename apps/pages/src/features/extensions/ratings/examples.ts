// Ratings: antd's Rate with named stars, half values, read-only, custom characters and words.
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { BasicRatings } from './BasicRatings';
import { CustomRatings } from './CustomRatings';
import basicRatingsSource from './BasicRatings.tsx?raw';
import customRatingsSource from './CustomRatings.tsx?raw';

export default [
  { id: 'basic', Demo: BasicRatings, source: basicRatingsSource },
  { id: 'custom', Demo: CustomRatings, source: customRatingsSource },
] satisfies ShowcaseExample[];
