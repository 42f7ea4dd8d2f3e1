import { describe, expect, it } from "vitest";
import {
  drawPalette,
  fileSafe,
  hexToRgb,
  labelColor,
  logoFileName,
  luminance,
  paletteFileName,
  paletteStripes,
} from "./downloads";
import { swatchSheetSvg } from "./swatch-sheet";

describe("downloads", () => {
  it("names the logo from the business name and the direction title, the palette with _palette", () => {
    expect(logoFileName("Sunny Paws", "Playful Wordmark")).toBe("Sunny_Paws_Playful_Wordmark.png");
    expect(paletteFileName("Sunny Paws", "Warm Earth")).toBe("Sunny_Paws_Warm_Earth_palette.png");
    expect(paletteFileName("Sunny Paws", "Warm Earth", "svg")).toBe("Sunny_Paws_Warm_Earth_palette.svg");
    expect(logoFileName("Sunny Paws", "Playful Wordmark", "svg")).toBe("Sunny_Paws_Playful_Wordmark.svg");
    expect(logoFileName("Sunny Paws", "Playful Wordmark", "transparent")).toBe(
      "Sunny_Paws_Playful_Wordmark_transparent.png",
    );
    expect(fileSafe(' a/b\\c:"d" ')).toBe("a_b_c_d");
    expect(fileSafe("***")).toBe("untitled");
  });

  it("uses the first three colours, strings or {hex, name}", () => {
    expect(paletteStripes(["#112233", { hex: "#ffffff", name: "Snow" }, { name: "navy" }, "#000000"])).toEqual([
      { fill: "#112233", name: null, hex: "#112233" },
      { fill: "#ffffff", name: "Snow", hex: "#FFFFFF" },
      { fill: "navy", name: "navy", hex: null },
    ]);
  });

  it("writes white on colours with luminance below 0.55 and black otherwise", () => {
    expect(hexToRgb("#fff")).toEqual([255, 255, 255]);
    expect(hexToRgb("1d3557")).toEqual([29, 53, 87]);
    expect(hexToRgb("navy")).toBeNull();
    expect(luminance([255, 255, 255])).toBe(1);
    expect(labelColor([29, 53, 87])).toBe("#ffffff");
    expect(labelColor([241, 250, 238])).toBe("#000000");
    // 0.299*140 + 0.587*140 + 0.114*140 = 140 -> 0.549: just below the threshold.
    expect(labelColor([140, 140, 140])).toBe("#ffffff");
    expect(labelColor([141, 141, 141])).toBe("#000000");
  });

  it("writes each colour's name and hex code on its stripe of the PNG", () => {
    const written: { text: string; fill: unknown }[] = [];
    const context = {
      fillStyle: "#000000" as unknown,
      font: "",
      textBaseline: "",
      fillRect: () => undefined,
      fillText(text: string) {
        written.push({ text, fill: this.fillStyle });
      },
    };
    const canvas = { width: 0, height: 0, getContext: () => context } as unknown as HTMLCanvasElement;
    drawPalette(canvas, [{ hex: "#1d3557", name: "Deep Navy" }, "#f1faee", { hex: "#e63946" }]);
    expect([canvas.width, canvas.height]).toEqual([600, 200]);
    expect(written).toEqual([
      { text: "Deep Navy #1D3557", fill: "#ffffff" },
      { text: "#F1FAEE", fill: "#000000" },
      { text: "#E63946", fill: "#ffffff" },
    ]);
  });

  it("builds an SVG swatch sheet that parses, with every hex code as text", () => {
    const svg = swatchSheetSvg(
      "Sunny Paws · Warm <Earth>",
      paletteStripes([{ hex: "#1d3557", name: "Deep & Navy" }, "#f1faee", { hex: "#e63946", name: "Poppy" }]),
    );
    const document = new DOMParser().parseFromString(svg, "image/svg+xml");
    expect(document.querySelector("parsererror")).toBeNull();
    const texts = [...document.querySelectorAll("text")].map((text) => text.textContent);
    expect(texts[0]).toBe("Sunny Paws · Warm <Earth>");
    for (const hex of ["#1D3557", "#F1FAEE", "#E63946"]) expect(texts).toContain(hex);
    expect(texts).toContain("Deep & Navy #1D3557");
    expect([...document.querySelectorAll("rect[rx]")].map((rect) => rect.getAttribute("fill"))).toEqual([
      "#1d3557",
      "#f1faee",
      "#e63946",
    ]);
  });
});
