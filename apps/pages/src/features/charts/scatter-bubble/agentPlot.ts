// What the scatter and the bubble chart of the agents share (echarts): each agent's average first response along x
// and satisfaction up y, from 80 % where the demo's figures are, so the points spread over the plot; a legend of
// the shifts over it, one series of points per shift.
import type { TFunction } from 'i18next';
import type { Format } from '@live-agent/ui-kit';
import { AGENTS, SHIFTS } from '../data';

const SATISFACTION_AXIS = { min: 80, max: 100 };

/** The plot's legend, grid and axes; `response` bounds the first response's axis. */
export function agentPlot(t: TFunction, format: Format, response: { min?: number } = {}) {
  return {
    legend: { top: 0 },
    grid: { top: 40, bottom: 40, left: 56, right: 24 },
    xAxis: {
      type: 'value',
      ...response,
      name: t('charts.series.firstResponseSeconds'),
      nameLocation: 'middle',
      nameGap: 26,
      axisLabel: { formatter: (value: number) => format.integer(value) },
    },
    yAxis: {
      type: 'value',
      ...SATISFACTION_AXIS,
      axisLabel: { formatter: (value: number) => format.percent(value) },
    },
  } as const;
}

/** One scatter series per shift, named after it, each of its agents a point (`point`) drawn as `look` says. */
export function seriesByShift<Point>(t: TFunction, look: object, point: (agent: (typeof AGENTS)[number]) => Point) {
  return SHIFTS.map((shift) => ({
    type: 'scatter',
    name: t(`charts.shifts.${shift}`),
    ...look,
    data: AGENTS.filter((agent) => agent.shift === shift).map(point),
  }));
}
