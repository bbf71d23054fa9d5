// /ui/components/breadcrumbs: its examples, one file each (ComponentPage loads this module only for this name).
import type { UiExample } from '../../ExampleList';
import BreadcrumbBasic from './BreadcrumbBasic';
import breadcrumbBasicSource from './BreadcrumbBasic.tsx?raw';
import BreadcrumbMenu from './BreadcrumbMenu';
import breadcrumbMenuSource from './BreadcrumbMenu.tsx?raw';

export default [
  { id: 'breadcrumbBasic', Demo: BreadcrumbBasic, source: breadcrumbBasicSource },
  { id: 'breadcrumbMenu', Demo: BreadcrumbMenu, source: breadcrumbMenuSource },
] satisfies UiExample[];
