/**
 * The value, or an error that names what is missing: the checked form of `value!` (the lint rule
 * no-non-null-assertion forbids `!`), for an index, a lookup or an optional that the code knows is there.
 */
export function defined<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what} is missing`);
  return value;
}
