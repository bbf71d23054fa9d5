// The two scales the charts need. The hard part — round, readable ticks and a domain widened to them — is
// d3-array's `ticks` and `nice`; mapping a value onto pixels and laying out equal bands is a line each. d3-scale
// would add its interpolators, colour parser and number formatter (about 10 KB gzip) for nothing: the charts'
// labels are formatted by the caller (docs/architecture.md, How the page stays light).
import { nice, ticks } from 'd3-array';

export interface LinearScale {
  (value: number): number;
  domain: [number, number];
  ticks: (count: number) => number[];
}

/** Maps `domain` onto `range` (a reversed range runs backwards); widened to round ticks when `niceCount` is given. */
export function linearScale(domain: [number, number], range: [number, number], niceCount?: number): LinearScale {
  const [low, high] = niceCount ? nice(domain[0], domain[1], niceCount) : domain;
  const span = high - low || 1;
  const scale = (value: number) => range[0] + ((value - low) / span) * (range[1] - range[0]);
  return Object.assign(scale, {
    domain: [low, high] as [number, number],
    ticks: (count: number) => ticks(low, high, count),
  });
}

export interface Bands {
  /** Where band `index` starts (its lower coordinate). */
  start: (index: number) => number;
  centre: (index: number) => number;
  bandwidth: number;
  /** From one band's start to the next. */
  step: number;
}

/**
 * `count` equal bands along `range`, centred, with gaps of `inner` × step between them and `outer` × step at the
 * ends (as d3's band scale). A reversed range puts the first band at the end. `inner` 1 gives points (bandwidth 0).
 */
export function bands(count: number, range: [number, number], inner: number, outer: number): Bands {
  const reverse = range[1] < range[0];
  const [low, high] = reverse ? [range[1], range[0]] : range;
  const step = (high - low) / Math.max(1, count - inner + outer * 2);
  const first = low + (high - low - step * (count - inner)) / 2;
  const bandwidth = step * (1 - inner);
  const start = (index: number) => first + step * (reverse ? count - 1 - index : index);
  return { start, centre: (index) => start(index) + bandwidth / 2, bandwidth, step };
}
