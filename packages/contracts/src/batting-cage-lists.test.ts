import { describe, expect, it } from "vitest";
import {
  businessTypes,
  customerTypes,
  defaultEmployeeCount,
  employeeCountLabels,
  employeeCountRanges,
  employeeCountValue,
  motivationalQuotes,
  objections,
  payrollProviders,
  personalityDescriptions,
  personalityTypeNames,
  personalityTypes,
  sampleBusinessNames,
} from "./batting-cage-lists";

describe("fixed lists of docs/requirements/batting-cage.md#fixed-value-lists", () => {
  it("has the two customer types", () => {
    expect(customerTypes).toEqual(["Switcher", "Inception"]);
  });

  it("maps employee count ranges to the numbers they stand for, default 1-5", () => {
    expect(employeeCountRanges).toEqual([
      { label: "1-5", value: 3 },
      { label: "5-10", value: 7 },
      { label: "10-20", value: 15 },
      { label: "20-50", value: 35 },
      { label: "50+", value: 60 },
    ]);
    expect(employeeCountLabels).toEqual(["1-5", "5-10", "10-20", "20-50", "50+"]);
    expect(employeeCountValue).toEqual({ "1-5": 3, "5-10": 7, "10-20": 15, "20-50": 35, "50+": 60 });
    expect(defaultEmployeeCount).toBe("1-5");
  });

  it("has the 12 business types", () => {
    expect(businessTypes).toEqual([
      "Retail shop",
      "Restaurant",
      "Coffee shop",
      "Hair salon",
      "Nail salon",
      "Cannabis dispensary",
      "Auto repair shop",
      "Dental office",
      "Pet grooming business",
      "Gym/fitness center",
      "Bakery",
      "Hardware store",
    ]);
  });

  it("has the 8 payroll providers", () => {
    expect(payrollProviders).toEqual([
      "ADP",
      "Gusto",
      "Quickbooks",
      "Paychex",
      "Square",
      "No Payroll Provider",
      "My CPA handles Payroll for me",
      "I do it myself",
    ]);
  });

  it("has the 9 personality types, each with a description", () => {
    expect(personalityTypeNames).toEqual([
      "Analytical",
      "Busy/Impatient",
      "Skeptical",
      "Friendly",
      "Reserved",
      "Direct",
      "Talkative",
      "Technical",
      "Budget-Conscious",
    ]);
    expect(personalityTypes).toHaveLength(9);
    for (const { name, description } of personalityTypes) {
      expect(description).toBe(personalityDescriptions[name]);
      expect(description.length).toBeGreaterThan(60);
    }
  });

  it("has 17 distinct objections in the owner's own words", () => {
    expect(objections).toHaveLength(17);
    expect(new Set(objections).size).toBe(17);
    for (const objection of objections) expect(objection).toMatch(/\b(I|I'm|I've|I'd|my|My|We|we)\b/);
  });

  it("has 15 distinct sample business names", () => {
    expect(sampleBusinessNames).toHaveLength(15);
    expect(new Set(sampleBusinessNames).size).toBe(15);
    for (const name of sampleBusinessNames) expect(name.length).toBeLessThanOrEqual(200);
  });

  it("has 19 distinct quotes, each with an author", () => {
    expect(motivationalQuotes).toHaveLength(19);
    expect(new Set(motivationalQuotes.map((quote) => quote.text)).size).toBe(19);
    for (const quote of motivationalQuotes) {
      expect(quote.text.trim().length).toBeGreaterThan(0);
      expect(quote.author.trim().length).toBeGreaterThan(0);
    }
  });
});
