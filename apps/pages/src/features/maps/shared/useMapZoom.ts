// Zoom and pan for an SVG map (d3-zoom): mouse drag, Ctrl + wheel, pinch and double-click from d3, plus the keyboard
// (arrow keys pan, + and − zoom, 0 resets) and the on-screen buttons. The transform is React state, so what is
// drawn at a fixed size on screen (markers, a tooltip) is placed with `transform.apply(point)`.
import { useCallback, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { select } from 'd3-selection';
import { zoom, zoomIdentity, zoomTransform, type ZoomTransform } from 'd3-zoom';
import { prefersReducedMotion } from '@live-agent/ui-kit';

const STEP = 1.6;
const PAN = 60;
const FLIGHT_MS = 900;

export interface MapZoomOptions {
  /** The SVG's viewBox size: the zoom's extent (given, because jsdom has no layout to measure). */
  width: number;
  height: number;
  maxScale: number;
}

const ease = (t: number) => (t < 0.5 ? 4 * t * t * t : 1 - (-2 * t + 2) ** 3 / 2);

export function useMapZoom({ width, height, maxScale }: MapZoomOptions) {
  const svgRef = useRef<SVGSVGElement>(null);
  const flight = useRef(0);
  const [transform, setTransform] = useState<ZoomTransform>(zoomIdentity);
  const behavior = useMemo(
    () =>
      zoom<SVGSVGElement, unknown>()
        .extent([
          [0, 0],
          [width, height],
        ])
        .translateExtent([
          [0, 0],
          [width, height],
        ])
        .scaleExtent([1, maxScale])
        // The wheel zooms only with Ctrl or ⌘ (a trackpad's pinch sends it): a plain wheel scrolls the page past the
        // map. A press with a mouse button other than the main one is not a drag.
        .filter((event: MouseEvent | WheelEvent) =>
          event.type === 'wheel' ? event.ctrlKey || event.metaKey : !event.ctrlKey && !event.button,
        ),
    [width, height, maxScale],
  );

  useEffect(() => {
    const svg = select(svgRef.current!);
    behavior.on('zoom', (event: { transform: ZoomTransform }) => setTransform(event.transform));
    svg.call(behavior);
    return () => {
      cancelAnimationFrame(flight.current);
      behavior.on('zoom', null);
      svg.on('.zoom', null);
    };
  }, [behavior]);

  const zoomBy = useCallback((factor: number) => behavior.scaleBy(select(svgRef.current!), factor), [behavior]);
  const zoomIn = useCallback(() => zoomBy(STEP), [zoomBy]);
  const zoomOut = useCallback(() => zoomBy(1 / STEP), [zoomBy]);
  const reset = useCallback(() => behavior.transform(select(svgRef.current!), zoomIdentity), [behavior]);

  /** Centres the map on a point of the viewBox at scale `k`: animated, unless the user prefers reduced motion. */
  const flyTo = useCallback(
    (x: number, y: number, k: number) =>
      new Promise<void>((resolve) => {
        const svg = select(svgRef.current!);
        const extent: [[number, number], [number, number]] = [
          [0, 0],
          [width, height],
        ];
        const target = behavior.constrain()(
          zoomIdentity.translate(width / 2 - x * k, height / 2 - y * k).scale(k),
          extent,
          extent,
        );
        cancelAnimationFrame(flight.current);
        const from = zoomTransform(svg.node()!);
        if (prefersReducedMotion()) {
          behavior.transform(svg, target);
          resolve();
          return;
        }
        // The view's centre moves while the scale changes geometrically, so the flight looks even at every zoom.
        const centre = (t: ZoomTransform) => [(width / 2 - t.x) / t.k, (height / 2 - t.y) / t.k];
        const [x0, y0] = centre(from);
        const [x1, y1] = centre(target);
        let start: number | undefined;
        const frame = (now: number) => {
          start ??= now;
          const t = ease(Math.min(1, (now - start) / FLIGHT_MS));
          const scale = from.k * (target.k / from.k) ** t;
          const cx = x0 + (x1 - x0) * t;
          const cy = y0 + (y1 - y0) * t;
          behavior.transform(svg, zoomIdentity.translate(width / 2 - cx * scale, height / 2 - cy * scale).scale(scale));
          if (t < 1) flight.current = requestAnimationFrame(frame);
          else resolve();
        };
        flight.current = requestAnimationFrame(frame);
      }),
    [behavior, width, height],
  );

  /** Arrow keys pan (the map's directions are the compass's, in either reading direction), + and − zoom, 0 resets. */
  const onKeyDown = useCallback(
    (event: KeyboardEvent) => {
      const pans: Record<string, [number, number]> = {
        ArrowLeft: [PAN, 0],
        ArrowRight: [-PAN, 0],
        ArrowUp: [0, PAN],
        ArrowDown: [0, -PAN],
      };
      const svg = select(svgRef.current!);
      const k = zoomTransform(svg.node()!).k;
      if (event.key in pans) behavior.translateBy(svg, pans[event.key][0] / k, pans[event.key][1] / k);
      else if (event.key === '+' || event.key === '=') zoomIn();
      else if (event.key === '-' || event.key === '_') zoomOut();
      else if (event.key === '0') reset();
      else return;
      event.preventDefault();
    },
    [behavior, zoomIn, zoomOut, reset],
  );

  return { svgRef, transform, zoomIn, zoomOut, reset, flyTo, onKeyDown };
}
