// /tables/advanced: what a product table needs beyond the basics — inline editing with validation and Undo,
// expandable rows, pinned columns, columns resized and hidden (kept in localStorage), grouping with subtotals, and
// a virtualised table of 10,000 rows made on the page. Each example is its own file, shown under it.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { Example } from '../../shared/showcase/Example';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';
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

export default function AdvancedTablesPage() {
  const { t } = useTranslation(NAMESPACE);
  const example = (name: string) => ({
    title: t(`tablesShowcase.${name}.title`),
    description: t(`tablesShowcase.${name}.description`),
  });
  return (
    <ShowcasePage title={t('screens.tablesAdvanced')} subtitle={t('tablesShowcase.advancedSubtitle')}>
      <Example {...example('editing')} source={inlineEditingSource}>
        <InlineEditing />
      </Example>
      <Example {...example('expandable')} source={expandableRowsSource}>
        <ExpandableRows />
      </Example>
      <Example {...example('fixed')} source={fixedColumnsSource}>
        <FixedColumns />
      </Example>
      <Example {...example('columns')} source={resizableColumnsSource}>
        <ResizableColumns />
      </Example>
      <Example {...example('grouping')} source={groupedTableSource}>
        <GroupedTable />
      </Example>
      <Example {...example('virtual')} source={virtualTableSource}>
        <VirtualTable />
      </Example>
    </ShowcasePage>
  );
}
