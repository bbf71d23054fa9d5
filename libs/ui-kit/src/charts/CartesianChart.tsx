// Bars (grouped, stacked, one colour per bar, value labels), lines and areas over ordered categories, on one or
// more value axes; or bars running sideways with the categories down the side. Ticks and paths come from
// d3-array and d3-shape (./scales.ts); the drawing is plain SVG in React (docs/architecture.md, UI kit: charts).
import { useState, type PointerEvent, type ReactNode } from 'react';
import { area, curveLinear, curveMonotoneX, line } from 'd3-shape';
import { ChartShell, type ChartFrameProps, type LegendItem, type TooltipContent } from './ChartShell';
import { bands, linearScale, type LinearScale } from './scales';
import { useChartSkin } from './useChartSkin';

export type Value = number | null | undefined;

export interface ChartSeries<Row> {
  key: string;
  /** In the legend and the tooltip. */
  name: string;
  kind: 'bar' | 'line' | 'area';
  value: (row: Row) => Value;
  color: string;
  /** A bar's own colour (one colour per category). */
  colorOf?: (row: Row, index: number) => string;
  /** The value axis it is drawn against (an axis `id`); the first axis when not given. */
  axis?: string;
  /** Bars with the same stack are drawn on top of each other. */
  stack?: string;
  /** Lines: straight segments rather than a smooth curve. */
  straight?: boolean;
  dashed?: boolean;
  dots?: boolean;
  /** A label at the end of each bar. */
  barLabel?: (row: Row) => string;
  /** The value as the tooltip writes it; the axis' format otherwise. */
  format?: (value: Value, row: Row) => string;
}

export interface ValueAxis {
  id?: string;
  format: (value: number) => string;
  /** Where the axis stands; the start (left, or right in a right-to-left page) when not given. */
  side?: 'start' | 'end';
  domain?: [number, number];
  /** Ticks on whole numbers only. */
  integer?: boolean;
  /** Room for the tick labels (and the title), in pixels. */
  width?: number;
  title?: string;
  /** Scale the series without drawing the axis (a sparkline). */
  hidden?: boolean;
}

export interface CartesianChartProps<Row> extends ChartFrameProps {
  rows: Row[];
  rowKey: (row: Row, index: number) => string;
  /** A category's label on its axis. */
  tick: (row: Row, index: number) => string;
  /** The tooltip's heading; the tick label when not given. */
  tooltipTitle?: (row: Row, index: number) => string;
  series: ChartSeries<Row>[];
  axes?: ValueAxis[];
  /** Bars run sideways, the categories down the start side. */
  horizontal?: boolean;
  /** Room for the category labels of a sideways chart. */
  categoryWidth?: number;
  hideCategoryAxis?: boolean;
  grid?: boolean;
  maxBarSize?: number;
  /** Rounded corners at the bars' ends. */
  barRadius?: number;
}

const CHAR = 0.6; // a wide glyph's width per font-size pixel, to keep tick labels apart
const NARROW = 0.52; // an average glyph's width, to cut a category label only when it really does not fit
const HIDDEN_AXIS: ValueAxis = { id: 'value', format: String, hidden: true };

const axisId = (axis: ValueAxis, index: number) => axis.id ?? (index === 0 ? 'value' : `axis${index}`);

function barPath(x: number, y: number, w: number, h: number, r: number, end: 'top' | 'right' | 'left'): string {
  const radius = Math.max(0, Math.min(r, w / 2, h / 2));
  if (radius === 0) return `M${x},${y}h${w}v${h}h${-w}Z`;
  if (end === 'top') {
    return `M${x},${y + h}V${y + radius}Q${x},${y} ${x + radius},${y}H${x + w - radius}Q${x + w},${y} ${x + w},${y + radius}V${y + h}Z`;
  }
  if (end === 'right') {
    return `M${x},${y}H${x + w - radius}Q${x + w},${y} ${x + w},${y + radius}V${y + h - radius}Q${x + w},${y + h} ${x + w - radius},${y + h}H${x}Z`;
  }
  return `M${x + w},${y}H${x + radius}Q${x},${y} ${x},${y + radius}V${y + h - radius}Q${x},${y + h} ${x + radius},${y + h}H${x + w}Z`;
}

