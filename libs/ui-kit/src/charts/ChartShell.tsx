// The frame every chart draws in: full width of its parent (measured with a ResizeObserver, so a chart never
// scrolls sideways on a phone) at a given height, its accessible name (role="img" + aria-label, as the charts'
// tests and screen readers read it), a legend in HTML, and a tooltip that follows the pointer AND the keyboard:
// the chart is one tab stop, the arrow keys (Home, End) step through its points and Escape hides the tooltip.
// The tooltip is a polite live region outside the image, so a screen reader reads the focused point's figures.
import { useEffect, useId, useRef, useState, type CSSProperties, type KeyboardEvent, type ReactNode } from 'react';
import type { ChartSkin } from './useChartSkin';
import './charts.css';

export interface LegendItem {
  key: string;
  name: string;
  color: string;
  /** Drawn as a short line rather than a square (a line series). */
  line?: boolean;
  dashed?: boolean;
}

export interface TooltipContent {
  title?: string;
  rows: Array<{ key: string; name: string; value: string; color: string }>;
}

/**
 * Width of the element, as its ResizeObserver reports it (null until the first report; `fallback` while it is 0: a
 * hidden element). The observer reports after the browser has laid the frame out, so reading the width then costs
 * nothing, and the chart is drawn in a task of its own. Read at mount instead (a layout or passive effect), it forced
 * a layout in the middle of React's commit and redrew the chart there, synchronously: the longest part of the
 * dashboard's first render (docs/architecture.md, How the page stays light). Without ResizeObserver, `fallback`.
 */
export function useWidth(fallback: number) {
  const ref = useRef<HTMLDivElement>(null);
  const [measured, setMeasured] = useState<number | null>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    if (typeof ResizeObserver === 'undefined') {
      setMeasured(0);
      return undefined;
    }
    const observer = new ResizeObserver(() => setMeasured(Math.floor(element.getBoundingClientRect().width)));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { ref, width: measured === null ? null : measured > 0 ? measured : fallback };
}

/** What every chart is told about its frame, which it hands to ChartShell as it is. */
export interface ChartFrameProps {
  /** The chart's accessible name: what it shows, with its figures where they are short. */
  label: string;
  height: number;
  /** Where the legend goes, if there is one. */
  legend?: 'top' | 'bottom';
  /** Width before the first measurement (and in tests). */
  fallbackWidth?: number;
  className?: string;
}

export interface ChartShellProps {
  frame: ChartFrameProps;
  skin: ChartSkin;
  /** How many points the keyboard steps through. */
  count: number;
  active: number | null;
  onActive: (index: number | null) => void;
  /** Where the tooltip points to, in pixels from the chart's top-left corner. */
  anchor: (index: number, width: number) => { x: number; y: number };
  tooltip: (index: number) => TooltipContent;
  legend?: LegendItem[];
  /** The arrow keys that step forward: along the x axis, or down the rows of a sideways bar chart. */
  vertical?: boolean;
  children: (width: number) => ReactNode;
}

function Legend({ items }: { items: LegendItem[] }) {
  return (
    <ul className="la-chart-legend">
      {items.map((item) => (
        <li key={item.key}>
          {item.line ? (
            <span
              className={item.dashed ? 'la-chart-line-swatch dashed' : 'la-chart-line-swatch'}
              style={{ borderColor: item.color }}
              aria-hidden
            />
          ) : (
            <span className="la-chart-swatch" style={{ background: item.color }} aria-hidden />
          )}
          {item.name}
        </li>
      ))}
    </ul>
  );
}

export function ChartShell({
  frame: { label, height, legend: legendAt = 'bottom', fallbackWidth = 600, className },
  skin,
  count,
  active,
  onActive,
  anchor,
  tooltip,
  legend,
  vertical,
  children,
}: ChartShellProps) {
  const { ref, width } = useWidth(fallbackWidth);
  const tooltipId = useId();
  const shown = active !== null && active < count ? active : null;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (count === 0) return;
    const current = shown ?? -1;
    const forward = vertical ? 'ArrowDown' : skin.rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = vertical ? 'ArrowUp' : skin.rtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number | null | undefined;
    if (event.key === forward) next = Math.min(count - 1, current + 1);
    else if (event.key === back) next = Math.max(0, current - 1);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = count - 1;
    else if (event.key === 'Escape') next = null;
    if (next === undefined) return;
    event.preventDefault();
    onActive(next);
  };

  const content = shown === null ? null : tooltip(shown);
  const at = shown === null || width === null ? null : anchor(shown, width);
  const flip = at !== null && width !== null && (skin.rtl ? at.x > width * 0.4 : at.x > width * 0.6);
  const { muted, ...box } = skin.tooltip;
  const tooltipStyle: CSSProperties = {
    ...box,
    top: at ? Math.max(0, at.y) : 0,
    left: at ? at.x : 0,
    transform: flip ? 'translateX(calc(-100% - 12px))' : 'translateX(12px)',
  };
  const legendBlock = legend && legend.length > 0 ? <Legend items={legend} /> : null;

  return (
    <div
      ref={ref}
      className={className ? `la-chart ${className}` : 'la-chart'}
      style={{ color: skin.text, ['--la-chart-focus' as string]: skin.focus }}
    >
      {legendAt === 'top' ? legendBlock : null}
      <div style={{ position: 'relative' }}>
        <div
          role="img"
          aria-label={label}
          aria-describedby={content ? tooltipId : undefined}
          tabIndex={count > 0 ? 0 : undefined}
          className="la-chart-plot"
          style={{ height }}
          onKeyDown={onKeyDown}
          onFocus={() => onActive(shown ?? 0)}
          onBlur={() => onActive(null)}
        >
          {/* Drawn once the width is known: the box keeps its height meanwhile, so nothing moves. */}
          {width === null ? null : children(width)}
        </div>
        <div
          id={tooltipId}
          role="status"
          aria-live="polite"
          className="la-chart-tooltip"
          style={content ? tooltipStyle : undefined}
        >
          {content ? (
            <>
              {content.title ? (
                <div className="la-chart-tooltip-title" style={{ color: muted }}>
                  {content.title}
                </div>
              ) : null}
              {content.rows.map((row) => (
                <div key={row.key} className="la-chart-tooltip-row">
                  <span className="la-chart-swatch" style={{ background: row.color }} aria-hidden />
                  <span>{row.name}</span>
                  <b>{row.value}</b>
                </div>
              ))}
            </>
          ) : null}
        </div>
      </div>
      {legendAt === 'bottom' ? legendBlock : null}
    </div>
  );
}
