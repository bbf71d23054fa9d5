// The chart layer as a user meets it: bars, lines and donuts drawn from the data, the legend, a tooltip that
// follows the pointer and the keyboard (read out through a live region), the dark skin's colours, the width of
// the parent, and an empty chart that draws nothing and takes no tab stop.
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { ConfigProvider, theme } from 'antd';
import { CartesianChart, DonutChart, type ChartSeries } from './index';
import { bands, linearScale } from './scales';
import { reportSizesAtOnce } from '../testing/resizeObserver';

interface Row {
  day: string;
  count: number;
  share: number | null;
  other: number;
}

const rows: Row[] = [
  { day: 'Mon', count: 4, share: 50, other: 1 },
  { day: 'Tue', count: 8, share: null, other: 2 },
  { day: 'Wed', count: 2, share: 25, other: 3 },
];
const count: ChartSeries<Row> = {
  key: 'count',
  name: 'Closed',
  kind: 'bar',
  value: (row) => row.count,
  color: '#1677ff',
};
const share: ChartSeries<Row> = {
  key: 'share',
  name: 'CSAT',
  kind: 'line',
  value: (row) => row.share,
  color: '#52c41a',
  axis: 'pct',
  dots: true,
};

function Chart({
  series = [count, share],
  data = rows,
  horizontal = false,
}: {
  series?: ChartSeries<Row>[];
  data?: Row[];
  horizontal?: boolean;
}) {
  return (
    <CartesianChart
      label="Closed and CSAT per day"
      rows={data}
      rowKey={(row) => row.day}
      tick={(row) => row.day}
      tooltipTitle={(row) => `Day ${row.day}`}
      series={series}
      axes={[
        { id: 'count', format: (value) => `${value}`, integer: true },
        { id: 'pct', format: (value) => `${value} %`, side: 'end', domain: [0, 100] },
      ]}
      horizontal={horizontal}
      height={240}
      legend="bottom"
    />
  );
}

// A chart draws once its ResizeObserver reports a size (jsdom lays nothing out): reported at once.
reportSizesAtOnce();

const tooltip = () => screen.getByRole('status');
const bars = (container: HTMLElement, key: string) =>
  Array.from(container.querySelectorAll(`path[data-series="${key}"]`));
/** The numbers of a path's `d`. */
const numbers = (path: Element) => (path.getAttribute('d') ?? '').match(/-?\d+(\.\d+)?/g)!.map(Number);

