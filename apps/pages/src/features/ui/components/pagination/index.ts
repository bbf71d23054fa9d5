// /ui/components/pagination: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import PaginationBasic from './PaginationBasic';
import paginationBasicSource from './PaginationBasic.tsx?raw';
import PaginationVariants from './PaginationVariants';
import paginationVariantsSource from './PaginationVariants.tsx?raw';

export default [
  { id: 'paginationBasic', Demo: PaginationBasic, source: paginationBasicSource },
  { id: 'paginationVariants', Demo: PaginationVariants, source: paginationVariantsSource },
] satisfies UiExample[];
