/**
 * The hotel's colours (booking widget settings `buttonColour` and `headerColour`) as design tokens,
 * for the widget's stylesheet and the guest's e-mails alike.
 * Whatever colour a hotel sets, text on it meets WCAG AA (4.5:1): white or near-black is chosen by
 * relative luminance, and when neither reaches 4.5:1 the colour is darkened until white does.
 */

export type Rgb = readonly [number, number, number];

export const WHITE: Rgb = [255, 255, 255];
/** The dark text colour on light brand colours (the page's text colour). */
export const NEAR_BLACK: Rgb = [0x1d, 0x23, 0x2a];
/** WCAG 2.x AA for normal text. */
export const AA_TEXT = 4.5;

/** `#rgb` or `#rrggbb` (case-insensitive) as channels; anything else is null. */
export function parseHexColour(value: string | null | undefined): Rgb | null {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec((value ?? '').trim());
  if (!match) return null;
  const hex = match[1]!.length === 3 ? [...match[1]!].map((c) => c + c).join('') : match[1]!;
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as unknown as Rgb;
}

export function toHex(rgb: Rgb): string {
  return `#${rgb
    .map((c) =>
      Math.round(Math.min(255, Math.max(0, c)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;
}

/** WCAG relative luminance (sRGB). */
export function relativeLuminance(rgb: Rgb): number {
  const [r, g, b] = rgb.map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio, 1 to 21. */
export function contrastRatio(a: Rgb, b: Rgb): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** The colour moved `amount` (0 to 1) of the way towards `target`. */
export function mix(colour: Rgb, target: Rgb, amount: number): Rgb {
  return colour.map((c, i) => Math.round(c + (target[i]! - c) * amount)) as unknown as Rgb;
}

const BLACK: Rgb = [0, 0, 0];

/** The colour darkened in small steps until `against` reaches 4.5:1 on it (or with it). */
function darkenUntilReadable(colour: Rgb, against: Rgb): Rgb {
  for (let step = 0; step <= 100; step += 1) {
    const candidate = mix(colour, BLACK, step / 100);
    if (contrastRatio(candidate, against) >= AA_TEXT) return candidate;
  }
  return BLACK;
}

export interface ColourOnBrand {
  /** The surface colour: the hotel's own, or a darker shade of it when no text colour reaches 4.5:1. */
  background: string;
  /** White or near-black, whichever reads better; at least 4.5:1 on `background`. */
  text: string;
  /** Hover and active shades, moved away from the text colour so they keep 4.5:1. */
  hover: string;
  active: string;
}

/** The text colour for a brand colour and the colour itself, adjusted if it must be, for AA text. */
export function colourOnBrand(brand: Rgb): ColourOnBrand {
  const onWhite = contrastRatio(brand, WHITE);
  const onDark = contrastRatio(brand, NEAR_BLACK);
  let background = brand;
  let text: Rgb;
  if (Math.max(onWhite, onDark) >= AA_TEXT) {
    text = onWhite >= onDark ? WHITE : NEAR_BLACK;
  } else {
    background = darkenUntilReadable(brand, WHITE);
    text = WHITE;
  }
  const shade = (amount: number): Rgb => {
    const darker = mix(background, BLACK, amount);
    if (contrastRatio(darker, text) >= AA_TEXT && toHex(darker) !== toHex(background)) return darker;
    const lighter = mix(background, WHITE, amount * 1.5);
    return contrastRatio(lighter, text) >= AA_TEXT ? lighter : darker;
  };
  return { background: toHex(background), text: toHex(text), hover: toHex(shade(0.12)), active: toHex(shade(0.22)) };
}

/** The brand colour as text on a white surface (links, focus rings, selected outlines): darkened to 4.5:1 if it must be. */
export function brandInk(brand: Rgb): string {
  return toHex(contrastRatio(brand, WHITE) >= AA_TEXT ? brand : darkenUntilReadable(brand, WHITE));
}

/** CSS custom properties for the hotel's colours; an unreadable or missing colour leaves the stylesheet's defaults. */
export function brandTokens(colours: {
  buttonColour?: string | null;
  headerColour?: string | null;
}): Record<string, string> {
  const tokens: Record<string, string> = {};
  const button = parseHexColour(colours.buttonColour);
  if (button) {
    const on = colourOnBrand(button);
    Object.assign(tokens, {
      '--color-brand': on.background,
      '--color-on-brand': on.text,
      '--color-brand-hover': on.hover,
      '--color-brand-active': on.active,
      '--color-brand-ink': brandInk(button),
      // A pale wash of the colour behind selected things; the page's dark text stays readable on it.
      '--color-brand-tint': toHex(mix(button, WHITE, 0.88)),
    });
  }
  const header = parseHexColour(colours.headerColour);
  if (header) {
    const on = colourOnBrand(header);
    Object.assign(tokens, { '--color-header': on.background, '--color-on-header': on.text });
  }
  return tokens;
}
