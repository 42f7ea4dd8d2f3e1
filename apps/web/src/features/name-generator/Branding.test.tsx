import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
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

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { "content-type": "application/json" } });

afterEach(() => vi.unstubAllGlobals());

describe("Branding", () => {
  it("shows the skeleton counts of docs/requirements/name-generator.md#branding while loading, with each section's badge", () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(() => new Promise<Response>(() => undefined)),
    );
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
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) => {
        if (url.endsWith("/logo_directions"))
          return Promise.resolve(
            json({
              logo_directions: [
                { title: "Wordmark", description: "Clean", style: "minimal" },
                { title: "Badge", description: "Round", style: "classic" },
              ],
            }),
          );
        if (url.endsWith("/logo_images")) {
          imageCalls += 1;
          return imageCalls === 1
            ? new Promise<Response>(() => undefined)
            : Promise.resolve(new Response("{}", { status: 500 }));
        }
        if (url.endsWith("/taglines")) return Promise.resolve(json({ taglines: ["One"] }));
        if (url.endsWith("/brand_personality")) return Promise.resolve(json({ brand_personality: "Warm." }));
        if (url.endsWith("/color_palettes")) return Promise.resolve(json({ color_palettes: [] }));
        if (url.endsWith("/api/csrf")) return Promise.resolve(json({ token: "t" }));
        return Promise.resolve(new Response("{}", { status: 404 }));
      }),
    );
    renderBranding();
    const logos = await screen.findByRole("region", { name: "Logo Direction Ideas" });
    await within(logos).findByText("Wordmark");
    await vi.waitFor(() => expect(imageCalls).toBe(2));
    await vi.waitFor(() => expect(within(logos).getAllByText("Generating image...")).toHaveLength(1));
    expect(within(logos).getAllByText("Sunny Paws")).toHaveLength(2);
  });
});
