import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState, type ReactNode } from "react";
import {
  nameGeneratorConstants,
  nameGeneratorLabels,
  type BusinessNameCandidate,
} from "@dugout/contracts/name-generator";
import { brandingQueryKey, brandPersonalityQuery, colorPalettesQuery, logoDirectionsQuery, taglinesQuery } from "./api";
import styles from "./Branding.module.css";
import { downloadLogo, downloadPalette, paletteStripes } from "./downloads";
import { useLogoImages } from "./use-logo-images";

const { skeletons } = nameGeneratorConstants;

function Section({ title, badge, children }: { title: string; badge: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-label={title}>
      <header className={styles.sectionHeader}>
        <h2 className={styles.sectionTitle}>{title}</h2>
        <span className={styles.sectionBadge}>{badge}</span>
      </header>
      {children}
    </section>
  );
}

function Skeletons({
  count,
  className,
  groupClassName = styles.skeletonGroup,
}: {
  count: number;
  className: string | undefined;
  groupClassName?: string | undefined;
}) {
  return (
    <div aria-busy="true" aria-label="Loading" className={groupClassName}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className={`${styles.skeleton} ${className}`} data-testid="skeleton" />
      ))}
    </div>
  );
}

function useToggleSet(): [ReadonlySet<number>, (index: number) => void] {
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const toggle = (index: number) =>
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });
  return [selected, toggle];
}

/** View (c): four parallel fetches, then one logo image per direction (docs/requirements/name-generator.md#branding and #states). */
export function Branding({ candidate, onBack }: { candidate: BusinessNameCandidate; onBack: () => void }) {
  const queryClient = useQueryClient();
  const { uuid, name } = candidate;
  const options = { retry: false, staleTime: Number.POSITIVE_INFINITY } as const;
  const taglines = useQuery({ ...taglinesQuery(uuid), ...options });
  const directions = useQuery({ ...logoDirectionsQuery(uuid), ...options });
  const personality = useQuery({ ...brandPersonalityQuery(uuid), ...options });
  const palettes = useQuery({ ...colorPalettesQuery(uuid), ...options });
  const images = useLogoImages(uuid, directions.data);
  const [selectedTaglines, toggleTagline] = useToggleSet();
  const [selectedLogos, toggleLogo] = useToggleSet();
  const [selectedPalettes, togglePalette] = useToggleSet();

  // Leaving the view clears the branding data as well as the selections (docs/requirements/name-generator.md#states).
  useEffect(() => () => queryClient.removeQueries({ queryKey: brandingQueryKey(uuid) }), [queryClient, uuid]);

  return (
    <div className={styles.branding}>
      <button type="button" className={styles.back} onClick={onBack}>
        {nameGeneratorLabels.backToNames}
      </button>
      <h1 className={styles.heading}>{nameGeneratorLabels.brandingHeading}</h1>
      <p className={styles.businessName}>{name}</p>

      <Section title={nameGeneratorLabels.taglinesTitle} badge={nameGeneratorLabels.taglinesBadge}>
        {taglines.isPending ? (
          <Skeletons count={skeletons.taglines} className={styles.skeletonRow} />
        ) : (
          <ul className={styles.taglines}>
            {(taglines.data ?? []).map((tagline, index) => (
              <li key={tagline}>
                <button
                  type="button"
                  className={styles.tagline}
                  aria-pressed={selectedTaglines.has(index)}
                  onClick={() => toggleTagline(index)}
                >
                  {tagline}
                </button>
              </li>
            ))}
          </ul>
        )}
      </Section>

      <Section title={nameGeneratorLabels.logosTitle} badge={nameGeneratorLabels.logosBadge}>
        {directions.isPending ? (
          <Skeletons count={skeletons.logos} className={styles.skeletonLogo} groupClassName={styles.logoGrid} />
        ) : (
          <ul className={styles.logoGrid}>
            {(directions.data ?? []).map((direction, index) => {
              const image = images[index] ?? { status: "loading" as const };
              return (
                <li key={`${direction.title}-${index}`}>
                  <button
                    type="button"
                    className={styles.logoCard}
                    aria-pressed={selectedLogos.has(index)}
                    onClick={() => {
                      toggleLogo(index);
                      if (image.status === "ready") downloadLogo(name, direction.title, image.base64);
                    }}
                  >
                    {image.status === "ready" ? (
                      <span className={styles.logoImageWrap}>
                        <img
                          className={styles.logoImage}
                          src={`data:image/png;base64,${image.base64}`}
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
                </li>
              );
            })}
          </ul>
        )}
      </Section>

      <Section title={nameGeneratorLabels.personalityTitle} badge={nameGeneratorLabels.personalityBadge}>
        {personality.isPending ? (
          <Skeletons count={skeletons.personalityLines} className={styles.skeletonLine} />
        ) : (
          <p className={styles.personality}>{personality.data ?? ""}</p>
        )}
      </Section>

      <Section title={nameGeneratorLabels.palettesTitle} badge={nameGeneratorLabels.palettesBadge}>
        {palettes.isPending ? (
          <Skeletons
            count={skeletons.palettes}
            className={styles.skeletonPalette}
            groupClassName={styles.paletteGrid}
          />
        ) : (
          <ul className={styles.paletteGrid}>
            {(palettes.data ?? []).map((palette, index) => (
              <li key={`${palette.name}-${index}`}>
                <button
                  type="button"
                  className={styles.paletteCard}
                  aria-pressed={selectedPalettes.has(index)}
                  onClick={() => {
                    togglePalette(index);
                    downloadPalette(name, palette);
                  }}
                >
                  <span className={styles.swatches}>
                    {paletteStripes(palette.colors).map((stripe) => (
                      <span
                        key={stripe.label}
                        className={styles.swatch}
                        style={{ backgroundColor: stripe.fill }}
                        title={stripe.label}
                      />
                    ))}
                  </span>
                  <span className={styles.paletteName}>{palette.name}</span>
                  <span className={styles.paletteColors}>
                    {paletteStripes(palette.colors)
                      .map((stripe) => stripe.label)
                      .join(", ")}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        )}
      </Section>
    </div>
  );
}
