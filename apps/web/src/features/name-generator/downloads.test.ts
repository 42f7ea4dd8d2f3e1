import { describe, expect, it } from "vitest";
import { fileSafe, hexToRgb, labelColor, logoFileName, luminance, paletteFileName, paletteStripes } from "./downloads";

describe("downloads", () => {
  it("names the logo from the business name and the direction title, the palette with _palette", () => {
    expect(logoFileName("Sunny Paws", "Playful Wordmark")).toBe("Sunny_Paws_Playful_Wordmark.png");
    expect(paletteFileName("Sunny Paws", "Warm Earth")).toBe("Sunny_Paws_Warm_Earth_palette.png");
    expect(fileSafe(' a/b\\c:"d" ')).toBe("a_b_c_d");
    expect(fileSafe("***")).toBe("untitled");
  });

  it("uses the first three colours, strings or {hex, name}", () => {
    expect(paletteStripes(["#112233", { hex: "#ffffff", name: "Snow" }, { name: "navy" }, "#000000"])).toEqual([
      { fill: "#112233", label: "#112233" },
      { fill: "#ffffff", label: "Snow" },
      { fill: "navy", label: "navy" },
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
});
