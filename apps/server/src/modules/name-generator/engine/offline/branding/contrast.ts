/**
 * WCAG 2 contrast for #rrggbb colours, and the nudge that makes a text colour readable on its background.
 * Plain arithmetic, without the colour library, so the logo directions (brand-voice.ts) stay light to load.
 */

/** The contrast every logo's text must reach against its background: WCAG AA for normal text. */
const LOGO_TEXT_CONTRAST = 4.5;

type Rgb = [number, number, number];

/** #rgb or #rrggbb to 0-255 channels; null for anything else. */
export function parseHex(hex: string): Rgb | null {
  const match = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  return [0, 2, 4].map((offset) => Number.parseInt(digits.slice(offset, offset + 2), 16)) as Rgb;
}

function toHex([red, green, blue]: Rgb): string {
  return `#${[red, green, blue]
    .map((channel) =>
      Math.round(Math.max(0, Math.min(255, channel)))
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
}

/** hsl(h, s%, l%) as #rrggbb: the colours derived from a name when a direction names none. */
export function hslToHex(hue: number, saturation: number, lightness: number): string {
  const s = saturation / 100;
  const l = lightness / 100;
  const k = (n: number) => (n + hue / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => l - a * Math.max(-1, Math.min(k(n) - 3, Math.min(9 - k(n), 1)));
  return toHex([f(0) * 255, f(8) * 255, f(4) * 255]);
}

/** WCAG relative luminance, 0 (black) to 1 (white). */
export function relativeLuminance(hex: string): number {
  const rgb = parseHex(hex) ?? [0, 0, 0];
  const [red, green, blue] = rgb.map((channel) => {
    const value = channel / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as Rgb;
  return 0.2126 * red + 0.7152 * green + 0.0722 * blue;
}

/** WCAG contrast ratio, 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

function mix(from: Rgb, to: Rgb, amount: number): Rgb {
  return from.map((channel, index) => channel + ((to[index] ?? 0) - channel) * amount) as Rgb;
}

/**
 * The text colour itself when it reads on the background; otherwise the same colour mixed towards black or
 * white (whichever side the background leaves more room on) just far enough to reach the ratio. Pure black
 * or white always gets there: on any background one of them has at least 4.58:1.
 */
export function readableText(text: string, background: string, minimum = LOGO_TEXT_CONTRAST): string {
  const start = parseHex(text) ?? [0, 0, 0];
  const base = toHex(start);
  if (contrastRatio(base, background) >= minimum) return base;
  const target: Rgb =
    contrastRatio("#000000", background) >= contrastRatio("#ffffff", background) ? [0, 0, 0] : [255, 255, 255];
  for (let step = 1; step <= 20; step += 1) {
    const candidate = toHex(mix(start, target, step / 20));
    if (contrastRatio(candidate, background) >= minimum) return candidate;
  }
  return toHex(target);
}
