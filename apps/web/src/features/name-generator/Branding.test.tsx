import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fireEvent, render, screen, within } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import type { z } from "zod/mini";
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

const offline = { kind: "offline" as const };

/** An answer that never arrives: the page stays in its loading state. */
const never = <T,>() => new Promise<FakeAnswer<T>>(() => undefined);

type Answer<S extends z.ZodMiniType> = () => FakeAnswer<z.input<S>> | Promise<FakeAnswer<z.input<S>>>;

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
  it("shows the skeleton counts of docs/requirements/name-generator.md#branding while loading, and no AI badge before the answers say who made them", () => {
    fakeSections({ taglines: never, logoDirections: never, brandPersonality: never, colorPalettes: never });
    renderBranding();
    expect(screen.getByRole("heading", { level: 1, name: "Bring your name to life" })).toBeInTheDocument();
    const counts = [
      ["AI-Generated Taglines", 5],
      ["Logo Direction Ideas", 4],
      ["Brand Personality", 4],
      ["Color Palette Ideas", 3],
    ] as const;
    for (const [title, count] of counts) {
      const section = screen.getByRole("region", { name: title });
      expect(within(section).getAllByTestId("skeleton")).toHaveLength(count);
      expect(within(section).queryByText(/AI Enhanced|AI Generated|Powered by/)).toBeNull();
    }
    expect(
      within(screen.getByRole("region", { name: "Color Palette Ideas" })).getByText("Visual Direction"),
    ).toBeVisible();
    expect(screen.queryByText("Powered by ChatGPT")).toBeNull();
  });

  it("says 'Offline engine' on every section the offline engine made, with no AI badge", async () => {
    fakeSections({
      taglines: () => ok({ taglines: ["One"], engine: offline }),
      logoDirections: () => ok({ logo_directions: [], engine: offline }),
      brandPersonality: () => ok({ brand_personality: "Warm.", engine: offline }),
      colorPalettes: () => ok({ color_palettes: [], engine: offline }),
    });
    renderBranding();
    for (const title of ["AI-Generated Taglines", "Logo Direction Ideas", "Brand Personality", "Color Palette Ideas"]) {
      const section = screen.getByRole("region", { name: title });
      expect(await within(section).findByTestId("engine")).toHaveTextContent("Made by Offline engine");
    }
    expect(screen.queryByText(/Powered by|AI Enhanced|AI Generated/)).toBeNull();
  });

  it("names the model where a model wrote the section, and shows the AI badge there only", async () => {
    const model = { kind: "model" as const, model: "gpt-4.1-mini" };
    fakeSections({
      taglines: () => ok({ taglines: ["One"], engine: model }),
      logoDirections: () => ok({ logo_directions: [], engine: offline }),
      brandPersonality: () => ok({ brand_personality: "Warm.", engine: model }),
      colorPalettes: () => ok({ color_palettes: [], engine: offline }),
    });
    renderBranding();
    const taglines = screen.getByRole("region", { name: "AI-Generated Taglines" });
    expect(await within(taglines).findByTestId("engine")).toHaveTextContent("gpt-4.1-mini");
    const personality = screen.getByRole("region", { name: "Brand Personality" });
    expect(await within(personality).findByTestId("engine")).toHaveTextContent("gpt-4.1-mini");
    expect(within(personality).getByText("AI Generated")).toBeVisible();
    const logos = screen.getByRole("region", { name: "Logo Direction Ideas" });
    expect(await within(logos).findByTestId("engine")).toHaveTextContent("Offline engine");
    expect(within(logos).queryByText("AI Enhanced")).toBeNull();
  });

  it("copies a tagline with one click and says 'Copied'; says so when the clipboard refuses", async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValueOnce(undefined);
    writeText.mockRejectedValueOnce(new Error("denied"));
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    fakeSections({
      taglines: () => ok({ taglines: ["Clean pups, no trip.", "Tails up."], engine: offline }),
      logoDirections: never,
      brandPersonality: never,
      colorPalettes: never,
    });
    renderBranding();
    const section = screen.getByRole("region", { name: "AI-Generated Taglines" });
    const copy = await within(section).findByRole("button", { name: "Copy “Clean pups, no trip.”" });
    fireEvent.click(copy);
    expect(writeText).toHaveBeenCalledWith("Clean pups, no trip.");
    expect(await within(section).findByRole("button", { name: "Copied “Clean pups, no trip.”" })).toBeVisible();
    expect(
      within(section)
        .getAllByRole("status")
        .map((status) => status.textContent),
    ).toEqual(["Copied", ""]);
    // Copying is not selecting.
    expect(within(section).getByRole("button", { name: "Clean pups, no trip." })).toHaveAttribute(
      "aria-pressed",
      "false",
    );
    fireEvent.click(within(section).getByRole("button", { name: "Copy “Tails up.”" }));
    expect(await within(section).findByRole("button", { name: "Could not copy “Tails up.”" })).toBeVisible();
    // The first one's confirmation has gone.
    expect(within(section).getByRole("button", { name: "Copy “Clean pups, no trip.”" })).toBeVisible();
  });

  it("offers PNG, transparent PNG and SVG for an offline logo, and only the PNG for a model's picture", async () => {
    fakeSections({
      taglines: never,
      logoDirections: () =>
        ok({
          logo_directions: [
            { title: "Wordmark", description: "Clean", style: "minimal" },
            { title: "Painted", description: "Round", style: "classic" },
          ],
          engine: offline,
        }),
      brandPersonality: never,
      colorPalettes: never,
    }).on("POST", nameGeneratorPaths.logoImages(candidate.uuid), logoImageAnswerSchema, (request) =>
      JSON.stringify(request.body).includes("Wordmark")
        ? ok({ image: "iVBORw0KGgo=", image_transparent: "iVBORw0KGgo=", svg: "<svg/>", engine: offline })
        : ok({
            image: "iVBORw0KGgo=",
            image_transparent: null,
            svg: null,
            engine: { kind: "model", model: "gpt-image-1" },
          }),
    );
    renderBranding();
    const logos = screen.getByRole("region", { name: "Logo Direction Ideas" });
    const offlineFormats = await within(logos).findByRole("group", { name: "Download Wordmark" });
    expect(
      within(offlineFormats)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["PNG 512 px", "Transparent PNG", "SVG"]);
    const modelFormats = await within(logos).findByRole("group", { name: "Download Painted" });
    expect(
      within(modelFormats)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["PNG 512 px"]);
    // Both engines drew a logo: the section names both, and a model's part earns the AI badge.
    expect(within(logos).getByTestId("engine")).toHaveTextContent("Offline engine + gpt-image-1");
    expect(within(logos).getByText("AI Enhanced")).toBeVisible();
  });

  it("shows a placeholder with 'Generating image...' until the image arrives, and a failed image just stops loading", async () => {
    let imageCalls = 0;
    fakeSections({
      taglines: () => ok({ taglines: ["One"], engine: offline }),
      logoDirections: () =>
        ok({
          logo_directions: [
            { title: "Wordmark", description: "Clean", style: "minimal" },
            { title: "Badge", description: "Round", style: "classic" },
          ],
          engine: offline,
        }),
      brandPersonality: () => ok({ brand_personality: "Warm.", engine: offline }),
      colorPalettes: () => ok({ color_palettes: [], engine: offline }),
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
