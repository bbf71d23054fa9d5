// /tables/advanced: what a product table needs beyond the basics — inline editing with validation and Undo,
// expandable rows, pinned columns, columns resized and hidden (kept in localStorage), grouping with subtotals, and
// a virtualised table of 10,000 rows made on the page. Each example is its own file, shown under it.
import { nestedStrings, showcaseExamplesPage } from '../../shared/showcase/ExampleList';
import { ExpandableRows } from './advanced/ExpandableRows';
import expandableRowsSource from './advanced/ExpandableRows.tsx?raw';
import { FixedColumns } from './advanced/FixedColumns';
import fixedColumnsSource from './advanced/FixedColumns.tsx?raw';
import { GroupedTable } from './advanced/GroupedTable';
import groupedTableSource from './advanced/GroupedTable.tsx?raw';
import { InlineEditing } from './advanced/InlineEditing';
import inlineEditingSource from './advanced/InlineEditing.tsx?raw';
import { ResizableColumns } from './advanced/ResizableColumns';
import resizableColumnsSource from './advanced/ResizableColumns.tsx?raw';
import { VirtualTable } from './advanced/VirtualTable';
import virtualTableSource from './advanced/VirtualTable.tsx?raw';

export default showcaseExamplesPage(
  {
    title: 'screens.tablesAdvanced',
    subtitle: 'tablesShowcase.advancedSubtitle',
    strings: nestedStrings('tablesShowcase'),
  },
  [
    { id: 'editing', Demo: InlineEditing, source: inlineEditingSource },
    { id: 'expandable', Demo: ExpandableRows, source: expandableRowsSource },
    { id: 'fixed', Demo: FixedColumns, source: fixedColumnsSource },
    { id: 'columns', Demo: ResizableColumns, source: resizableColumnsSource },
    { id: 'grouping', Demo: GroupedTable, source: groupedTableSource },
    { id: 'virtual', Demo: VirtualTable, source: virtualTableSource },
  ],
);
