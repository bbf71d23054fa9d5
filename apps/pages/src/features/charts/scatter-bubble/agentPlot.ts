// What the scatter and the bubble chart of the agents share (echarts): each agent's average first response along x
// and satisfaction up y, from 80 % where the demo's figures are, so the points spread over the plot; a legend of
// the shifts over it, one series of points per shift; and the table of those agents.
import type { TFunction } from 'i18next';
import type { Format } from '@live-agent/ui-kit';
import type { FigureColumn } from '../ChartOrTable';
import { AGENTS, SHIFTS } from '../data';

type Agent = (typeof AGENTS)[number];

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
export function seriesByShift<Point>(t: TFunction, look: object, point: (agent: Agent) => Point) {
  return SHIFTS.map((shift) => ({
    type: 'scatter',
    name: t(`charts.shifts.${shift}`),
    ...look,
    data: AGENTS.filter((agent) => agent.shift === shift).map(point),
  }));
}

/** The agents as a table: each one's name, `own` column (what this plot adds), first response and satisfaction. */
export function agentTable(t: TFunction, format: Format, own: FigureColumn, ownCell: (agent: Agent) => string) {
  return {
    columns: [
      { key: 'agent', title: t('charts.columns.agent') },
      own,
      { key: 'response', title: t('charts.series.firstResponse'), numeric: true },
      { key: 'csat', title: t('charts.series.csat'), numeric: true },
    ],
    rows: AGENTS.map((agent) => ({
      key: agent.name,
      agent: agent.name,
      [own.key]: ownCell(agent),
      response: format.duration(agent.response),
      csat: format.percent(agent.csat),
    })),
  };
}