describe('CartesianChart', () => {
  it('draws a bar per row and the line with a gap where a value is missing, under the chart’s accessible name', () => {
    const { container } = render(<Chart />);
    expect(screen.getByRole('img', { name: 'Closed and CSAT per day' })).toBeInTheDocument();
    const drawn = bars(container, 'count');
    expect(drawn).toHaveLength(3);
    // Taller bar for the larger count: Tue (8) starts higher up than Mon (4) and Wed (2).
    const tops = drawn.map((bar) => Math.min(...numbers(bar).filter((_, i) => i % 2 === 1)));
    expect(tops[1]).toBeLessThan(tops[0]);
    expect(tops[0]).toBeLessThan(tops[2]);
    // Tue has no CSAT: the line is two pieces (two moves), not a dip to zero.
    const [line] = bars(container, 'share');
    expect(line.getAttribute('d')!.match(/M/g)).toHaveLength(2);
    // Axis labels go through the given formats.
    expect(within(container.querySelector<HTMLElement>('svg')!).getAllByText('100 %').length).toBe(1);
    expect(within(container.querySelector<HTMLElement>('svg')!).getByText('Tue')).toBeInTheDocument();
  });

  it('lists the series in the legend', () => {
    render(<Chart />);
    const legend = screen.getByRole('list');
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Closed', 'CSAT']);
  });

  it('shows the tooltip of a point on keyboard focus and steps through the points with the arrow keys', () => {
    render(<Chart />);
    const chart = screen.getByRole('img', { name: 'Closed and CSAT per day' });
    expect(tooltip()).toBeEmptyDOMElement();
    act(() => chart.focus());
    expect(tooltip()).toHaveTextContent('Day Mon');
    expect(tooltip()).toHaveTextContent('Closed4');
    expect(tooltip()).toHaveTextContent('CSAT50 %');
    expect(chart).toHaveAttribute('aria-describedby', tooltip().id);
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(tooltip()).toHaveTextContent('Day Tue');
    expect(tooltip()).toHaveTextContent('CSAT—');
    fireEvent.keyDown(chart, { key: 'End' });
    expect(tooltip()).toHaveTextContent('Day Wed');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(tooltip()).toHaveTextContent('Day Wed');
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(tooltip()).toHaveTextContent('Day Mon');
    fireEvent.keyDown(chart, { key: 'Escape' });
    expect(tooltip()).toBeEmptyDOMElement();
    act(() => chart.blur());
    expect(tooltip()).toBeEmptyDOMElement();
  });

  it('shows the tooltip of the category under the pointer', () => {
    const { container } = render(<Chart />);
    const svg = container.querySelector('svg')!;
    // jsdom has no PointerEvent: a mouse event of the pointer's type carries the coordinates.
    fireEvent(svg, new MouseEvent('pointermove', { bubbles: true, clientX: 590, clientY: 100 }));
    expect(tooltip()).toHaveTextContent('Day Wed');
    fireEvent.pointerLeave(svg);
    expect(tooltip()).toBeEmptyDOMElement();
  });

  it('stacks bars with the same stack and puts the others side by side', () => {
    const stacked = render(
      <Chart
        series={[
          { ...count, stack: 's' },
          { key: 'other', name: 'Other', kind: 'bar', value: (row) => row.other, color: '#aaa', stack: 's' },
        ]}
      />,
    );
    const [first] = bars(stacked.container, 'count');
    const [second] = bars(stacked.container, 'other');
    expect(numbers(first)[0]).toBe(numbers(second)[0]); // same x
    stacked.unmount();
    const grouped = render(
      <Chart
        series={[count, { key: 'other', name: 'Other', kind: 'bar', value: (row) => row.other, color: '#aaa' }]}
      />,
    );
    expect(numbers(bars(grouped.container, 'count')[0])[0]).toBeLessThan(
      numbers(bars(grouped.container, 'other')[0])[0],
    );
  });

  it('draws sideways bars with a colour each and a value label at their end', () => {
    const { container } = render(
      <Chart
        horizontal
        series={[
          {
            ...count,
            colorOf: (_row, index) => ['#111111', '#222222', '#333333'][index],
            barLabel: (row) => `${row.count} closed`,
          },
        ]}
      />,
    );
    expect(bars(container, 'count').map((bar) => bar.getAttribute('fill'))).toEqual(['#111111', '#222222', '#333333']);
    expect(screen.getByText('8 closed')).toBeInTheDocument();
    const chart = screen.getByRole('img');
    act(() => chart.focus());
    fireEvent.keyDown(chart, { key: 'ArrowDown' });
    expect(tooltip()).toHaveTextContent('Day Tue');
  });

  it('draws nothing and takes no tab stop without data', () => {
    const { container } = render(<Chart data={[]} />);
    const chart = screen.getByRole('img', { name: 'Closed and CSAT per day' });
    expect(chart).not.toHaveAttribute('tabindex');
    expect(bars(container, 'count')).toHaveLength(0);
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(tooltip()).toBeEmptyDOMElement();
  });

  it('draws nothing until its size is known, then takes the width of its parent and follows it when it changes', () => {
    let report: () => void = () => undefined;
    let width = 390;
    const rect = jest.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(() => ({
      width,
      height: 240,
      top: 0,
      left: 0,
      right: width,
      bottom: 240,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    }));
    window.ResizeObserver = class {
      constructor(callback: () => void) {
        report = callback;
      }
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
    try {
      const { container } = render(<Chart />);
      // The plot keeps its height while nothing is drawn, so the page does not move when the chart comes.
      expect(container.querySelector('svg')).toBeNull();
      expect(container.querySelector('.la-chart-plot')).toHaveStyle({ height: '240px' });
      act(() => report());
      expect(container.querySelector('svg')).toHaveAttribute('width', '390');
      width = 768;
      act(() => report());
      expect(container.querySelector('svg')).toHaveAttribute('width', '768');
    } finally {
      rect.mockRestore();
    }
  });

  it('widens an axis to its longest tick label, so the labels never run into the plot or the next axis', () => {
    const withFormat = (format: (value: number) => string) =>
      render(
        <CartesianChart
          label="Waits"
          rows={rows}
          rowKey={(row) => row.day}
          tick={(row) => row.day}
          series={[count]}
          axes={[{ format, width: 40 }]}
          height={240}
        />,
      );
    const short = withFormat(String);
    const shortStart = numbers(bars(short.container, 'count')[0])[0];
    short.unmount();
    const long = withFormat((value) => `${value} min 20 sec and more`);
    const longStart = numbers(bars(long.container, 'count')[0])[0];
    expect(shortStart).toBeLessThan(60);
    expect(longStart).toBeGreaterThan(150);
  });

  it('takes its text and grid colours from the skin', () => {
    const light = render(<Chart />);
    const lightText = light.container.querySelector('svg text')!.getAttribute('fill');
    light.unmount();
    const dark = render(
      <ConfigProvider theme={{ algorithm: theme.darkAlgorithm }}>
        <Chart />
      </ConfigProvider>,
    );
    const darkText = dark.container.querySelector('svg text')!.getAttribute('fill');
    expect(lightText).not.toBe(darkText);
    expect(darkText).toMatch(/255,\s*255,\s*255/);
  });
});

describe('DonutChart', () => {
  const parts = [
    { key: 'chrome', name: 'Chrome', value: 60, color: '#1677ff' },
    { key: 'safari', name: 'Safari', value: 30, color: '#13c2c2' },
    { key: 'other', name: 'Other', value: 10, color: '#faad14' },
  ];

  it('draws a slice per part, with the legend, and the part’s figure on focus and hover', () => {
    const { container } = render(
      <DonutChart label="Browsers" parts={parts} height={200} format={(value) => `${value} %`} legend="bottom" />,
    );
    expect(container.querySelectorAll('path[data-part]')).toHaveLength(3);
    expect(
      within(screen.getByRole('list'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Chrome', 'Safari', 'Other']);
    const chart = screen.getByRole('img', { name: 'Browsers' });
    act(() => chart.focus());
    expect(tooltip()).toHaveTextContent('Chrome60 %');
    fireEvent.keyDown(chart, { key: 'ArrowRight' });
    expect(tooltip()).toHaveTextContent('Safari30 %');
    act(() => chart.blur());
    fireEvent.pointerEnter(container.querySelector('path[data-part="other"]')!);
    expect(tooltip()).toHaveTextContent('Other10 %');
  });

  it('draws nothing for no parts', () => {
    const { container } = render(<DonutChart label="Browsers" parts={[]} height={200} format={String} />);
    expect(container.querySelectorAll('path[data-part]')).toHaveLength(0);
    expect(screen.getByRole('img', { name: 'Browsers' })).not.toHaveAttribute('tabindex');
  });
});

describe('scales', () => {
  it('maps a value onto pixels, widened to round ticks', () => {
    const scale = linearScale([0, 93], [200, 0], 5);
    expect(scale.domain).toEqual([0, 100]);
    expect(scale.ticks(5)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(scale(0)).toBe(200);
    expect(scale(50)).toBe(100);
    expect(linearScale([0, 100], [0, 50])(100)).toBe(50);
  });

  it('lays out equal bands with gaps between and at the ends, backwards on a reversed range, and points', () => {
    const forward = bands(3, [0, 100], 0.2, 0.1);
    expect(forward.step).toBeCloseTo(100 / 3);
    expect(forward.bandwidth).toBeCloseTo(80 / 3);
    expect(forward.start(0)).toBeCloseTo(10 / 3);
    expect(forward.start(2) + forward.bandwidth).toBeCloseTo(100 - 10 / 3);
    const backward = bands(3, [100, 0], 0.2, 0.1);
    expect(backward.start(0)).toBeCloseTo(forward.start(2));
    const points = bands(3, [0, 100], 1, 0);
    expect([0, 1, 2].map(points.centre)).toEqual([0, 50, 100]);
    expect(bands(1, [0, 100], 1, 0.3).centre(0)).toBe(50);
  });
});
