import type { PaletteColor } from "@dugout/contracts/name-generator";
import {
  downloadBlob,
  hexToRgb,
  labelColor,
  paletteFileName,
  paletteStripes,
  resolvedStripes,
  stripeLabel,
  type StripeColor,
} from "./downloads";

const escapeXml = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

const SWATCH = 180;
const GAP = 20;

/**
 * A swatch sheet as SVG: the title, then one square per colour with its name and hex code written on it
 * (in the palette download's label colours) and again beneath it, so the codes can be copied from the file.
 */
export function swatchSheetSvg(title: string, stripes: readonly StripeColor[]): string {
  const width = GAP + stripes.length * (SWATCH + GAP);
  const height = 300;
  const swatches = stripes.map((stripe, index) => {
    const x = GAP + index * (SWATCH + GAP);
    const ink = labelColor(hexToRgb(stripe.hex ?? stripe.fill) ?? [0, 0, 0]);
    const lines = [stripe.name, stripe.hex].filter((line): line is string => Boolean(line));
    const onSwatch = lines
      .map(
        (line, row) =>
          `<text x="${x + 12}" y="${90 + row * 26}" fill="${ink}" font-size="18" font-weight="600">${escapeXml(line)}</text>`,
      )
      .join("");
    return (
      `<g><rect x="${x}" y="60" width="${SWATCH}" height="${SWATCH}" rx="12" fill="${escapeXml(stripe.fill)}" stroke="#d0d7de"/>` +
      onSwatch +
      `<text x="${x}" y="${60 + SWATCH + 30}" fill="#1f2933" font-size="16">${escapeXml(stripeLabel(stripe))}</text></g>`
    );
  });
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="system-ui, sans-serif">` +
    `<rect width="${width}" height="${height}" fill="#ffffff"/>` +
    `<text x="${GAP}" y="38" fill="#1f2933" font-size="22" font-weight="700">${escapeXml(title)}</text>` +
    `${swatches.join("")}</svg>`
  );
}

/** The palette as an SVG swatch sheet, named like the PNG with .svg. */
export function downloadSwatchSheet(
  businessName: string,
  palette: { name: string; colors: readonly PaletteColor[] },
): void {
  const context = document.createElement("canvas").getContext("2d");
  const stripes = context
    ? resolvedStripes(context, palette.colors).map(({ stripe }) => stripe)
    : paletteStripes(palette.colors);
  const svg = swatchSheetSvg(`${businessName} · ${palette.name}`, stripes);
  downloadBlob(new Blob([svg], { type: "image/svg+xml" }), paletteFileName(businessName, palette.name, "svg"));
}
