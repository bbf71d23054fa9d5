// /tables/basic: antd's Table in its everyday forms — sizes, bordered and striped, a header that stays while the
// rows scroll, row selection, sorting and filters, loading and empty states. Each example is its own file, shown
// under it (Example's "Show code"), so the code a developer copies is the code that runs.
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../i18n';
import { Example } from '../../shared/showcase/Example';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';
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

export default function BasicTablesPage() {
  const { t } = useTranslation(NAMESPACE);
  const example = (name: string) => ({
    title: t(`tablesShowcase.${name}.title`),
    description: t(`tablesShowcase.${name}.description`),
  });
  return (
    <ShowcasePage title={t('screens.tablesBasic')} subtitle={t('tablesShowcase.basicSubtitle')}>
      <Example {...example('sizes')} source={tableSizesSource}>
        <TableSizes />
      </Example>
      <Example {...example('bordered')} source={borderedStripedSource}>
        <BorderedStriped />
      </Example>
      <Example {...example('sticky')} source={stickyHeaderSource}>
        <StickyHeader />
      </Example>
      <Example {...example('selection')} source={rowSelectionSource}>
        <RowSelection />
      </Example>
      <Example {...example('sortFilter')} source={sortAndFilterSource}>
        <SortAndFilter />
      </Example>
      <Example {...example('states')} source={loadingAndEmptySource}>
        <LoadingAndEmpty />
      </Example>
    </ShowcasePage>
  );
}
