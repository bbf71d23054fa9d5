// The choropleth's colour classes: fixed breaks, so a country's class (and the legend) does not move when another
// country's figure changes. Class i holds figures from BREAKS[i - 1] (inclusive) up to BREAKS[i].
export const BREAKS = [50, 200, 500, 1500] as const;

/** The class (0 … BREAKS.length) a figure falls in. */
export function classOf(figure: number): number {
  const index = BREAKS.findIndex((limit) => figure < limit);
  return index === -1 ? BREAKS.length : index;
}

/** Each class's lower and upper bound (upper undefined for the last class). */
export const CLASS_RANGES: Array<[number, number | undefined]> = [0, ...BREAKS].map((low, index) => [
  low,
  BREAKS[index],
]);
