import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import * as fontkit from "fontkit";

/** The shipped fonts (@fontsource, OFL): text is outlined from them, so PNGs match on every machine. */
const fontFaces = {
  montserrat: { family: "Montserrat", pkg: "@fontsource/montserrat", file: "montserrat-latin-700-normal.woff" },
  playfair: {
    family: "Playfair Display",
    pkg: "@fontsource/playfair-display",
    file: "playfair-display-latin-700-normal.woff",
  },
  pacifico: { family: "Pacifico", pkg: "@fontsource/pacifico", file: "pacifico-latin-400-normal.woff" },
  bebas: { family: "Bebas Neue", pkg: "@fontsource/bebas-neue", file: "bebas-neue-latin-400-normal.woff" },
  nunito: { family: "Nunito", pkg: "@fontsource/nunito", file: "nunito-latin-800-normal.woff" },
} as const;
export type FontId = keyof typeof fontFaces;

const require = createRequire(import.meta.url);
const loaded = new Map<FontId, fontkit.Font>();

function font(id: FontId): fontkit.Font {
  const cached = loaded.get(id);
  if (cached) return cached;
  const face = fontFaces[id];
  const folder = dirname(require.resolve(`${face.pkg}/package.json`));
  const created = fontkit.create(readFileSync(join(folder, "files", face.file)));
  if (!("layout" in created)) throw new Error(`${face.file} is a font collection`);
  loaded.set(id, created);
  return created;
}

/** Which font a direction asks for, by family name or by style words; Montserrat otherwise. */
export function fontFor(text: string): FontId {
  const lower = text.toLowerCase();
  for (const [id, face] of Object.entries(fontFaces) as [FontId, (typeof fontFaces)[FontId]][]) {
    if (lower.includes(face.family.toLowerCase())) return id;
  }
  if (/script|handwritten|playful|whimsical|fun/.test(lower)) return "pacifico";
  if (/serif|elegant|luxur|refined|classic/.test(lower)) return "playfair";
  if (/condensed|bold|rugged|industrial|strong/.test(lower)) return "bebas";
  if (/rounded|friendly|soft|warm/.test(lower)) return "nunito";
  return "montserrat";
}

export interface OutlinedText {
  /** SVG path data in pixels, baseline at y = 0, starting at x = 0. */
  d: string;
  width: number;
  ascent: number;
  descent: number;
}

/** Text as one SVG path at the given pixel size (letters the font lacks lose their accents, then drop). */
export function outline(id: FontId, text: string, size: number, tracking = 0): OutlinedText {
  const face = font(id);
  const scale = size / face.unitsPerEm;
  const safe = [...text]
    .map((character) => {
      const code = character.codePointAt(0) ?? 32;
      if (face.hasGlyphForCodePoint(code)) return character;
      const plain = character.normalize("NFD").replace(/[\u0300-\u036f]/g, "");
      return face.hasGlyphForCodePoint(plain.codePointAt(0) ?? 32) ? plain : "";
    })
    .join("");
  const run = face.layout(safe);
  let x = 0;
  const pieces: string[] = [];
  run.glyphs.forEach((glyph, index) => {
    const position = run.positions[index];
    const offsetX = x + (position?.xOffset ?? 0) * scale;
    const path = glyph.path.scale(scale, -scale).translate(offsetX, -(position?.yOffset ?? 0) * scale);
    pieces.push(path.toSVG());
    x += (position?.xAdvance ?? glyph.advanceWidth) * scale + tracking;
  });
  return {
    d: pieces.join(" "),
    width: Math.max(0, x - tracking),
    ascent: face.ascent * scale,
    descent: -face.descent * scale,
  };
}
