import { nameGeneratorExamplePrompts, nameGeneratorSampleDescription } from "@dugout/contracts/name-generator";
import { describe, expect, it } from "vitest";
import { iconById, icons, neutralIcon, pickIcon } from "./icons";

describe("the logo's symbol", () => {
  it("is chosen from the words of the idea", () => {
    const cases: [string, string][] = [
      ["dog grooming", "paw"],
      ["bakery", "loaf"],
      ["a mobile coffee cart", "coffee"],
      ["barber shop for men", "scissors"],
      ["family dentist", "tooth"],
      ["24-hour gym", "dumbbell"],
      ["moving company with two vans", "van"],
      ["plumbing and heating repairs", "wrench"],
      ["landscaping and garden care", "leaf"],
      ["real estate agency for first-time buyers", "house"],
      ["wedding photography", "camera"],
      ["maths tutoring for teens", "book"],
      ["cycling tours", "bike"],
    ];
    for (const [idea, icon] of cases) expect(pickIcon(idea).id, idea).toBe(icon);
  });

  it("fits each example idea of the form, and the sample description", () => {
    expect(nameGeneratorExamplePrompts.map((prompt) => pickIcon(prompt).id)).toEqual([
      "paw", // dog grooming van: the dogs, not the van
      "van", // food truck
      "leaf", // eco-friendly, plant-based cleaning
      "dumbbell", // fitness studio
      "bike", // bike repair and e-bike rental
      "leaf", // planters and houseplants
    ]);
    expect(pickIcon(nameGeneratorSampleDescription).id).toBe("loaf");
  });

  it("ignores case and accents, matches plurals and word starts, not words inside others", () => {
    expect(pickIcon("BAKERIES & Pâtisserie").id).toBe("loaf");
    expect(pickIcon("Groomers on wheels").id).toBe("paw");
    // "catering" is not a cat, "vanilla" not a van, "houseplant" not a house.
    expect(pickIcon("catering with vanilla desserts").id).toBe(neutralIcon.id);
    expect(pickIcon("houseplant subscriptions").id).toBe("leaf");
  });

  it("falls back to a neutral spark when nothing matches", () => {
    // "bookkeeping" is not a book.
    expect(pickIcon("bookkeeping for small firms").id).toBe("spark");
    expect(pickIcon("tax advice for freelancers").id).toBe("spark");
    expect(pickIcon("")).toBe(neutralIcon);
  });

  it("has a dozen distinct icons, each a drawable path with its words", () => {
    expect(icons.length).toBeGreaterThanOrEqual(12);
    expect(new Set(icons.map((icon) => icon.id)).size).toBe(icons.length);
    for (const icon of [...icons, neutralIcon]) {
      expect(icon.d).toMatch(/^M[\d.\s-]/);
      expect(icon.d).not.toMatch(/NaN|undefined/);
      expect(iconById(icon.id)).toBe(icon);
    }
  });
});
