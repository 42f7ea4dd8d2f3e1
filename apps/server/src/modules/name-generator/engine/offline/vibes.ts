import { vibeLabels, type VibeLabel } from "@dugout/contracts/name-generator";

/** Word stock per vibe; vibe n is vibeLabels[n - 1], so the default 4 is "Elegant". */
export interface VibeStock {
  label: VibeLabel;
  /** Evocative nouns for metaphors, ranked by closeness to the idea before use. */
  metaphors: string[];
  /** Second words for compounds ("Hearth & Co", "Loaf Lab"). */
  heads: string[];
  /** Adjectives for alliteration. */
  adjectives: string[];
  /** Endings for coined words; each is joined with a check that the result reads well. */
  suffixes: string[];
  prefixes: string[];
  /** Two-word names read "X Y" (Classic) or fused "Xy" (Modern). */
  fused: boolean;
  /** Words that describe the vibe, for the brand personality and palettes. */
  mood: string[];
}

const stocks: Record<VibeLabel, Omit<VibeStock, "label">> = {
  Classic: {
    metaphors: [
      "heritage",
      "crown",
      "oak",
      "mill",
      "guild",
      "anchor",
      "lantern",
      "harbor",
      "keystone",
      "union",
      "copper",
      "granite",
    ],
    heads: ["Co", "Company", "Works", "House", "Mill", "Supply", "Hall"],
    adjectives: ["golden", "royal", "true", "honest", "grand", "classic", "noble", "old", "fine", "good"],
    suffixes: ["ery", "wood", "field", "worth", "ton"],
    prefixes: ["Old", "True", "Good"],
    fused: false,
    mood: ["traditional", "trusted", "timeless", "honest"],
  },
  Cozy: {
    metaphors: [
      "hearth",
      "nest",
      "nook",
      "ember",
      "honey",
      "haven",
      "cottage",
      "kettle",
      "porch",
      "quilt",
      "maple",
      "acorn",
      "lantern",
      "burrow",
    ],
    heads: ["Nook", "Nest", "Corner", "Kitchen", "Den", "Home", "Table"],
    adjectives: ["warm", "little", "snug", "sweet", "gentle", "happy", "homey", "kind", "golden", "cozy"],
    suffixes: ["ly", "ful", "bee", "nest", "ie"],
    prefixes: ["Little", "Sweet", "Warm"],
    fused: false,
    mood: ["warm", "friendly", "comforting", "welcoming"],
  },
  Professional: {
    metaphors: [
      "summit",
      "bridge",
      "keystone",
      "axis",
      "meridian",
      "anchor",
      "pillar",
      "compass",
      "beacon",
      "ledger",
      "vector",
    ],
    heads: ["Partners", "Group", "Pro", "Works", "Solutions", "Co"],
    adjectives: ["prime", "clear", "true", "smart", "solid", "steady", "precise", "expert", "reliable", "premier"],
    suffixes: ["ity", "ium", "ex", "ara", "on"],
    prefixes: ["Pro", "Prime", "True"],
    fused: true,
    mood: ["reliable", "competent", "efficient", "trustworthy"],
  },
  Elegant: {
    metaphors: [
      "velvet",
      "ivory",
      "aurora",
      "atelier",
      "silk",
      "pearl",
      "laurel",
      "linen",
      "orchid",
      "satin",
      "willow",
      "opal",
    ],
    heads: ["Atelier", "Maison", "Studio", "House", "Salon"],
    adjectives: ["fine", "pure", "lovely", "graceful", "gilded", "soft", "refined", "luxe", "elegant", "serene"],
    suffixes: ["elle", "ette", "ora", "ique", "ia"],
    prefixes: ["Belle", "Pure", "Luxe"],
    fused: false,
    mood: ["refined", "graceful", "polished", "sophisticated"],
  },
  Modern: {
    metaphors: [
      "loop",
      "pixel",
      "shift",
      "nova",
      "flux",
      "grid",
      "spark",
      "orbit",
      "vector",
      "prism",
      "pulse",
      "signal",
    ],
    heads: ["Lab", "Hub", "Studio", "Co", "Works", "Collective"],
    adjectives: ["bright", "smart", "fresh", "clear", "simple", "swift", "clean", "open", "next", "new"],
    suffixes: ["ly", "ify", "io", "ora", "able"],
    prefixes: ["Go", "Up", "Re"],
    fused: true,
    mood: ["modern", "clean", "smart", "innovative"],
  },
  Trendy: {
    metaphors: ["vibe", "bloom", "glow", "wave", "club", "crew", "social", "tribe", "neon", "fresh", "sunday", "mood"],
    heads: ["Club", "Social", "Co", "Crew", "House", "Collective"],
    adjectives: ["fresh", "cool", "urban", "wild", "sunny", "golden", "daily", "bright", "chill", "happy"],
    suffixes: ["ly", "ista", "ify", "io", "ster"],
    prefixes: ["Hey", "Urban", "Daily"],
    fused: true,
    mood: ["fresh", "social", "trendy", "lively"],
  },
  Bold: {
    metaphors: [
      "forge",
      "iron",
      "rebel",
      "titan",
      "blaze",
      "thunder",
      "rocket",
      "apex",
      "grit",
      "summit",
      "flint",
      "storm",
    ],
    heads: ["Forge", "Works", "Supply", "Co", "Labs", "Factory"],
    adjectives: ["bold", "big", "wild", "mighty", "brave", "fierce", "strong", "rapid", "daring", "loud"],
    suffixes: ["ex", "on", "ster", "io", "ix"],
    prefixes: ["Max", "Iron", "Big"],
    fused: true,
    mood: ["bold", "confident", "energetic", "daring"],
  },
  Playful: {
    metaphors: [
      "bubble",
      "doodle",
      "giggle",
      "sprinkle",
      "jelly",
      "pickle",
      "confetti",
      "rocket",
      "kite",
      "lollipop",
      "puddle",
      "panda",
    ],
    heads: ["Pals", "Patch", "Spot", "Club", "Party", "Joy"],
    adjectives: ["jolly", "happy", "silly", "funky", "bouncy", "merry", "sunny", "zippy", "cheeky", "lucky"],
    suffixes: ["oo", "y", "ie", "ster", "ly"],
    prefixes: ["Hey", "Happy", "Little"],
    fused: true,
    mood: ["playful", "cheerful", "fun", "energetic"],
  },
};

/** vibe is 1-based as in the submission (default 4); out-of-range values use the default. */
export function vibeStock(vibe: number): VibeStock {
  const label =
    vibeLabels[Number.isInteger(vibe) && vibe >= 1 && vibe <= vibeLabels.length ? vibe - 1 : 3] ?? "Elegant";
  return { label, ...stocks[label] };
}
