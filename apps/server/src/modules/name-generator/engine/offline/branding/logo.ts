import { Resvg } from "@resvg/resvg-js";
import type { LogoDirection } from "../../port";
import { hashText } from "../rng";
import { hslToHex, parseHex, readableText } from "./contrast";
import { fontFor, outline, type FontId } from "./fonts";
import { type Icon, pickIcon } from "./icons";

export const LOGO_SIZE = 512;

/** The four layouts; a direction picks one by its words, so a model's directions render too. */
export type LogoLayout = "wordmark" | "lettermark" | "emblem" | "symbol";

export function layoutOf(direction: LogoDirection): LogoLayout {
  const text = `${direction.title} ${direction.style}`.toLowerCase();
  if (/letter|monogram|initial/.test(text)) return "lettermark";
  if (/emblem|badge|seal|crest/.test(text)) return "emblem";
  if (/abstract|symbol|icon|pictorial|mark/.test(text) && !/wordmark/.test(text)) return "symbol";
  return "wordmark";
}

export interface LogoDesign {
  layout: LogoLayout;
  /** Behind everything; left out of the transparent PNG. */
  background: string;
  /** Every letter of the logo, at least 4.5:1 on the background. */
  text: string;
  /** Rings and rules: decoration, never text. */
  accent: string;
  icon: Icon;
  font: FontId;
}

const labelled = (text: string, label: string) =>
  new RegExp(`\\b${label}\\b[^#]{0,24}(#[0-9a-f]{6})\\b`, "i").exec(text)?.[1];

/**
 * Colours of a direction: "text #…", "accent #…" and "background #…" when it labels them (the offline
 * directions do), else its first three #rrggbb in that order (a model's), else colours derived from the
 * name. The text colour is then nudged until it reads on the background.
 */
function colorsOf(name: string, direction: LogoDirection): Pick<LogoDesign, "background" | "text" | "accent"> {
  const words = `${direction.description} ${direction.style}`;
  const found = words.match(/#[0-9a-f]{6}\b/gi) ?? [];
  const hue = hashText(name) % 360;
  const text = labelled(words, "text") ?? found[0] ?? hslToHex(hue, 45, 28);
  const accent = labelled(words, "accent") ?? found[1] ?? hslToHex((hue + 35) % 360, 55, 55);
  const background = labelled(words, "background") ?? found[2] ?? "#fbf8f3";
  const safeBackground = parseHex(background) ? background.toLowerCase() : "#fbf8f3";
  return { background: safeBackground, text: readableText(text, safeBackground), accent: accent.toLowerCase() };
}

export function designLogo(name: string, direction: LogoDirection, ideaText: string): LogoDesign {
  return {
    layout: layoutOf(direction),
    ...colorsOf(name, direction),
    icon: pickIcon(ideaText),
    font: fontFor(`${direction.style} ${direction.description}`),
  };
}

const initials = (name: string) =>
  name
    .split(/[\s&-]+/)
    .filter((word) => word.length > 0 && word.toLowerCase() !== "the")
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("") || name.charAt(0).toUpperCase();

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** Outlined text fitted into a box, centred on (cx, baseline). */
function fittedText(
  fontId: FontId,
  text: string,
  maxWidth: number,
  maxSize: number,
  cx: number,
  baseline: number,
  fill: string,
): string {
  let size = maxSize;
  let shape = outline(fontId, text, size);
  if (shape.width > maxWidth) {
    size = Math.max(12, (size * maxWidth) / shape.width);
    shape = outline(fontId, text, size);
  }
  const x = cx - shape.width / 2;
  return `<path class="logo-text" transform="translate(${x.toFixed(2)} ${baseline.toFixed(2)})" fill="${fill}" d="${shape.d}"/>`;
}

/** The 24x24 icon scaled to `size` px and centred on (cx, cy). */
function placedIcon(icon: Icon, size: number, cx: number, cy: number, fill: string): string {
  const scale = size / 24;
  const x = cx - size / 2;
  const y = cy - size / 2;
  return `<path class="logo-icon" fill="${fill}" fill-rule="evenodd" transform="translate(${x.toFixed(2)} ${y.toFixed(2)}) scale(${scale.toFixed(4)})" d="${icon.d}"/>`;
}

function artwork(name: string, design: LogoDesign): string[] {
  const size = LOGO_SIZE;
  const { text, accent, icon, font } = design;
  const middle = size / 2;
  switch (design.layout) {
    case "wordmark":
      // The name is the logo: large, on one line, with a short rule under it.
      return [
        fittedText(font, name, size * 0.82, 96, middle, middle + 24, text),
        `<rect x="${size * 0.3}" y="${middle + 56}" width="${size * 0.4}" height="8" rx="4" fill="${accent}"/>`,
      ];
    case "lettermark":
      // Initials inside a ring, the full name under it.
      return [
        `<circle cx="${middle}" cy="${size * 0.4}" r="${size * 0.26}" fill="none" stroke="${accent}" stroke-width="12"/>`,
        fittedText(font, initials(name), size * 0.34, 150, middle, size * 0.4 + 52, text),
        fittedText(font, name, size * 0.8, 44, middle, size * 0.86, text),
      ];
    case "emblem":
      // A badge: double ring, the symbol on top, the name across the middle, a rule beneath.
      return [
        `<circle cx="${middle}" cy="${middle}" r="${size * 0.43}" fill="none" stroke="${text}" stroke-width="10"/>`,
        `<circle cx="${middle}" cy="${middle}" r="${size * 0.37}" fill="none" stroke="${accent}" stroke-width="4"/>`,
        placedIcon(icon, 76, middle, size * 0.3, text),
        fittedText(font, name, size * 0.6, 60, middle, middle + 26, text),
        `<path d="M${size * 0.38} ${size * 0.64}L${size * 0.62} ${size * 0.64}" stroke="${accent}" stroke-width="5" stroke-linecap="round"/>`,
      ];
    case "symbol":
      // A pictorial mark: the symbol large, the name under it.
      return [
        `<circle cx="${middle}" cy="${size * 0.38}" r="${size * 0.25}" fill="${accent}" fill-opacity="0.22"/>`,
        placedIcon(icon, 170, middle, size * 0.38, text),
        fittedText(font, name, size * 0.82, 64, middle, size * 0.82, text),
      ];
  }
}

/** The logo as SVG (text outlined, so it needs no font); without its background when `transparent`. */
export function logoSvg(name: string, design: LogoDesign, transparent = false): string {
  const size = LOGO_SIZE;
  const background = transparent
    ? ""
    : `<rect class="logo-background" width="${size}" height="${size}" fill="${design.background}"/>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">` +
    `<title>${escapeXml(name)}</title>${background}${artwork(name, design).join("")}</svg>`
  );
}

export interface RenderedLogo {
  /** 512x512 PNG on the direction's background. */
  png: Buffer;
  /** The same logo with a transparent background. */
  transparentPng: Buffer;
  svg: string;
}

const rasterise = (svg: string) =>
  new Resvg(svg, { font: { loadSystemFonts: false }, fitTo: { mode: "original" } }).render().asPng();

/**
 * The logo of a direction for a name, its symbol chosen from the idea's words. Text is outlined from the
 * shipped fonts and no system font is loaded: the same bytes everywhere.
 */
export function renderLogo(name: string, direction: LogoDirection, ideaText: string): RenderedLogo {
  const design = designLogo(name, direction, ideaText);
  const svg = logoSvg(name, design);
  return { png: rasterise(svg), transparentPng: rasterise(logoSvg(name, design, true)), svg };
}
