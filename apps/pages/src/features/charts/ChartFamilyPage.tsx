// /charts/:family: one page per family of charts (CHART_FAMILIES), each family's examples a chunk of their own, so
// a visit to the line charts never loads echarts, and a visit to the echarts families loads only what they draw.
import { lazy, Suspense } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { NotFoundPage, PageSpinner } from '@live-agent/ui-kit';
import { NAMESPACE } from '../../i18n';
import { CHART_FAMILIES, isOneOf, type ChartFamily } from '../../shared/showcase/catalog';
import { ShowcasePage } from '../../shared/showcase/ShowcasePage';

const FAMILIES: Record<ChartFamily, ReturnType<typeof lazy>> = {
  'line-area': lazy(() => import(/* webpackChunkName: "charts-line-area" */ './families/LineAreaCharts')),
  'bar-column': lazy(() => import(/* webpackChunkName: "charts-bar-column" */ './families/BarColumnCharts')),
  'pie-donut': lazy(() => import(/* webpackChunkName: "charts-pie-donut" */ './families/PieDonutCharts')),
  'scatter-bubble': lazy(
    () => import(/* webpackChunkName: "charts-scatter-bubble" */ './families/ScatterBubbleCharts'),
  ),
  radar: lazy(() => import(/* webpackChunkName: "charts-radar" */ './families/RadarCharts')),
  'heatmap-treemap': lazy(
    () => import(/* webpackChunkName: "charts-heatmap-treemap" */ './families/HeatmapTreemapCharts'),
  ),
  candlestick: lazy(() => import(/* webpackChunkName: "charts-candlestick" */ './families/CandlestickCharts')),
};

/** Families with one example, which takes the page's whole width. */
const SINGLE: readonly ChartFamily[] = ['radar', 'candlestick'];

export default function ChartFamilyPage() {
  const { t } = useTranslation(NAMESPACE);
  const { family } = useParams();
  if (!isOneOf(CHART_FAMILIES, family)) return <NotFoundPage />;
  const Examples = FAMILIES[family];
  return (
    <ShowcasePage
      title={t(`charts.families.${family}.title`)}
      subtitle={t(`charts.families.${family}.subtitle`)}
      columns={SINGLE.includes(family) ? 1 : 2}
    >
      <Suspense fallback={<PageSpinner />}>
        <Examples />
      </Suspense>
    </ShowcasePage>
  );
}
