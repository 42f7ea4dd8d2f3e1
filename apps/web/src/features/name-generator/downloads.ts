import { nameGeneratorConstants, nameGeneratorLabels, type PaletteColor } from "@dugout/contracts/name-generator";

/** Letters and digits kept, every other run becomes one underscore: safe on every file system. */
export function fileSafe(text: string): string {
  return (
    text
      .trim()
      .replace(/[^\p{L}\p{N}]+/gu, "_")
      .replace(/^_+|_+$/g, "") || "untitled"
  );
}

export type LogoFormat = "png" | "transparent" | "svg";

/** `{business}_{direction}.png` as the spec names it; the other formats add to that name. */
export const logoFileName = (businessName: string, directionTitle: string, format: LogoFormat = "png"): string =>
  `${fileSafe(businessName)}_${fileSafe(directionTitle)}${
    format === "svg" ? ".svg" : format === "transparent" ? "_transparent.png" : ".png"
  }`;

export const paletteFileName = (businessName: string, paletteName: string, extension: "png" | "svg" = "png"): string =>
  `${fileSafe(businessName)}_${fileSafe(paletteName)}${nameGeneratorLabels.paletteFileSuffix}.${extension}`;

export interface StripeColor {
  /** What the stripe is painted with: the hex, or the colour string as given. */
  fill: string;
  /** The colour's name, when the palette gives one. */
  name: string | null;
  /** #RRGGBB when the colour is given as hex (colour names are resolved where they are drawn). */
  hex: string | null;
}

const upperHex = (value: string | undefined): string | null => {
  const rgb = value ? hexToRgb(value) : null;
  return rgb ? rgbToHex(rgb) : null;
};

/** A palette colour is a colour string or {hex, name}; only the first three are used (docs/requirements/name-generator.md#branding-data). */
export function paletteStripes(colors: readonly PaletteColor[]): StripeColor[] {
  return colors.slice(0, nameGeneratorConstants.palette.stripes).map((color) => {
    if (typeof color === "string") return { fill: color, name: null, hex: upperHex(color) };
    const fill = color.hex ?? color.name ?? "#000000";
    return { fill, name: color.name ?? null, hex: upperHex(color.hex) };
  });
}

/** "Sourdough #C8A27A": the name and the hex code, whichever the colour has. */
export const stripeLabel = (stripe: StripeColor): string =>
  [stripe.name, stripe.hex].filter((part): part is string => Boolean(part)).join(" ") || stripe.fill;

const rgbToHex = (rgb: readonly number[]): string =>
  `#${rgb.map((channel) => channel.toString(16).padStart(2, "0")).join("")}`.toUpperCase();

/** sRGB channels 0-255 of a #rgb or #rrggbb colour; null for anything else. */
export function hexToRgb(hex: string): [number, number, number] | null {
  const match = /^#?([\da-f]{3}|[\da-f]{6})$/i.exec(hex.trim());
  if (!match?.[1]) return null;
  const digits = match[1].length === 3 ? [...match[1]].map((digit) => digit + digit).join("") : match[1];
  return [0, 2, 4].map((offset) => Number.parseInt(digits.slice(offset, offset + 2), 16)) as [number, number, number];
}

/** Perceived luminance 0-1 (0.299 R + 0.587 G + 0.114 B). */
export function luminance([red, green, blue]: [number, number, number]): number {
  return (0.299 * red + 0.587 * green + 0.114 * blue) / 255;
}

/** White text on colours darker than the 0.55 threshold of docs/requirements/name-generator.md#constants, black otherwise. */
export function labelColor(rgb: [number, number, number]): "#ffffff" | "#000000" {
  return luminance(rgb) < nameGeneratorConstants.palette.luminanceThreshold ? "#ffffff" : "#000000";
}

/** Reads any CSS colour through a canvas so names such as "navy" work too. */
function resolveRgb(context: CanvasRenderingContext2D, fill: string): [number, number, number] {
  const direct = hexToRgb(fill);
  if (direct) return direct;
  context.fillStyle = "#000000";
  context.fillStyle = fill;
  return hexToRgb(String(context.fillStyle)) ?? [0, 0, 0];
}

/** Every stripe with its hex code, a colour given by name read through the canvas ("navy" is #000080). */
export function resolvedStripes(context: CanvasRenderingContext2D, colors: readonly PaletteColor[]) {
  return paletteStripes(colors).map((stripe) => {
    const rgb = resolveRgb(context, stripe.fill);
    return { stripe: { ...stripe, hex: stripe.hex ?? rgbToHex(rgb) }, rgb };
  });
}

/**
 * 600x200 PNG: three stacked stripes, each carrying its colour's name and hex code
 * (docs/requirements/name-generator.md#branding and #constants).
 */
export function drawPalette(canvas: HTMLCanvasElement, colors: readonly PaletteColor[]): void {
  const { widthPx, heightPx } = nameGeneratorConstants.palette;
  canvas.width = widthPx;
  canvas.height = heightPx;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas is not available.");
  const stripes = resolvedStripes(context, colors);
  const stripeHeight = heightPx / Math.max(stripes.length, 1);
  stripes.forEach(({ stripe, rgb }, index) => {
    const top = index * stripeHeight;
    context.fillStyle = `rgb(${rgb.join(", ")})`;
    context.fillRect(0, top, widthPx, stripeHeight);
    context.fillStyle = labelColor(rgb);
    context.font = "600 24px system-ui, sans-serif";
    context.textBaseline = "middle";
    context.fillText(stripeLabel(stripe), 24, top + stripeHeight / 2);
  });
}

/** Saves a Blob under a file name, then lets the URL go. */
export function downloadBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  downloadUrl(url, fileName);
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function downloadUrl(url: string, fileName: string): void {
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
}

export function downloadPalette(
  businessName: string,
  palette: { name: string; colors: readonly PaletteColor[] },
): void {
  const canvas = document.createElement("canvas");
  drawPalette(canvas, palette.colors);
  downloadUrl(canvas.toDataURL("image/png"), paletteFileName(businessName, palette.name));
}

const base64Bytes = (base64: string): Uint8Array<ArrayBuffer> => Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));

/** One logo in one of its formats: the 512 px PNG, the transparent PNG or the SVG. */
export function downloadLogo(
  businessName: string,
  directionTitle: string,
  logo: { image: string; image_transparent: string | null; svg: string | null },
  format: LogoFormat = "png",
): void {
  const fileName = logoFileName(businessName, directionTitle, format);
  if (format === "svg" && logo.svg !== null) downloadBlob(new Blob([logo.svg], { type: "image/svg+xml" }), fileName);
  else if (format === "transparent" && logo.image_transparent !== null)
    downloadBlob(new Blob([base64Bytes(logo.image_transparent)], { type: "image/png" }), fileName);
  else if (format === "png") downloadUrl(`data:image/png;base64,${logo.image}`, fileName);
}
