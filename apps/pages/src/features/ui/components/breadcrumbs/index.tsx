// /ui/components/breadcrumbs: its examples, one file each (ComponentPage loads this module only for this name).
import { ExampleList, type UiExample } from '../../ExampleList';
import BreadcrumbBasic from './BreadcrumbBasic';
import breadcrumbBasicSource from './BreadcrumbBasic.tsx?raw';
import BreadcrumbMenu from './BreadcrumbMenu';
import breadcrumbMenuSource from './BreadcrumbMenu.tsx?raw';

const EXAMPLES: UiExample[] = [
  { id: 'breadcrumbBasic', Demo: BreadcrumbBasic, source: breadcrumbBasicSource },
  { id: 'breadcrumbMenu', Demo: BreadcrumbMenu, source: breadcrumbMenuSource },
];

export default function BreadcrumbsExamples() {
  return <ExampleList page="breadcrumbs" examples={EXAMPLES} />;
}
