import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import {
  nameGeneratorConstants,
  nameGeneratorLabels,
  type BusinessNameCandidate,
} from "@dugout/contracts/name-generator";
import { brandingQueryKey, brandPersonalityQuery, colorPalettesQuery, logoDirectionsQuery, taglinesQuery } from "./api";
import styles from "./Branding.module.css";
import { BrandingSection, byModel, engineLabels } from "./BrandingSection";
import { LogoCard } from "./LogoCard";
import { PaletteCard } from "./PaletteCard";
import { TaglineList } from "./TaglineList";
import { useLogoImages } from "./use-logo-images";

const { skeletons } = nameGeneratorConstants;

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

/**
 * View (c): four parallel fetches, then one logo image per direction (docs/requirements/name-generator.md#branding
 * and #states). Each section says which engine made it; an AI badge shows only over what a model made.
 */
export function Branding({ candidate, onBack }: { candidate: BusinessNameCandidate; onBack: () => void }) {
  const queryClient = useQueryClient();
  const { uuid, name } = candidate;
  const options = { retry: false, staleTime: Number.POSITIVE_INFINITY } as const;
  const taglines = useQuery({ ...taglinesQuery(uuid), ...options });
  const directions = useQuery({ ...logoDirectionsQuery(uuid), ...options });
  const personality = useQuery({ ...brandPersonalityQuery(uuid), ...options });
  const palettes = useQuery({ ...colorPalettesQuery(uuid), ...options });
  const images = useLogoImages(uuid, directions.data?.logo_directions);
  const logoEngines = [
    directions.data?.engine,
    ...images.map((image) => (image.status === "ready" ? image.logo.engine : undefined)),
  ];
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

      {/* No "Powered by ChatGPT": the section names the engine that actually wrote the lines. */}
      <BrandingSection
        title={nameGeneratorLabels.taglinesTitle}
        badge={null}
        engines={engineLabels([taglines.data?.engine])}
      >
        {taglines.isPending ? (
          <Skeletons count={skeletons.taglines} className={styles.skeletonRow} />
        ) : (
          <TaglineList taglines={taglines.data?.taglines ?? []} selected={selectedTaglines} onToggle={toggleTagline} />
        )}
      </BrandingSection>

      <BrandingSection
        title={nameGeneratorLabels.logosTitle}
        badge={byModel(logoEngines) ? nameGeneratorLabels.logosBadge : null}
        engines={engineLabels(logoEngines)}
      >
        {directions.isPending ? (
          <Skeletons count={skeletons.logos} className={styles.skeletonLogo} groupClassName={styles.logoGrid} />
        ) : (
          <ul className={styles.logoGrid}>
            {(directions.data?.logo_directions ?? []).map((direction, index) => (
              <LogoCard
                key={`${direction.title}-${index}`}
                name={name}
                direction={direction}
                image={images[index] ?? { status: "loading" }}
                selected={selectedLogos.has(index)}
                onToggle={() => toggleLogo(index)}
              />
            ))}
          </ul>
        )}
      </BrandingSection>

      <BrandingSection
        title={nameGeneratorLabels.personalityTitle}
        badge={byModel([personality.data?.engine]) ? nameGeneratorLabels.personalityBadge : null}
        engines={engineLabels([personality.data?.engine])}
      >
        {personality.isPending ? (
          <Skeletons count={skeletons.personalityLines} className={styles.skeletonLine} />
        ) : (
          <p className={styles.personality}>{personality.data?.brand_personality ?? ""}</p>
        )}
      </BrandingSection>

      <BrandingSection
        title={nameGeneratorLabels.palettesTitle}
        badge={nameGeneratorLabels.palettesBadge}
        engines={engineLabels([palettes.data?.engine])}
      >
        {palettes.isPending ? (
          <Skeletons
            count={skeletons.palettes}
            className={styles.skeletonPalette}
            groupClassName={styles.paletteGrid}
          />
        ) : (
          <ul className={styles.paletteGrid}>
            {(palettes.data?.color_palettes ?? []).map((palette, index) => (
              <PaletteCard
                key={`${palette.name}-${index}`}
                name={name}
                palette={palette}
                selected={selectedPalettes.has(index)}
                onToggle={() => togglePalette(index)}
              />
            ))}
          </ul>
        )}
      </BrandingSection>
    </div>
  );
}
