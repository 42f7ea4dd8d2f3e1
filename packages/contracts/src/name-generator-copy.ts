// Texts of the business name generator exactly as docs/requirements/name-generator.md#messages give them,
// plus the example prompts and the sample description that prefills the form.

export const nameGeneratorSampleDescription =
  "A cozy neighborhood bakery that sells fresh sourdough bread, flaky pastries and custom celebration cakes, with a small café corner for morning coffee.";

export const nameGeneratorExamplePrompts = [
  "A mobile dog grooming van that comes to busy pet owners' driveways",
  "A family-run food truck serving Korean-Mexican fusion tacos at breweries and festivals",
  "An eco-friendly cleaning service for small offices and apartments using only plant-based products",
  "A boutique fitness studio with early-morning HIIT classes for working parents",
  "A neighborhood bike repair shop that also rents e-bikes to tourists",
  "An online shop selling handmade ceramic planters and houseplant care kits",
] as const;

export const nameGeneratorLabels = {
  formHeading: "Describe your business idea",
  generate: "Generate business names",
  generating: "Generating...",
  back: "Back",
  resultsHeading: (description: string): string => `Perfect names for "${description}"`,
  whyThisWorks: "Why this works",
  scoringInProgress: "Scoring in progress...",
  analysisTitle: "AI Name Analysis",
  analysisTailoredFor: (idealCustomer?: string | null): string =>
    `Analysis tailored for ${idealCustomer?.trim() ? idealCustomer.trim() : "your target customers"}`,
  scoreBadge: (score: number): string => `${score}/100`,
  topResult: "Top Result",
  unlockAll: "Unlock all results",
  unlockAllAndAnalysis: "Unlock all results and analysis",
  averageQualityScore: (score: number): string => `Average Quality Score: ${score}/100`,
  sortByScore: "Sort by Score",
  pickThisName: "Pick this name",
  brandingHeading: "Bring your name to life",
  backToNames: "Back to names",
  taglinesTitle: "AI-Generated Taglines",
  logosTitle: "Logo Direction Ideas",
  logosBadge: "AI Enhanced",
  personalityTitle: "Brand Personality",
  personalityBadge: "AI Generated",
  palettesTitle: "Color Palette Ideas",
  palettesBadge: "Visual Direction",
  generatingImage: "Generating image...",
  clickToDownload: "Click to download",
  paletteFileSuffix: "_palette",
  /** What each branding section says when no model wrote it (else the model's name). */
  offlineEngine: "Offline engine",
  /** Read before the engine's name by screen readers ("Made by Offline engine"). */
  madeBy: "Made by",
  copyTagline: "Copy",
  copied: "Copied",
  copyFailed: "Could not copy",
  downloadPng: "PNG 512 px",
  downloadTransparentPng: "Transparent PNG",
  downloadSvg: "SVG",
  downloadGroup: (item: string): string => `Download ${item}`,
  downloadSwatchSheet: "SVG swatch sheet",
} as const;

export const leadModalLabels = {
  title: "Unlock 9 Perfect Names",
  subtitle: "Get your complete analysis with detailed scoring.",
  fullName: "Full Name",
  email: "Email Address",
  timeline: "Business Opening Timeline",
  timelinePlaceholder: "When do you plan to start?",
  submit: "Unlock Full Results",
  close: "×",
  footer: "Your information is secure and will only be used to provide you with business naming services.",
} as const;

export const nameGeneratorMessages = {
  generateFailed: "There was an error generating names.",
  leadFailed: "There was an error submitting your info.",
} as const;
