import { nameGeneratorConstants, nameGeneratorLabels, type LogoDirection } from "@dugout/contracts/name-generator";
import styles from "./Branding.module.css";
import { downloadLogo, type LogoFormat } from "./downloads";
import type { LogoImageState } from "./use-logo-images";

const formats: { format: LogoFormat; label: string }[] = [
  { format: "png", label: nameGeneratorLabels.downloadPng },
  { format: "transparent", label: nameGeneratorLabels.downloadTransparentPng },
  { format: "svg", label: nameGeneratorLabels.downloadSvg },
];

/**
 * One logo direction: a click on the card selects it and downloads the 512 px PNG (as the spec has it);
 * beneath, a button per format. A model's picture has no SVG or transparent PNG, so only the PNG is offered.
 */
export function LogoCard({
  name,
  direction,
  image,
  selected,
  onToggle,
}: {
  name: string;
  direction: LogoDirection;
  image: LogoImageState;
  selected: boolean;
  onToggle: () => void;
}) {
  const logo = image.status === "ready" ? image.logo : null;
  const available = formats.filter(
    ({ format }) =>
      logo &&
      (format === "png" ||
        (format === "svg" && logo.svg !== null) ||
        (format === "transparent" && logo.image_transparent !== null)),
  );
  return (
    <li className={styles.logoItem}>
      <button
        type="button"
        className={styles.logoCard}
        aria-pressed={selected}
        onClick={() => {
          onToggle();
          if (logo) downloadLogo(name, direction.title, logo);
        }}
      >
        {logo ? (
          <span className={styles.logoImageWrap}>
            <img
              className={styles.logoImage}
              src={`data:image/png;base64,${logo.image}`}
              alt={`${direction.title} logo for ${name}`}
            />
            <span className={styles.overlay}>{nameGeneratorLabels.clickToDownload}</span>
          </span>
        ) : (
          <span className={styles.placeholder}>
            <span className={styles.placeholderName}>{name}</span>
            <span className={styles.placeholderStyle}>{direction.style}</span>
            {image.status === "loading" ? (
              <>
                <span
                  className={styles.loadingBar}
                  style={{ animationDuration: `${nameGeneratorConstants.imageLoadingBarMs}ms` }}
                />
                <span role="status">{nameGeneratorLabels.generatingImage}</span>
              </>
            ) : null}
          </span>
        )}
        <span className={styles.logoTitle}>{direction.title}</span>
        <span className={styles.logoDescription}>{direction.description}</span>
      </button>
      {logo ? (
        <div role="group" aria-label={nameGeneratorLabels.downloadGroup(direction.title)} className={styles.downloads}>
          {available.map(({ format, label }) => (
            <button
              key={format}
              type="button"
              className={styles.downloadButton}
              onClick={() => downloadLogo(name, direction.title, logo, format)}
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}
    </li>
  );
}
