import { config } from "zod/mini";

/**
 * zod 4 probes `new Function` the first time it builds a compiled (JIT) object schema, to decide whether
 * it may compile fast parsers. Our CSP forbids eval (script-src 'self'), so the probe fails quietly but
 * still raises a `securitypolicyviolation` on every page. zod/mini's objects are never compiled, so our
 * schemas do not reach the probe; jitless stays so that none can (a classic schema from a dependency,
 * for one), and our small payloads do not need compiled parsers. This module must be evaluated before
 * any module that builds a schema: main.tsx imports it first.
 */
config({ jitless: true });
