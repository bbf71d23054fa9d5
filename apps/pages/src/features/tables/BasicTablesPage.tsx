// /tables/basic: antd's Table in its everyday forms — sizes, bordered and striped, a header that stays while the
// rows scroll, row selection, sorting and filters, loading and empty states. Each example is its own file, shown
// under it (Example's "Show code"), so the code a developer copies is the code that runs.
import { nestedStrings, showcaseExamplesPage } from '../../shared/showcase/ExampleList';
import { BorderedStriped } from './basic/BorderedStriped';
import borderedStripedSource from './basic/BorderedStriped.tsx?raw';
import { LoadingAndEmpty } from './basic/LoadingAndEmpty';
import loadingAndEmptySource from './basic/LoadingAndEmpty.tsx?raw';
import { RowSelection } from './basic/RowSelection';
import rowSelectionSource from './basic/RowSelection.tsx?raw';
import { SortAndFilter } from './basic/SortAndFilter';
import sortAndFilterSource from './basic/SortAndFilter.tsx?raw';
import { StickyHeader } from './basic/StickyHeader';
import stickyHeaderSource from './basic/StickyHeader.tsx?raw';
import { TableSizes } from './basic/TableSizes';
import tableSizesSource from './basic/TableSizes.tsx?raw';

export default showcaseExamplesPage(
  { title: 'screens.tablesBasic', subtitle: 'tablesShowcase.basicSubtitle', strings: nestedStrings('tablesShowcase') },
  [
    { id: 'sizes', Demo: TableSizes, source: tableSizesSource },
    { id: 'bordered', Demo: BorderedStriped, source: borderedStripedSource },
    { id: 'sticky', Demo: StickyHeader, source: stickyHeaderSource },
    { id: 'selection', Demo: RowSelection, source: rowSelectionSource },
    { id: 'sortFilter', Demo: SortAndFilter, source: sortAndFilterSource },
    { id: 'states', Demo: LoadingAndEmpty, source: loadingAndEmptySource },
  ],
);
