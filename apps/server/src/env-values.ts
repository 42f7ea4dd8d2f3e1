import { z } from "zod";

// The shapes environment variables take, shared by the settings files that config.ts composes.

/** Text, trimmed; empty means unset. */
export const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** true or 1 turn it on; anything else listed (or unset) leaves it off. */
export const booleanFlag = z
  .enum(["true", "false", "1", "0", ""])
  .optional()
  .transform((value) => value === "true" || value === "1");

/** true or false when given; unset (undefined) lets the caller choose the default. */
export const optionalFlag = z
  .enum(["true", "false", "1", "0", ""], { message: "must be true or false" })
  .optional()
  .transform((value) => (value === undefined || value === "" ? undefined : value === "true" || value === "1"));

/** A comma-separated list, each item trimmed (then normalized), empty items dropped; unset is the empty list. */
export function commaList(normalize: (item: string) => string = (item) => item) {
  return z
    .string()
    .default("")
    .transform((value) =>
      value
        .split(",")
        .map((item) => normalize(item.trim()))
        .filter(Boolean),
    );
}
