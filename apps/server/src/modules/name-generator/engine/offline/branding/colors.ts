import { clampChroma, converter, differenceCiede2000, formatHex, oklch, wcagContrast } from "culori";
import type { ColorPalette } from "../../port";
import type { EngineData } from "../data";
import { hashText } from "../rng";
import type { VibeStock } from "../vibes";

/** Hue (OKLCH degrees), lightness and chroma that suit each vibe when no keyword names a colour. */
const vibeBase: Record<VibeStock["label"], { h: number; l: number; c: number }> = {
  Classic: { h: 155, l: 0.42, c: 0.08 },
  Cozy: { h: 55, l: 0.58, c: 0.12 },
  Professional: { h: 255, l: 0.4, c: 0.1 },
  Elegant: { h: 340, l: 0.42, c: 0.09 },
  Modern: { h: 200, l: 0.55, c: 0.11 },
  Trendy: { h: 25, l: 0.66, c: 0.15 },
  Bold: { h: 28, l: 0.55, c: 0.2 },
  Playful: { h: 95, l: 0.78, c: 0.16 },
};

export interface Oklch {
  l: number;
  c: number;
  h: number;
}

export function toHex(color: Oklch): string {
  const clamped = clampChroma(
    { mode: "oklch", l: Math.max(0, Math.min(1, color.l)), c: Math.max(0, color.c), h: ((color.h % 360) + 360) % 360 },
    "oklch",
  );
  return formatHex(clamped);
}

interface NamedLab {
  hex: string;
  name: string;
  l: number;
  a: number;
  b: number;
}
const labTables = new WeakMap<EngineData, NamedLab[]>();
const toLab = converter("oklab");
const ciede2000 = differenceCiede2000();

function labTable(data: EngineData): NamedLab[] {
  let table = labTables.get(data);
  if (!table) {
    table = data.colors.map((color) => {
      const lab = toLab(color.hex);
      return { ...color, l: lab?.l ?? 0, a: lab?.a ?? 0, b: lab?.b ?? 0 };
    });
    labTables.set(data, table);
  }
  return table;
}

/**
 * The nearest named colour from color-name-list's "bestof" names: a quick OKLab distance narrows the
 * 4,909 names to a dozen, CIEDE2000 (the perceptual standard) picks among them.
 */
export function colorName(data: EngineData, hex: string): string {
  const lab = toLab(hex);
  if (!lab) return hex;
  const shortlist: { entry: NamedLab; distance: number }[] = [];
  for (const entry of labTable(data)) {
    const distance = (entry.l - lab.l) ** 2 + (entry.a - lab.a) ** 2 + (entry.b - lab.b) ** 2;
    if (shortlist.length < 12 || distance < (shortlist[shortlist.length - 1]?.distance ?? Infinity)) {
      shortlist.push({ entry, distance });
      shortlist.sort((x, y) => x.distance - y.distance);
      if (shortlist.length > 12) shortlist.pop();
    }
  }
  let best = shortlist[0]?.entry;
  let bestDifference = Infinity;
  for (const { entry } of shortlist) {
    const difference = ciede2000(hex, entry.hex);
    if (difference < bestDifference) {
      bestDifference = difference;
      best = entry;
    }
  }
  return best?.name ?? hex;
}

/** A base colour: one whose name contains a keyword ("Sourdough", "Espresso"), else the vibe's. */
export function baseColor(data: EngineData, words: string[], vibe: VibeStock, seed: string): Oklch {
  for (const word of words) {
    if (word.length < 4) continue;
    const pattern = new RegExp(`\\b${word}\\b`, "i");
    const match = data.colors.find((color) => pattern.test(color.name));
    const parsed = match ? oklch(match.hex) : undefined;
    if (parsed && (parsed.c ?? 0) > 0.03 && parsed.l > 0.25 && parsed.l < 0.85)
      return { l: parsed.l, c: parsed.c, h: parsed.h ?? 0 };
  }
  const preset = vibeBase[vibe.label];
  return { ...preset, h: preset.h + ((hashText(seed) % 31) - 15) };
}

function named(data: EngineData, colors: Oklch[]): { hex: string; name: string }[] {
  return colors.map((color) => {
    const hex = toHex(color);
    return { hex, name: colorName(data, hex) };
  });
}

/** Three palettes of three named colours: signature (analogous), contrast (complement), mood (triad). */
export function palettes(data: EngineData, base: Oklch, vibe: VibeStock, theme: string): ColorPalette[] {
  const deep = { l: Math.min(base.l, 0.32), c: Math.min(base.c, 0.06), h: base.h };
  const light = { l: 0.96, c: 0.02, h: base.h + 20 };
  const lively = vibe.label === "Bold" || vibe.label === "Playful" || vibe.label === "Trendy";
  return [
    {
      name: `${theme} Signature`,
      colors: named(data, [base, { l: Math.min(0.9, base.l + 0.18), c: base.c * 0.8, h: base.h + 32 }, deep]),
    },
    {
      name: "Complementary Contrast",
      colors: named(data, [base, { l: 0.62, c: Math.max(0.1, base.c), h: base.h + 180 }, light]),
    },
    {
      name: `${vibe.label} Mood`,
      colors: named(data, [
        { l: lively ? 0.7 : 0.5, c: lively ? 0.16 : 0.07, h: base.h + 120 },
        { l: lively ? 0.6 : 0.45, c: lively ? 0.14 : 0.06, h: base.h + 240 },
        { l: 0.9, c: 0.03, h: base.h },
      ]),
    },
  ];
}

/** Black or white, whichever reads better on the background (WCAG contrast). */
export function readableOn(background: string): string {
  return wcagContrast(background, "#ffffff") >= wcagContrast(background, "#111111") ? "#ffffff" : "#111111";
}

export function contrast(a: string, b: string): number {
  return wcagContrast(a, b);
}
