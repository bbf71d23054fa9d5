// The bar-column charts page's examples (loaded only on /charts/bar-column: ChartFamilyPage).
import { useTranslation } from 'react-i18next';
import { NAMESPACE } from '../../../i18n';
import { Example } from '../../../shared/showcase/Example';
import { GroupedColumns } from '../bar-column/GroupedColumns';
import groupedColumnsSource from '../bar-column/GroupedColumns.tsx?raw';
import { StackedColumns } from '../bar-column/StackedColumns';
import stackedColumnsSource from '../bar-column/StackedColumns.tsx?raw';
import { HorizontalBars } from '../bar-column/HorizontalBars';
import horizontalBarsSource from '../bar-column/HorizontalBars.tsx?raw';

export default function BarColumnCharts() {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <Example
        title={t('charts.barColumn.grouped.title')}
        description={t('charts.barColumn.grouped.description')}
        source={groupedColumnsSource}
      >
        <GroupedColumns />
      </Example>
      <Example
        title={t('charts.barColumn.stacked.title')}
        description={t('charts.barColumn.stacked.description')}
        source={stackedColumnsSource}
      >
        <StackedColumns />
      </Example>
      <Example
        title={t('charts.barColumn.horizontal.title')}
        description={t('charts.barColumn.horizontal.description')}
        source={horizontalBarsSource}
      >
        <HorizontalBars />
      </Example>
    </>
  );
}
