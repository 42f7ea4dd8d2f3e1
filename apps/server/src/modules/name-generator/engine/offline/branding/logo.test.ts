import { inflateSync } from "node:zlib";
import { nameGeneratorExamplePrompts } from "@dugout/contracts/name-generator";
import { wcagContrast } from "culori";
import { Window } from "happy-dom";
import { beforeAll, describe, expect, it } from "vitest";
import type { LogoDirection, NameIdea, NamingEngine } from "../../port";
import { createOfflineEngine } from "../offline-engine";
import { seededRandom } from "../rng";
import { designLogo, logoSvg, renderLogo } from "./logo";
import { pickIcon } from "./icons";

const parser = new new Window().DOMParser();

/** The SVG as a browser reads it: its background and every text shape's fill. */
function readSvg(svg: string) {
  const document = parser.parseFromString(svg, "image/svg+xml");
  const root = document.documentElement;
  expect(root.tagName.toLowerCase()).toBe("svg");
  expect(document.querySelector("parsererror")).toBeNull();
  const background = root.querySelector("rect.logo-background")?.getAttribute("fill") ?? null;
  const texts = [...root.querySelectorAll("path.logo-text")].map((path) => path.getAttribute("fill") ?? "");
  const icon = root.querySelector("path.logo-icon")?.getAttribute("d") ?? null;
  return { root, background, texts, icon };
}

/** Colour type and the first pixel of a PNG (the first pixel of the first row is stored unfiltered). */
function firstPixel(png: Buffer): { colorType: number; rgba: number[] } {
  expect(png.subarray(0, 8).toString("hex")).toBe("89504e470d0a1a0a");
  const data: Buffer[] = [];
  let colorType = -1;
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString("latin1", offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === "IHDR") colorType = body.readUInt8(9);
    if (type === "IDAT") data.push(body);
    offset += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(data));
  return { colorType, rgba: [...raw.subarray(1, 5)] };
}

const idea = (description: string, vibe: number): NameIdea => ({
  description,
  industry: "",
  idealCustomer: "",
  brandReferences: "",
  vibe,
});

describe("offline logos", () => {
  let engine: NamingEngine;
  beforeAll(async () => {
    engine = createOfflineEngine();
    await engine.warmUp();
  });

  it("meet WCAG AA (4.5:1) for every letter of every direction, over many palettes", async () => {
    let checked = 0;
    for (const [index, description] of nameGeneratorExamplePrompts.entries()) {
      for (let vibe = 1; vibe <= 8; vibe += 1) {
        const each = idea(description, vibe);
        // The name seeds the colours when no word of the idea names one.
        for (const name of [`Brand ${index}${vibe}`, "Ünïcode & Sons"]) {
          const { value: directions } = await engine.logoDirections(name, each);
          for (const direction of directions) {
            const { background, texts } = readSvg(logoSvg(name, designLogo(name, direction, description)));
            expect(background).toMatch(/^#[0-9a-f]{6}$/);
            expect(texts.length).toBeGreaterThan(0);
            for (const fill of texts) {
              // Measured with the colour library, not with the renderer's own arithmetic.
              expect(
                wcagContrast(fill, background ?? ""),
                `${name} ${direction.title} ${fill} on ${background}`,
              ).toBeGreaterThanOrEqual(4.5);
              checked += 1;
            }
            // The direction's words name the colours the logo is drawn in.
            expect(direction.description.toLowerCase()).toContain(background);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(300);
  }, 180_000);

  it("give the four directions four layouts and four colour schemes", async () => {
    for (const [index, description] of nameGeneratorExamplePrompts.entries()) {
      const each = idea(description, (index % 8) + 1);
      const [top] = await engine.proposeNames(each);
      const name = top?.name ?? "Top";
      const { value: directions } = await engine.logoDirections(name, each);
      const designs = directions.map((direction) => designLogo(name, direction, description));
      expect(new Set(designs.map((design) => design.layout))).toEqual(
        new Set(["wordmark", "lettermark", "emblem", "symbol"]),
      );
      expect(new Set(designs.map((design) => design.background)).size).toBe(4);
      // One of them is reversed: light letters on a dark ground.
      expect(designs.some((design) => wcagContrast(design.background, "#000000") < 5)).toBe(true);
    }
  });

  it("keep the text readable whatever colours a model's direction asks for", () => {
    // The report's example: plum text on dusty pink, 3.2:1.
    const plum: LogoDirection = {
      title: "Elegant Wordmark",
      description: "Plum #8e4585 lettering on a dusty pink #d8a7b1 ground, with #d8a7b1 accents.",
      style: "Wordmark, serif",
    };
    expect(wcagContrast("#8e4585", "#d8a7b1")).toBeLessThan(4.5);
    const positional = readSvg(
      logoSvg("Rosewood", designLogo("Rosewood", { ...plum, description: "#8e4585 #aa7700 #d8a7b1" }, "")),
    );
    expect(wcagContrast(positional.texts[0] ?? "", positional.background ?? "")).toBeGreaterThanOrEqual(4.5);
    const random = seededRandom(42);
    const hex = () =>
      `#${Math.floor(random() * 0xffffff)
        .toString(16)
        .padStart(6, "0")}`;
    const styles = ["Wordmark", "Lettermark monogram", "Emblem badge", "Abstract symbol"];
    for (let index = 0; index < 200; index += 1) {
      const direction = {
        title: `Direction ${index}`,
        description: `Colours ${hex()}, ${hex()} and ${hex()}.`,
        style: styles[index % 4] ?? "Wordmark",
      };
      const { background, texts } = readSvg(logoSvg("Test Name", designLogo("Test Name", direction, "a bakery")));
      for (const fill of texts) expect(wcagContrast(fill, background ?? "")).toBeGreaterThanOrEqual(4.5);
    }
    // No colours at all: derived from the name, still readable.
    const bare = readSvg(logoSvg("Plain", designLogo("Plain", { title: "Wordmark", description: "", style: "" }, "")));
    expect(wcagContrast(bare.texts[0] ?? "", bare.background ?? "")).toBeGreaterThanOrEqual(4.5);
  });

  it("draw the business's symbol in the emblem and the symbol mark", async () => {
    const grooming = idea("A mobile dog grooming van that comes to busy pet owners' driveways", 4);
    const { value: directions } = await engine.logoDirections("Tidy Tails", grooming);
    const paw = pickIcon("dog grooming");
    expect(paw.id).toBe("paw");
    const icons = directions.map(
      (direction) => readSvg(logoSvg("Tidy Tails", designLogo("Tidy Tails", direction, grooming.description))).icon,
    );
    expect(icons.filter((d) => d === paw.d)).toHaveLength(2);
    expect(directions.find((direction) => direction.title === "Symbol Mark")?.description).toContain("paw");
  });

  it("come as a PNG on the background, a transparent PNG and an SVG that escapes the name", () => {
    const direction = { title: "Wordmark", description: "text #222222, accent #cc8800, background #f4ecd8", style: "" };
    const logo = renderLogo('Salt & "Crumb" <Bakery>', direction, "a bakery");
    const opaque = firstPixel(logo.png);
    expect(opaque.colorType).toBe(6);
    expect(opaque.rgba).toEqual([0xf4, 0xec, 0xd8, 255]);
    const transparent = firstPixel(logo.transparentPng);
    expect(transparent.rgba[3]).toBe(0);
    const { root, background } = readSvg(logo.svg);
    expect(background).toBe("#f4ecd8");
    expect(root.querySelector("title")?.textContent).toBe('Salt & "Crumb" <Bakery>');
  });
});
