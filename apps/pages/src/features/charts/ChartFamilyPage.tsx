// /charts/:family: one page per family of charts (CHART_FAMILIES), each family's examples a chunk of their own, so
// a visit to the line charts never loads echarts, and a visit to the echarts families loads only what they draw.
import { CHART_FAMILIES, type ChartFamily } from '../../shared/showcase/catalog';
import { stringsKey, nestedStrings } from '../../shared/showcase/ExampleList';
import { FamilyPage, lazyExamples } from '../../shared/showcase/FamilyPage';

/**
 * A family's examples (`families/<family>.ts`, a chunk of their own: `charts-<family>`), listed with the family's
 * strings, `charts.<family in camelCase>`.
 */
const FAMILIES = lazyExamples(
  CHART_FAMILIES,
  (family) => import(/* webpackChunkName: "charts-[request]" */ `./families/${family}`),
  (family) => nestedStrings(`charts.${stringsKey(family)}`),
);

/** Families with one example, which takes the page's whole width. */
const SINGLE: readonly ChartFamily[] = ['radar', 'candlestick'];

export default function ChartFamilyPage() {
  return (
    <FamilyPage
      param="family"
      names={CHART_FAMILIES}
      examples={FAMILIES}
      header={(family) => ({
        title: `charts.families.${family}.title`,
        subtitle: `charts.families.${family}.subtitle`,
        columns: SINGLE.includes(family) ? 1 : 2,
      })}
    />
  );
}
