/**
 * The logo's symbol: a small set of icons drawn here as SVG paths on a 24x24 grid (filled, even-odd, so a
 * circle inside a circle is a ring), chosen from the words of the idea. Nothing is downloaded.
 */

/** A circle as path data, so rings and holes combine with the even-odd rule. */
const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${2 * r} 0a${r} ${r} 0 1 0 ${-2 * r} 0Z`;
const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${2 * rx} 0a${rx} ${ry} 0 1 0 ${-2 * rx} 0Z`;

export interface Icon {
  id: string;
  /** What the directions call it ("a paw"). */
  label: string;
  d: string;
  /**
   * Words of an idea that point to it, with a weight: 3 names the trade, 2 is a strong hint, 1 a weak one.
   * A word ending in "*" matches every word it starts ("groom*": grooming, groomer); others match the
   * word and its plural.
   */
  words: Record<string, number>;
}

export const icons: readonly Icon[] = [
  {
    id: "paw",
    label: "a paw",
    d: [
      ellipse(6, 10, 2, 2.6),
      ellipse(9.8, 5.8, 2, 2.6),
      ellipse(14.2, 5.8, 2, 2.6),
      ellipse(18, 10, 2, 2.6),
      "M12 11.5c-3 0-6.5 4-6.5 6.6 0 1.8 1.4 2.6 3 2.6 1.4 0 2.3-.8 3.5-.8s2.1.8 3.5.8c1.6 0 3-.8 3-2.6 0-2.6-3.5-6.6-6.5-6.6Z",
    ].join(""),
    words: { dog: 3, puppy: 3, pet: 3, cat: 3, kitten: 3, "groom*": 2, vet: 3, veterinary: 3, paw: 3, kennel: 3 },
  },
  {
    id: "loaf",
    label: "a loaf",
    d: "M1.5 14C1.5 8.5 6.5 6 12 6s10.5 2.5 10.5 8v4a1 1 0 0 1-1 1h-19a1 1 0 0 1-1-1ZM7.6 9.4l1.6 2.8 1.3-.7-1.6-2.8ZM11.3 8.6l1.6 2.8 1.3-.7-1.6-2.8ZM15 9.4l1.6 2.8 1.3-.7-1.6-2.8Z",
    words: {
      "bak*": 3,
      bread: 3,
      sourdough: 3,
      loaf: 3,
      "pastr*": 2,
      cake: 2,
      croissant: 2,
      bagel: 2,
      patisserie: 3,
    },
  },
  {
    id: "coffee",
    label: "a coffee cup",
    d: "M4 9h12v6a5 5 0 0 1-5 5H9a5 5 0 0 1-5-5ZM16 10h1.5a3 3 0 0 1 0 6H16v-1.8h1.5a1.2 1.2 0 0 0 0-2.4H16ZM7 2.5h1.6v4.5H7ZM11.2 2.5h1.6v4.5h-1.6Z",
    words: { coffee: 3, cafe: 3, espresso: 3, latte: 3, barista: 3, tea: 2, "roast*": 2, coffeehouse: 3 },
  },
  {
    id: "scissors",
    label: "a pair of scissors",
    d: [
      circle(6, 18, 3.2),
      circle(6, 18, 1.6),
      circle(18, 18, 3.2),
      circle(18, 18, 1.6),
      "M7.6 15.4 17 2.5l1.4 1L9.3 16.6ZM16.4 15.4 7 2.5l-1.4 1 9.1 13.1Z",
    ].join(""),
    words: { hair: 3, salon: 3, barber: 3, haircut: 3, stylist: 2, "tailor*": 3, sewing: 2, "alteration*": 3 },
  },
  {
    id: "tooth",
    label: "a tooth",
    d: "M7.5 3C4.5 3 3 5.5 3.5 9c.4 2.8 1.6 4.6 2 8 .4 3.6 2.6 4 3.2.6l.9-3.6c.5-1.8 4.3-1.8 4.8 0l.9 3.6c.6 3.4 2.8 3 3.2-.6.4-3.4 1.6-5.2 2-8 .5-3.5-1-6-4-6-2 0-3 1-4.5 1S9.5 3 7.5 3Z",
    words: { dental: 3, dentist: 3, tooth: 3, teeth: 3, orthodontic: 3, "orthodont*": 3, smile: 1 },
  },
  {
    id: "dumbbell",
    label: "a dumbbell",
    d: "M1 10h2v4H1ZM3.5 6.5h3v11h-3ZM7 11h10v2H7ZM17.5 6.5h3v11h-3ZM21 10h2v4h-2Z",
    words: {
      fitness: 3,
      gym: 3,
      hiit: 3,
      workout: 3,
      "train*": 1,
      strength: 2,
      crossfit: 3,
      bootcamp: 2,
      pilates: 2,
      yoga: 2,
    },
  },
  {
    id: "bike",
    label: "a bicycle",
    d: [
      circle(5.5, 16, 4),
      circle(5.5, 16, 2.6),
      circle(18.5, 16, 4),
      circle(18.5, 16, 2.6),
      "M5 15.4 9.6 8h6.1l3.4 7.6-1.2.6-3-6.7h-4.6l-4.1 6.5ZM9.6 8l3 7.2-1.2.5-3-7.2ZM8 6.3h4v1.4H8Z",
    ].join(""),
    words: { bike: 3, bicycle: 3, "cycl*": 3, ebike: 3 },
  },
  {
    id: "van",
    label: "a van",
    d: [
      "M2 6h12v3h4l4 4.5V17a1 1 0 0 1-1 1h-1.2a3 3 0 0 0-5.6 0H9.8a3 3 0 0 0-5.6 0H3a1 1 0 0 1-1-1ZM15.5 10.5v3h4.4l-2.7-3Z",
      circle(7, 18.5, 2.2),
      circle(17, 18.5, 2.2),
    ].join(""),
    words: { van: 3, truck: 3, delivery: 2, mobile: 1, moving: 2, courier: 3, haul: 2, "haul*": 2, shuttle: 2 },
  },
  {
    id: "wrench",
    label: "a wrench",
    d: "M21.5 6.4 18 9.9l-2.8-.7-.7-2.8L18 2.9A6 6 0 0 0 10.3 10L2.6 17.7a2.3 2.3 0 0 0 3.3 3.3L13.6 13.3A6 6 0 0 0 21.5 6.4Z",
    words: {
      repair: 2,
      "repair*": 2,
      mechanic: 3,
      plumb: 3,
      "plumb*": 3,
      handyman: 3,
      garage: 2,
      "fix*": 2,
      auto: 1,
      hvac: 3,
    },
  },
  {
    id: "leaf",
    label: "a leaf",
    d: "M4.5 20C4.5 9.5 10.5 4 20.5 3.5 21 13.5 15 19.5 4.5 20ZM6.3 19.6l9.6-11-1-.9-9.6 11Z",
    words: {
      eco: 3,
      plant: 3,
      "planter*": 3,
      houseplant: 3,
      garden: 3,
      "garden*": 3,
      landscap: 3,
      "landscap*": 3,
      organic: 2,
      green: 1,
      herb: 2,
      "flor*": 2,
      flower: 2,
      vegan: 2,
    },
  },
  {
    id: "house",
    label: "a house",
    d: "M12 2.5 1.5 12H4v9h6v-6h4v6h6v-9h2.5Z",
    words: {
      home: 2,
      house: 3,
      "realt*": 3,
      real: 1,
      estate: 2,
      apartment: 1,
      roofing: 3,
      contractor: 2,
      "renovat*": 3,
      cleaning: 1,
      "clean*": 1,
    },
  },
  {
    id: "camera",
    label: "a camera",
    d: [
      "M3 7h4l2-3h6l2 3h4a1 1 0 0 1 1 1v11a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1Z",
      circle(12, 13, 4.6),
      circle(12, 13, 2.8),
    ].join(""),
    words: { photo: 3, "photograph*": 3, camera: 3, portrait: 2, wedding: 1, video: 2, "film*": 2, studio: 1 },
  },
  {
    id: "book",
    label: "an open book",
    d: "M2 5c3.2-1 7-.8 9.4 1.2V20c-2.4-1.8-6.2-2-9.4-1ZM22 5c-3.2-1-7-.8-9.4 1.2V20c2.4-1.8 6.2-2 9.4-1Z",
    words: {
      book: 3,
      "bookshop*": 3,
      bookstore: 3,
      library: 3,
      "tutor*": 3,
      school: 2,
      education: 2,
      learning: 2,
      reading: 2,
      "writ*": 1,
      class: 1,
    },
  },
];

