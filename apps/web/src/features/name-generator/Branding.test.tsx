import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { z } from "zod";
import {
  brandPersonalityAnswerSchema,
  colorPalettesAnswerSchema,
  logoDirectionsAnswerSchema,
  logoImageAnswerSchema,
  nameGeneratorPaths,
  taglinesAnswerSchema,
} from "@dugout/contracts/name-generator";
import { apiError, installFakeBackend, ok, type FakeAnswer } from "../../test/fake-backend";
import { Branding } from "./Branding";

const candidate = {
  uuid: "00000000-0000-4000-8000-000000000001",
  name: "Sunny Paws",
  status: "complete" as const,
  research_data: null,
};

function renderBranding() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <Branding candidate={candidate} onBack={vi.fn()} />
    </QueryClientProvider>,
  );
}

/** An answer that never arrives: the page stays in its loading state. */
const never = <T,>() => new Promise<FakeAnswer<T>>(() => undefined);

type Answer<S extends z.ZodType> = () => FakeAnswer<z.input<S>> | Promise<FakeAnswer<z.input<S>>>;

/** The four section calls of the candidate, each answered through its own contract schema. */
function fakeSections(answers: {
  taglines: Answer<typeof taglinesAnswerSchema>;
  logoDirections: Answer<typeof logoDirectionsAnswerSchema>;
  brandPersonality: Answer<typeof brandPersonalityAnswerSchema>;
  colorPalettes: Answer<typeof colorPalettesAnswerSchema>;
}) {
  return installFakeBackend()
    .on("GET", nameGeneratorPaths.taglines(candidate.uuid), taglinesAnswerSchema, answers.taglines)
    .on("GET", nameGeneratorPaths.logoDirections(candidate.uuid), logoDirectionsAnswerSchema, answers.logoDirections)
    .on(
      "GET",
      nameGeneratorPaths.brandPersonality(candidate.uuid),
      brandPersonalityAnswerSchema,
      answers.brandPersonality,
    )
    .on("GET", nameGeneratorPaths.colorPalettes(candidate.uuid), colorPalettesAnswerSchema, answers.colorPalettes);
}

describe("Branding", () => {
  it("shows the skeleton counts of docs/requirements/name-generator.md#branding while loading, with each section's badge", () => {
    fakeSections({ taglines: never, logoDirections: never, brandPersonality: never, colorPalettes: never });
    renderBranding();
    expect(screen.getByRole("heading", { level: 1, name: "Bring your name to life" })).toBeInTheDocument();
    const counts = [
      ["AI-Generated Taglines", "Powered by ChatGPT", 5],
      ["Logo Direction Ideas", "AI Enhanced", 4],
      ["Brand Personality", "AI Generated", 4],
      ["Color Palette Ideas", "Visual Direction", 3],
    ] as const;
    for (const [title, badge, count] of counts) {
      const section = screen.getByRole("region", { name: title });
      expect(within(section).getByText(badge)).toBeInTheDocument();
      expect(within(section).getAllByTestId("skeleton")).toHaveLength(count);
    }
  });

  it("shows a placeholder with 'Generating image...' until the image arrives, and a failed image just stops loading", async () => {
    let imageCalls = 0;
    fakeSections({
      taglines: () => ok({ taglines: ["One"] }),
      logoDirections: () =>
        ok({
          logo_directions: [
            { title: "Wordmark", description: "Clean", style: "minimal" },
            { title: "Badge", description: "Round", style: "classic" },
          ],
        }),
      brandPersonality: () => ok({ brand_personality: "Warm." }),
      colorPalettes: () => ok({ color_palettes: [] }),
    }).on("POST", nameGeneratorPaths.logoImages(candidate.uuid), logoImageAnswerSchema, () => {
      imageCalls += 1;
      return imageCalls === 1 ? never() : apiError(500, "internal", "Something went wrong on our side.");
    });
    renderBranding();
    const logos = await screen.findByRole("region", { name: "Logo Direction Ideas" });
    await within(logos).findByText("Wordmark");
    await vi.waitFor(() => expect(imageCalls).toBe(2));
    await vi.waitFor(() => expect(within(logos).getAllByText("Generating image...")).toHaveLength(1));
    expect(within(logos).getAllByText("Sunny Paws")).toHaveLength(2);
  });
});
