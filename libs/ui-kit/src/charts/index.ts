// @live-agent/ui-kit/charts: small SVG charts (bars, lines, areas, bar + line on two axes, sideways bars, donuts)
// on d3-scale and d3-shape, coloured from the antd theme, with a tooltip on hover and keyboard focus and an
// accessible name. An entry of its own, like ./cards: only the screens with charts load it, the shell never does,
// and it is not shared through Module Federation (libs/build-config/shared.js): each remote bundles its copy.
export {
  CartesianChart,
  type CartesianChartProps,
  type ChartSeries,
  type ValueAxis,
  type Value,
} from './CartesianChart';
export { DonutChart, type DonutChartProps, type DonutPart } from './DonutChart';
export {
  ChartShell,
  useWidth,
  type ChartFrameProps,
  type ChartShellProps,
  type LegendItem,
  type TooltipContent,
} from './ChartShell';
export { useChartSkin, type ChartSkin } from './useChartSkin';