/** When no word points anywhere: a four-pointed spark, which says nothing wrong about any business. */
export const neutralIcon: Icon = {
  id: "spark",
  label: "a spark",
  d: "M12 2l2.6 7.4L22 12l-7.4 2.6L12 22l-2.6-7.4L2 12l7.4-2.6Z",
  words: {},
};

const allIcons = [...icons, neutralIcon];
export const iconById = (id: string): Icon | undefined => allIcons.find((icon) => icon.id === id);

function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize("NFD")
      .replace(/[\u0300-\u036f]/g, "")
      .match(/[a-z]+/g) ?? []
  );
}

function weightOf(icon: Icon, word: string): number {
  let best = 0;
  for (const [key, weight] of Object.entries(icon.words)) {
    const matches = key.endsWith("*")
      ? word.startsWith(key.slice(0, -1))
      : word === key || word === `${key}s` || word === `${key}es`;
    if (matches) best = Math.max(best, weight);
  }
  return best;
}

/**
 * The icon whose words weigh most in the text (the idea's description and industry); the first in the list
 * wins a tie; the neutral spark when nothing matches.
 */
export function pickIcon(text: string): Icon {
  const found = words(text);
  let best = neutralIcon;
  let bestScore = 0;
  for (const icon of icons) {
    const score = found.reduce((sum, word) => sum + weightOf(icon, word), 0);
    if (score > bestScore) {
      best = icon;
      bestScore = score;
    }
  }
  return best;
}
