import { Resvg } from "@resvg/resvg-js";
import type { LogoDirection } from "../../port";
import { hashText } from "../rng";
import { contrast, readableOn } from "./colors";
import { fontFor, outline } from "./fonts";

export const LOGO_SIZE = 512;

type Layout = "wordmark" | "lettermark" | "emblem" | "abstract";

function layoutOf(direction: LogoDirection): Layout {
  const text = `${direction.title} ${direction.style}`.toLowerCase();
  if (/letter|monogram|initial/.test(text)) return "lettermark";
  if (/emblem|badge|seal|crest/.test(text)) return "emblem";
  if (/abstract|symbol|icon|mark/.test(text) && !/wordmark/.test(text)) return "abstract";
  return "wordmark";
}

/** Colours named in the direction (#rrggbb), else ones derived from the name, so any direction renders. */
function colorsOf(name: string, direction: LogoDirection): { ink: string; paper: string; accent: string } {
  const found = `${direction.style} ${direction.description}`.match(/#[0-9a-f]{6}\b/gi) ?? [];
  const hue = hashText(name) % 360;
  const ink = found[0] ?? `hsl(${hue}, 45%, 30%)`;
  const accent = found[1] ?? `hsl(${(hue + 35) % 360}, 55%, 55%)`;
  let paper = found[2] ?? "#fbf8f3";
  // A low-contrast pair would make the mark unreadable: fall back to white or near-black paper.
  if (ink.startsWith("#") && paper.startsWith("#") && contrast(ink, paper) < 3)
    paper = readableOn(ink) === "#ffffff" ? "#fbf8f3" : "#161616";
  return { ink, paper, accent };
}

const initials = (name: string) =>
  name
    .split(/[\s&-]+/)
    .filter((word) => word.length > 0 && word.toLowerCase() !== "the")
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join("") || name.charAt(0).toUpperCase();

/** Outlined text fitted into a box, centred on (cx, baseline). */
function fittedText(
  fontId: ReturnType<typeof fontFor>,
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
  return `<path transform="translate(${x.toFixed(2)} ${baseline.toFixed(2)})" fill="${fill}" d="${shape.d}"/>`;
}

function svgFor(name: string, direction: LogoDirection): string {
  const size = LOGO_SIZE;
  const fontId = fontFor(`${direction.style} ${direction.description}`);
  const { ink, paper, accent } = colorsOf(name, direction);
  const layout = layoutOf(direction);
  const seed = hashText(`${name}|${direction.title}`);
  const parts: string[] = [`<rect width="${size}" height="${size}" fill="${paper}"/>`];
  if (layout === "wordmark") {
    parts.push(fittedText(fontId, name, size * 0.82, 96, size / 2, size / 2 + 24, ink));
    parts.push(
      `<rect x="${size * 0.3}" y="${size / 2 + 56}" width="${size * 0.4}" height="6" rx="3" fill="${accent}"/>`,
    );
  } else if (layout === "lettermark") {
    parts.push(`<circle cx="${size / 2}" cy="${size * 0.42}" r="${size * 0.26}" fill="${ink}"/>`);
    parts.push(
      fittedText(
        fontId,
        initials(name),
        size * 0.36,
        150,
        size / 2,
        size * 0.42 + 52,
        readableOn(ink.startsWith("#") ? ink : "#333333"),
      ),
    );
    parts.push(fittedText(fontId, name, size * 0.8, 44, size / 2, size * 0.86, ink));
  } else if (layout === "emblem") {
    parts.push(
      `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.42}" fill="none" stroke="${ink}" stroke-width="10"/>`,
    );
    parts.push(
      `<circle cx="${size / 2}" cy="${size / 2}" r="${size * 0.36}" fill="none" stroke="${accent}" stroke-width="3"/>`,
    );
    parts.push(fittedText(fontId, name, size * 0.6, 64, size / 2, size / 2 + 20, ink));
    parts.push(
      `<path d="M${size * 0.38} ${size * 0.64} L${size * 0.62} ${size * 0.64}" stroke="${accent}" stroke-width="4" stroke-linecap="round"/>`,
    );
  } else {
    const petals = 3 + (seed % 4);
    const shapes: string[] = [];
    for (let index = 0; index < petals; index += 1) {
      const angle = (360 / petals) * index;
      shapes.push(
        `<ellipse cx="${size / 2}" cy="${size * 0.25}" rx="${size * 0.06}" ry="${size * 0.13}" fill="${index % 2 === 0 ? ink : accent}" fill-opacity="0.9" transform="rotate(${angle} ${size / 2} ${size * 0.36})"/>`,
      );
    }
    parts.push(...shapes);
    parts.push(fittedText(fontId, name, size * 0.8, 60, size / 2, size * 0.8, ink));
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">${parts.join("")}</svg>`;
}

/** A 512x512 PNG. Text is outlined from the shipped fonts and no system font is loaded: same bytes everywhere. */
export function renderLogo(name: string, direction: LogoDirection): Buffer {
  const resvg = new Resvg(svgFor(name, direction), { font: { loadSystemFonts: false }, fitTo: { mode: "original" } });
  return resvg.render().asPng();
}
