// /charts/:family: one page per family of charts (CHART_FAMILIES), each family's examples a chunk of their own, so
// a visit to the line charts never loads echarts, and a visit to the echarts families loads only what they draw.
import { lazy } from 'react';
import { CHART_FAMILIES, type ChartFamily } from '../../shared/showcase/catalog';
import { ExampleList, stringsKey, nestedStrings, type ShowcaseExample } from '../../shared/showcase/ExampleList';
import { FamilyPage } from '../../shared/showcase/FamilyPage';

/**
 * A family's examples (`families/<family>.ts`, a chunk of their own: `charts-<family>`), listed with the family's
 * strings, `charts.<family in camelCase>`.
 */
const FAMILIES = Object.fromEntries(
  CHART_FAMILIES.map((family) => [
    family,
    lazy(() =>
      import(/* webpackChunkName: "charts-[request]" */ `./families/${family}`).then(
        (examples: { default: ShowcaseExample[] }) => ({
          default: function FamilyExamples() {
            const strings = `charts.${stringsKey(family)}`;
            return <ExampleList strings={nestedStrings(strings)} examples={examples.default} />;
          },
        }),
      ),
    ),
  ]),
) as Record<ChartFamily, ReturnType<typeof lazy>>;

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
