// Every chart family's page: its one h1, each chart under its accessible name, and each chart's "Show as table"
// switch replacing the chart with a table of the same figures, written the English way; a name outside the catalog
// is Not Found.
import { fireEvent, screen, within } from '@testing-library/react';
import { setPlatformAPI } from 'echarts/core';
import { reportSizesAtOnce, silenceActWarnings } from '@live-agent/ui-kit/testing';
import { CHART_FAMILIES, type ChartFamily } from '../../shared/showcase/catalog';
import { renderRoute, setupScreenTest } from '../../test/render';
import { AGENTS, CHANNEL_SHARE, DAILY, HEAT, MONTHLY, OUTCOME_SHARE, PRICES, QA_SCORES, SLA_BY_TEAM } from './data';

jest.setTimeout(60_000);
setupScreenTest();
silenceActWarnings();
// jsdom has no canvas for echarts to measure text with: an average glyph's width is enough to lay a chart out.
setPlatformAPI({ measureText: (text = '') => ({ width: text.length * 7 }) });

// A chart draws once its ResizeObserver reports a size (jsdom lays nothing out): reported at once.
reportSizesAtOnce();

const integer = (value: number) => new Intl.NumberFormat('en').format(value);
const percent = (value: number) =>
  new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 1 }).format(value / 100);
const usd = (value: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(value);

/** Each family's h1, and each of its charts' accessible name with one figure its table must show. */
const PAGES: Record<ChartFamily, { title: string; charts: Array<[label: string | RegExp, figure: string]> }> = {
  'line-area': {
    title: 'Line and area charts',
    charts: [
      ['Line chart: conversations per day by channel, 2 to 15 March 2026', integer(DAILY[0].chat)],
      [
        'Area chart: conversations and resolved conversations per day, 2 to 15 March 2026',
        integer(DAILY[1].chat + DAILY[1].email + DAILY[1].messenger),
      ],
    ],
  },
  'bar-column': {
    title: 'Bar and column charts',
    charts: [
      ['Grouped column chart: conversations per channel in May and June 2026', integer(MONTHLY[5].chat)],
      ['Stacked column chart: conversations per month by channel, January to June 2026', integer(MONTHLY[0].email)],
      ['Bar chart: customer satisfaction by agent', percent(AGENTS[4].csat)],
    ],
  },
  'pie-donut': {
    title: 'Pie, donut and radial bar charts',
    charts: [
      ["Pie chart: this month's conversations by channel", integer(CHANNEL_SHARE[0].value)],
      [/^Donut chart: outcomes of this month's [\d,]+ conversations$/, integer(OUTCOME_SHARE[0].value)],
      ['Radial bar chart: conversations answered within the service level, by team', percent(SLA_BY_TEAM[0].value)],
    ],
  },
  'scatter-bubble': {
    title: 'Scatter and bubble charts',
    charts: [
      ['Scatter chart: first response time against satisfaction, one point per agent', percent(AGENTS[0].csat)],
      [
        'Bubble chart: first response time, satisfaction and conversations handled per agent',
        integer(AGENTS[2].handled),
      ],
    ],
  },
  radar: {
    title: 'Radar charts',
    charts: [['Radar chart: quality review scores of two agents on six criteria', String(QA_SCORES[1].scores[3])]],
  },
  'heatmap-treemap': {
    title: 'Heatmap and treemap',
    charts: [
      ['Heatmap: conversations started by weekday and hour, week of 2 March 2026', integer(HEAT[3][2])],
      [/^Treemap: this month's [\d,]+ tickets by topic and subtopic$/, integer(1580)],
    ],
  },
  candlestick: {
    title: 'Candlestick charts',
    charts: [['Candlestick chart: daily share price in US dollars, February and March 2026', usd(PRICES[0].close)]],
  },
};

describe('Chart families', () => {
  it.each(CHART_FAMILIES)('/charts/%s: its h1, its charts by name, and each chart as a table', async (family) => {
    const { title, charts } = PAGES[family];
    await renderRoute(`/charts/${family}`);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(await screen.findAllByRole('heading', { level: 2 })).toHaveLength(charts.length);
    // Each chart is drawn (ui-kit's charts and echarts both draw SVG) under its name.
    for (const [label] of charts) expect(screen.getByRole('img', { name: label }).querySelector('svg')).not.toBeNull();

    const switches = screen.getAllByRole('switch', { name: 'Show as table' });
    expect(switches).toHaveLength(charts.length);
    switches.forEach((one) => fireEvent.click(one));
    for (const [label, figure] of charts) {
      const table = within(await screen.findByRole('region', { name: label }));
      expect(table.getAllByRole('cell', { name: figure }).length).toBeGreaterThan(0);
      expect(screen.queryByRole('img', { name: label })).toBeNull();
    }
  });

  it('a family outside the catalog is Not Found', async () => {
    await renderRoute('/charts/sankey');
    expect(await screen.findByTestId('not-found')).toHaveAccessibleName('Page not found');
  });
});
