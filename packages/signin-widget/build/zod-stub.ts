/**
 * Stands in for zod in the widget's library build. The contracts define their schemas at module
 * level; the widget imports only their constants and texts (its configuration check is zod-free,
 * src/config.ts), so building the schemas there only costs bytes. Building one is a no-op here;
 * using one to parse throws, so a schema that starts being used in the widget fails loudly instead
 * of passing everything.
 */
const unavailable = (): never => {
  throw new Error("zod is not bundled in the sign-in widget: validate without the contracts' schemas.");
};
const parseMethods = new Set(["parse", "safeParse", "parseAsync", "safeParseAsync", "decode", "encode"]);

const schema: object = new Proxy(function stub() {}, {
  get: (_target, key) => (typeof key === "string" && parseMethods.has(key) ? unavailable : schema),
  apply: () => schema,
});

export const z = schema;
/** What the contracts call by name (they register zod's English messages). */
export const config = schema;
export const locales = schema;
export default schema;
