import { nameGeneratorLabels, type ColorPalette } from "@dugout/contracts/name-generator";
import styles from "./Branding.module.css";
import { downloadPalette, paletteStripes, stripeLabel } from "./downloads";
import { downloadSwatchSheet } from "./swatch-sheet";

/**
 * One palette: a click selects it and downloads the 600x200 PNG (each stripe with its name and hex code);
 * the button beneath downloads the same colours as an SVG swatch sheet.
 */
export function PaletteCard({
  name,
  palette,
  selected,
  onToggle,
}: {
  name: string;
  palette: ColorPalette;
  selected: boolean;
  onToggle: () => void;
}) {
  const stripes = paletteStripes(palette.colors);
  return (
    <li className={styles.paletteItem}>
      <button
        type="button"
        className={styles.paletteCard}
        aria-pressed={selected}
        onClick={() => {
          onToggle();
          downloadPalette(name, palette);
        }}
      >
        <span className={styles.swatches}>
          {stripes.map((stripe, index) => (
            <span
              key={`${stripe.fill}-${index}`}
              className={styles.swatch}
              style={{ backgroundColor: stripe.fill }}
              title={stripeLabel(stripe)}
            />
          ))}
        </span>
        <span className={styles.paletteName}>{palette.name}</span>
        <span className={styles.paletteColors}>{stripes.map(stripeLabel).join(", ")}</span>
      </button>
      <div role="group" aria-label={nameGeneratorLabels.downloadGroup(palette.name)} className={styles.downloads}>
        <button type="button" className={styles.downloadButton} onClick={() => downloadSwatchSheet(name, palette)}>
          {nameGeneratorLabels.downloadSwatchSheet}
        </button>
      </div>
    </li>
  );
}
