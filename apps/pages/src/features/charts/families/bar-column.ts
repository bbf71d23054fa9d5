// The bar-column charts page's examples, in order (loaded only on /charts/bar-column: ChartFamilyPage).
import type { ShowcaseExample } from '../../../shared/showcase/ExampleList';
import { GroupedColumns } from '../bar-column/GroupedColumns';
import groupedColumnsSource from '../bar-column/GroupedColumns.tsx?raw';
import { StackedColumns } from '../bar-column/StackedColumns';
import stackedColumnsSource from '../bar-column/StackedColumns.tsx?raw';
import { HorizontalBars } from '../bar-column/HorizontalBars';
import horizontalBarsSource from '../bar-column/HorizontalBars.tsx?raw';

export default [
  { id: 'grouped', Demo: GroupedColumns, source: groupedColumnsSource },
  { id: 'stacked', Demo: StackedColumns, source: stackedColumnsSource },
  { id: 'horizontal', Demo: HorizontalBars, source: horizontalBarsSource },
] satisfies ShowcaseExample[];
