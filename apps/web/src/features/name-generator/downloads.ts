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

export const logoFileName = (businessName: string, directionTitle: string): string =>
  `${fileSafe(businessName)}_${fileSafe(directionTitle)}.png`;

export const paletteFileName = (businessName: string, paletteName: string): string =>
  `${fileSafe(businessName)}_${fileSafe(paletteName)}${nameGeneratorLabels.paletteFileSuffix}.png`;

export interface StripeColor {
  fill: string;
  label: string;
}

/** A palette colour is a colour string or {hex, name}; only the first three are used (docs/requirements/name-generator.md#branding-data). */
export function paletteStripes(colors: readonly PaletteColor[]): StripeColor[] {
  return colors.slice(0, nameGeneratorConstants.palette.stripes).map((color) => {
    if (typeof color === "string") return { fill: color, label: color };
    const fill = color.hex ?? color.name ?? "#000000";
    return { fill, label: color.name ?? color.hex ?? fill };
  });
}

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

/** 600x200 PNG: three stacked stripes, each carrying its colour's name (docs/requirements/name-generator.md#branding and #constants). */
export function drawPalette(canvas: HTMLCanvasElement, colors: readonly PaletteColor[]): void {
  const { widthPx, heightPx } = nameGeneratorConstants.palette;
  canvas.width = widthPx;
  canvas.height = heightPx;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Canvas is not available.");
  const stripes = paletteStripes(colors);
  const stripeHeight = heightPx / Math.max(stripes.length, 1);
  stripes.forEach((stripe, index) => {
    const rgb = resolveRgb(context, stripe.fill);
    const top = index * stripeHeight;
    context.fillStyle = `rgb(${rgb.join(", ")})`;
    context.fillRect(0, top, widthPx, stripeHeight);
    context.fillStyle = labelColor(rgb);
    context.font = "600 24px system-ui, sans-serif";
    context.textBaseline = "middle";
    context.fillText(stripe.label, 24, top + stripeHeight / 2);
  });
}

export function downloadUrl(url: string, fileName: string): void {
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

export const downloadLogo = (businessName: string, directionTitle: string, base64Png: string): void =>
  downloadUrl(`data:image/png;base64,${base64Png}`, logoFileName(businessName, directionTitle));