/** Where each bar of a row sits on its value axis: its start and end, stacked bars one after the other. */
function barExtents<Row>(rows: Row[], bars: ChartSeries<Row>[]) {
  return rows.map((row) => {
    const bases = new Map<string, number>();
    return bars.map((series) => {
      const value = series.value(row);
      if (value === null || value === undefined || Number.isNaN(value)) return null;
      const group = series.stack ?? series.key;
      const from = series.stack ? (bases.get(group) ?? 0) : 0;
      bases.set(group, from + value);
      return [from, from + value] as const;
    });
  });
}

export function CartesianChart<Row>({
  rows,
  rowKey,
  tick,
  tooltipTitle,
  series,
  axes,
  horizontal = false,
  categoryWidth = 120,
  hideCategoryAxis = false,
  grid = true,
  maxBarSize,
  barRadius = 3,
  ...frame
}: CartesianChartProps<Row>) {
  const { height, legend } = frame;
  const skin = useChartSkin();
  const [active, setActive] = useState<number | null>(null);
  const valueAxes = axes && axes.length > 0 ? axes : [HIDDEN_AXIS];
  const ids = valueAxes.map(axisId);
  const axisOf = (one: ChartSeries<Row>) => Math.max(0, one.axis ? ids.indexOf(one.axis) : 0);
  const bars = series.filter((one) => one.kind === 'bar');
  const extents = barExtents(rows, bars);
  const fontSize = skin.fontSize;

  const layout = (width: number) => {
    const hasLabels = bars.some((one) => one.barLabel);
    const sideOf = (axis: ValueAxis) => axis.side ?? 'start';
    const shown = valueAxes.filter((axis) => !axis.hidden);
    const top = 8 + (!horizontal && hasLabels ? 14 : 0);
    const bottom = horizontal ? (shown.length ? 22 : 0) : hideCategoryAxis ? 0 : 22;

    // Each axis' domain from its series (stacked bars by their tops), or as given.
    const domains = valueAxes.map((axis, axisIndex) => {
      const values: number[] = [];
      series.forEach((one) => {
        if (axisOf(one) !== axisIndex) return;
        if (one.kind === 'bar') {
          const barIndex = bars.indexOf(one);
          extents.forEach((row) => {
            const extent = row[barIndex];
            if (extent) values.push(extent[0], extent[1]);
          });
        } else {
          rows.forEach((row) => {
            const value = one.value(row);
            if (value !== null && value !== undefined && !Number.isNaN(value)) values.push(value);
          });
        }
      });
      const low = Math.min(0, ...values);
      const high = Math.max(0, ...values);
      const domain: [number, number] = axis.domain ?? [low, high > low ? high : low + 1];
      return { domain, nice: axis.domain ? undefined : horizontal ? 4 : 5 };
    });
    const verticalTicks = Math.max(2, Math.floor((height - bottom - top) / 40));
    const ticksFor = (scale: LinearScale, axisIndex: number, count: number) => {
      const all = scale.ticks(count);
      return valueAxes[axisIndex].integer ? all.filter((value) => Number.isInteger(value)) : all;
    };
    // An upright axis is as wide as asked, or as its longest tick label (a duration such as "13 min 20 sec").
    const roomOf = (axisIndex: number) => {
      const axis = valueAxes[axisIndex];
      const given = axis.width ?? 48;
      if (horizontal || axis.hidden) return given;
      const labels = ticksFor(
        linearScale(domains[axisIndex].domain, [0, 1], domains[axisIndex].nice),
        axisIndex,
        verticalTicks,
      ).map(axis.format);
      const widest =
        Math.max(0, ...labels.map((text) => text.length)) * fontSize * CHAR + 8 + (axis.title ? fontSize + 4 : 0);
      return Math.max(given, Math.ceil(widest));
    };
    const roomOn = (side: 'start' | 'end') =>
      valueAxes.reduce(
        (sum, axis, axisIndex) => sum + (!axis.hidden && sideOf(axis) === side ? roomOf(axisIndex) : 0),
        0,
      );
    const startRoom = horizontal
      ? hideCategoryAxis
        ? 0
        : Math.min(categoryWidth, Math.round(width * 0.4))
      : roomOn('start');
    const endRoom = horizontal ? (hasLabels ? 48 : 24) : roomOn('end');
    const least = hideCategoryAxis ? 2 : 8;
    const startSide = Math.max(startRoom, least);
    const endSide = Math.max(endRoom, least);
    const left = skin.rtl ? endSide : startSide;
    const right = skin.rtl ? startSide : endSide;
    const plot = { left, right: Math.max(left + 1, width - right), top, bottom: Math.max(top + 1, height - bottom) };

    const along: [number, number] = horizontal
      ? [plot.top, plot.bottom]
      : skin.rtl
        ? [plot.right, plot.left]
        : [plot.left, plot.right];
    const band = bands(rows.length, along, 0.2, 0.1);
    const point = bands(rows.length, along, 1, hideCategoryAxis ? 0 : 0.3);
    const banded = bars.length > 0;
    const centre = banded ? band.centre : point.centre;
    const bandStart = (index: number) => (banded ? band.start(index) : point.centre(index) - point.step / 2);
    const bandSize = banded ? band.bandwidth : point.step;

    const valueRange: [number, number] = horizontal
      ? skin.rtl
        ? [plot.right, plot.left]
        : [plot.left, plot.right]
      : [plot.bottom, plot.top];
    const scales: LinearScale[] = domains.map(({ domain, nice }) => linearScale(domain, valueRange, nice));
    const tickCount = horizontal ? Math.max(2, Math.floor((plot.right - plot.left) / 70)) : verticalTicks;
    const ticksOf = (axisIndex: number) => ticksFor(scales[axisIndex], axisIndex, tickCount);
    return { plot, band, centre, bandStart, bandSize, banded, scales, ticksOf, roomOf };
  };

  const tooltip = (index: number): TooltipContent => {
    const row = rows[index];
    return {
      title: (tooltipTitle ?? tick)(row, index),
      rows: series.map((one) => {
        const value = one.value(row);
        const axis = valueAxes[axisOf(one)];
        return {
          key: one.key,
          name: one.name,
          color: one.colorOf ? one.colorOf(row, index) : one.color,
          value: one.format ? one.format(value, row) : value === null || value === undefined ? '—' : axis.format(value),
        };
      }),
    };
  };

  const legendItems: LegendItem[] | undefined = legend
    ? series.map((one) => ({
        key: one.key,
        name: one.name,
        color: one.color,
        line: one.kind === 'line',
        dashed: one.dashed,
      }))
    : undefined;

  const draw = (width: number): ReactNode => {
    const { plot, band, centre, bandStart, bandSize, banded, scales, ticksOf, roomOf } = layout(width);
    const nodes: ReactNode[] = [];
    const textProps = { fill: skin.text, fontSize };

    // Grid and value axes.
    valueAxes.forEach((axis, axisIndex) => {
      const scale = scales[axisIndex];
      const ticks = ticksOf(axisIndex);
      if (grid && axisIndex === 0 && !axis.hidden) {
        ticks.forEach((value) => {
          const at = scale(value);
          nodes.push(
            horizontal ? (
              <line
                key={`grid-${value}`}
                x1={at}
                x2={at}
                y1={plot.top}
                y2={plot.bottom}
                stroke={skin.grid}
                strokeDasharray="3 3"
              />
            ) : (
              <line
                key={`grid-${value}`}
                x1={plot.left}
                x2={plot.right}
                y1={at}
                y2={at}
                stroke={skin.grid}
                strokeDasharray="3 3"
              />
            ),
          );
        });
      }
      if (axis.hidden) return;
      if (horizontal) {
        ticks.forEach((value) =>
          nodes.push(
            <text
              key={`tick-${axisIndex}-${value}`}
              x={scale(value)}
              y={plot.bottom + 16}
              textAnchor="middle"
              {...textProps}
            >
              {axis.format(value)}
            </text>,
          ),
        );
        return;
      }
      const atEnd = (axis.side ?? 'start') === 'end';
      const onRight = atEnd !== skin.rtl;
      const before = valueAxes
        .slice(0, axisIndex)
        .reduce(
          (sum, other, otherIndex) =>
            sum + (!other.hidden && (other.side ?? 'start') === (axis.side ?? 'start') ? roomOf(otherIndex) : 0),
          0,
        );
      const edge = onRight ? plot.right + before : plot.left - before;
      ticks.forEach((value) =>
        nodes.push(
          <text
            key={`tick-${axisIndex}-${value}`}
            x={onRight ? edge + 6 : edge - 6}
            y={scale(value)}
            dy="0.32em"
            textAnchor={onRight ? 'start' : 'end'}
            {...textProps}
          >
            {axis.format(value)}
          </text>,
        ),
      );
      if (axis.title) {
        // Rotated, a title's glyphs rise towards the chart's outer edge: a font size in keeps them inside the svg.
        const x = onRight ? edge + roomOf(axisIndex) - fontSize : edge - roomOf(axisIndex) + fontSize;
        const y = (plot.top + plot.bottom) / 2;
        nodes.push(
          <text
            key={`title-${axisIndex}`}
            x={x}
            y={y}
            textAnchor="middle"
            transform={`rotate(${onRight ? 90 : -90} ${x} ${y})`}
            {...textProps}
          >
            {axis.title}
          </text>,
        );
      }
    });

    // Category axis: labels thinned so they never overlap.
    if (!hideCategoryAxis && rows.length > 0) {
      const labels = rows.map((row, index) => tick(row, index));
      if (horizontal) {
        const room = (skin.rtl ? width - plot.right : plot.left) - 8;
        const fits = Math.max(3, Math.floor(room / (fontSize * NARROW)));
        labels.forEach((text, index) =>
          nodes.push(
            <text
              key={`cat-${index}`}
              x={skin.rtl ? plot.right + 8 : plot.left - 8}
              y={centre(index)}
              dy="0.32em"
              textAnchor={skin.rtl ? 'start' : 'end'}
              {...textProps}
            >
              {text.length > fits ? `${text.slice(0, fits - 1)}…` : text}
              {text.length > fits ? <title>{text}</title> : null}
            </text>,
          ),
        );
      } else {
        const widest = Math.max(...labels.map((text) => text.length)) * fontSize * CHAR + 12;
        const step = Math.max(1, Math.ceil(widest / Math.max(1, bandSize)));
        labels.forEach((text, index) => {
          if (index % step !== 0) return;
          const x = centre(index);
          const half = (text.length * fontSize * CHAR) / 2;
          const anchor = x - half < 0 ? 'start' : x + half > width ? 'end' : 'middle';
          nodes.push(
            <text
              key={`cat-${index}`}
              x={anchor === 'start' ? 0 : anchor === 'end' ? width : x}
              y={plot.bottom + 16}
              textAnchor={anchor}
              {...textProps}
            >
              {text}
            </text>,
          );
        });
      }
    }

    // The hovered or focused category.
    if (active !== null && active < rows.length) {
      const start = bandStart(active);
      if (banded) {
        const band = horizontal
          ? { x: plot.left, width: plot.right - plot.left, y: start, height: bandSize }
          : { y: plot.top, height: plot.bottom - plot.top, x: start, width: bandSize };
        nodes.push(<rect key="cursor" {...band} fill={skin.cursor} />);
      } else {
        nodes.push(
          <line
            key="cursor"
            x1={centre(active)}
            x2={centre(active)}
            y1={plot.top}
            y2={plot.bottom}
            stroke={skin.grid}
          />,
        );
      }
    }

    // Bars: one slot per unstacked series or per stack within each category's band.
    const slots = [...new Set(bars.map((one) => one.stack ?? one.key))];
    const slotBands = bands(slots.length, [0, band.bandwidth], slots.length > 1 ? 0.1 : 0, 0);
    const thickness = Math.max(1, Math.min(slotBands.bandwidth, maxBarSize ?? Infinity));
    bars.forEach((one, barIndex) => {
      const scale = scales[axisOf(one)];
      const topOfStack = (index: number) => {
        const group = one.stack ?? one.key;
        const later = bars
          .slice(barIndex + 1)
          .some((other) => (other.stack ?? other.key) === group && extents[index][bars.indexOf(other)]);
        return !later;
      };
      rows.forEach((row, index) => {
        const extent = extents[index][barIndex];
        if (!extent) return;
        const slot = slotBands.start(slots.indexOf(one.stack ?? one.key)) + (slotBands.bandwidth - thickness) / 2;
        const across = band.start(index) + slot;
        const from = scale(extent[0]);
        const to = scale(extent[1]);
        const radius = topOfStack(index) ? barRadius : 0;
        const fill = one.colorOf ? one.colorOf(row, index) : one.color;
        const key = `bar-${one.key}-${rowKey(row, index)}`;
        if (horizontal) {
          const x = Math.min(from, to);
          const length = Math.abs(to - from);
          nodes.push(
            <path
              key={key}
              d={barPath(x, across, length, thickness, radius, skin.rtl ? 'left' : 'right')}
              fill={fill}
              data-series={one.key}
            />,
          );
          if (one.barLabel) {
            nodes.push(
              <text
                key={`${key}-label`}
                x={skin.rtl ? x - 6 : x + length + 6}
                y={across + thickness / 2}
                dy="0.32em"
                textAnchor={skin.rtl ? 'end' : 'start'}
                {...textProps}
              >
                {one.barLabel(row)}
              </text>,
            );
          }
        } else {
          const y = Math.min(from, to);
          const length = Math.abs(to - from);
          nodes.push(
            <path
              key={key}
              d={barPath(across, y, thickness, length, radius, 'top')}
              fill={fill}
              data-series={one.key}
            />,
          );
          if (one.barLabel) {
            nodes.push(
              <text key={`${key}-label`} x={across + thickness / 2} y={y - 6} textAnchor="middle" {...textProps}>
                {one.barLabel(row)}
              </text>,
            );
          }
        }
      });
    });

    // Lines and areas, over the categories in screen order (left to right) so the curve stays monotone.
    const order = rows.map((_, index) => index);
    if (skin.rtl && !horizontal) order.reverse();
    series
      .filter((one) => one.kind !== 'bar')
      .forEach((one) => {
        const scale = scales[axisOf(one)];
        const valueAt = (index: number) => one.value(rows[index]);
        const defined = (index: number) => {
          const value = valueAt(index);
          return value !== null && value !== undefined && !Number.isNaN(value);
        };
        const curve = one.straight ? curveLinear : curveMonotoneX;
        if (one.kind === 'area') {
          const shape = area<number>()
            .defined(defined)
            .x(centre)
            .y0(scale(Math.max(0, scale.domain[0])))
            .y1((index) => scale(valueAt(index) ?? 0))
            .curve(curve);
          nodes.push(
            <path key={`area-${one.key}`} d={shape(order) ?? ''} fill={one.color} fillOpacity={0.18} stroke="none" />,
          );
        }
        const path = line<number>()
          .defined(defined)
          .x(centre)
          .y((index) => scale(valueAt(index) ?? 0))
          .curve(curve);
        nodes.push(
          <path
            key={`line-${one.key}`}
            d={path(order) ?? ''}
            fill="none"
            stroke={one.color}
            strokeWidth={2}
            strokeDasharray={one.dashed ? '5 4' : undefined}
            data-series={one.key}
          />,
        );
        order.forEach((index) => {
          if (!defined(index)) return;
          const isActive = index === active;
          if (!one.dots && !isActive) return;
          nodes.push(
            <circle
              key={`dot-${one.key}-${rowKey(rows[index], index)}`}
              cx={centre(index)}
              cy={scale(valueAt(index) ?? 0)}
              r={isActive ? 4 : 2}
              fill={isActive ? one.color : skin.tooltip.background}
              stroke={one.color}
              strokeWidth={2}
            />,
          );
        });
      });

    const onPointerMove = (event: PointerEvent<SVGSVGElement>) => {
      if (rows.length === 0) return;
      const box = event.currentTarget.getBoundingClientRect();
      const at = horizontal ? event.clientY - box.top : event.clientX - box.left;
      let nearest = 0;
      rows.forEach((_, index) => {
        if (Math.abs(centre(index) - at) < Math.abs(centre(nearest) - at)) nearest = index;
      });
      if (nearest !== active) setActive(nearest);
    };

    return (
      <svg
        width={width}
        height={height}
        aria-hidden
        focusable="false"
        onPointerMove={onPointerMove}
        onPointerLeave={() => setActive(null)}
        style={{ fontFamily: 'inherit' }}
      >
        {nodes}
      </svg>
    );
  };

  const anchor = (index: number, width: number) => {
    const { plot, centre, bandSize } = layout(width);
    return horizontal
      ? { x: skin.rtl ? plot.right - 12 : plot.left + 12, y: centre(index) + bandSize / 2 }
      : { x: centre(index), y: plot.top };
  };

  return (
    <ChartShell
      frame={frame}
      skin={skin}
      count={rows.length}
      active={active}
      onActive={setActive}
      anchor={anchor}
      tooltip={tooltip}
      legend={legendItems}
      vertical={horizontal}
    >
      {draw}
    </ChartShell>
  );
}
