// Colour arithmetic for text that must stay readable on a colour the data chooses (a category's colour, a
// status colour, a heatmap level): WCAG relative luminance and contrast, and the nearest readable shade.

type Rgb = [number, number, number];

function parse(color: string): Rgb | null {
  const hex = color.trim().replace(/^#/, '');
  const full =
    hex.length === 3
      ? hex
          .split('')
          .map((c) => c + c)
          .join('')
      : hex.slice(0, 6);
  if (!/^[0-9a-f]{6}$/i.test(full)) return null;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) =>
  `#${rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

function luminance([r, g, b]: Rgb): number {
  const channel = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}

/** WCAG contrast ratio of two colours (1 to 21); 1 when either is not a hex colour. */
export function contrastRatio(a: string, b: string): number {
  const x = parse(a);
  const y = parse(b);
  if (!x || !y) return 1;
  const [hi, lo] = [luminance(x), luminance(y)].sort((p, q) => q - p);
  return (hi + 0.05) / (lo + 0.05);
}

/** `color` blended over `background`, `amount` of the first (0–1). */
export function mix(color: string, background: string, amount: number): string {
  const c = parse(color);
  const b = parse(background);
  if (!c || !b) return color;
  return toHex(c.map((v, i) => v * amount + b[i] * (1 - amount)) as Rgb);
}

export const isDark = (color: string) => luminance(parse(color) ?? [255, 255, 255]) < 0.2;

/**
 * The shade of `color` closest to it that reads on `background` at `minRatio` (WCAG AA: 4.5 for normal text):
 * darker on a light background, lighter on a dark one.
 */
export function readableShade(color: string, background: string, minRatio = 4.5): string {
  if (contrastRatio(color, background) >= minRatio) return color;
  const towards = isDark(background) ? '#ffffff' : '#000000';
  for (let step = 1; step <= 20; step++) {
    const shade = mix(towards, color, step / 20);
    if (contrastRatio(shade, background) >= minRatio) return shade;
  }
  return towards;
}

/** Black or white, whichever reads better on `background` (text on a solid colour). */
export function textOn(background: string): '#000000' | '#ffffff' {
  return contrastRatio('#000000', background) >= contrastRatio('#ffffff', background) ? '#000000' : '#ffffff';
}
