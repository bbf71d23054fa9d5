// A pie or donut of the parts of a whole (d3-shape's pie and arc), with the same frame as the other charts:
// accessible name, legend in HTML, tooltip on hover and on keyboard focus (the arrow keys step through parts).
import { useState } from 'react';
import { arc, pie, type PieArcDatum } from 'd3-shape';
import { ChartShell, type ChartFrameProps, type TooltipContent } from './ChartShell';
import { useChartSkin } from './useChartSkin';

export interface DonutPart {
  key: string;
  name: string;
  value: number;
  color: string;
}

export interface DonutChartProps extends ChartFrameProps {
  parts: DonutPart[];
  /** The part's value as the tooltip writes it. */
  format: (value: number, part: DonutPart) => string;
  /** Radii as a share of half the smaller side (0 inner: a pie). */
  inner?: number;
  outer?: number;
  /** Gap between slices, in radians. */
  padAngle?: number;
}

export function DonutChart({ parts, format, inner = 0.6, outer = 1, padAngle = 0, ...frame }: DonutChartProps) {
  const { height, legend, fallbackWidth = 300 } = frame;
  const skin = useChartSkin();
  const [active, setActive] = useState<number | null>(null);
  const slices = pie<DonutPart>()
    .value((part) => Math.max(0, part.value))
    .sort(null)
    .padAngle(padAngle)(parts);

  const geometry = (width: number) => {
    const radius = Math.max(1, Math.min(width, height) / 2 - 2);
    return { cx: width / 2, cy: height / 2, outerRadius: radius * outer, innerRadius: radius * inner };
  };
  const tooltip = (index: number): TooltipContent => {
    const part = parts[index];
    return { rows: [{ key: part.key, name: part.name, value: format(part.value, part), color: part.color }] };
  };
  const anchor = (index: number, width: number) => {
    const { cx, cy, innerRadius, outerRadius } = geometry(width);
    const slice = slices[index];
    const angle = (slice.startAngle + slice.endAngle) / 2;
    const middle = (innerRadius + outerRadius) / 2;
    return { x: cx + Math.sin(angle) * middle, y: cy - Math.cos(angle) * middle };
  };

  const draw = (width: number) => {
    const { cx, cy, innerRadius, outerRadius } = geometry(width);
    const shape = arc<PieArcDatum<DonutPart>>().innerRadius(innerRadius).outerRadius(outerRadius);
    const grown = arc<PieArcDatum<DonutPart>>()
      .innerRadius(innerRadius)
      .outerRadius(outerRadius + 3);
    return (
      <svg width={width} height={height} aria-hidden focusable="false" onPointerLeave={() => setActive(null)}>
        <g transform={`translate(${cx},${cy})`}>
          {slices.map((slice, index) => (
            <path
              key={slice.data.key}
              d={(index === active ? grown : shape)(slice) ?? ''}
              fill={slice.data.color}
              data-part={slice.data.key}
              onPointerEnter={() => setActive(index)}
            />
          ))}
        </g>
      </svg>
    );
  };

  return (
    <ChartShell
      frame={{ ...frame, fallbackWidth }}
      skin={skin}
      count={parts.length}
      active={active}
      onActive={setActive}
      anchor={anchor}
      tooltip={tooltip}
      legend={legend ? parts.map((part) => ({ key: part.key, name: part.name, color: part.color })) : undefined}
    >
      {draw}
    </ChartShell>
  );
}
