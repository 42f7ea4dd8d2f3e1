import { config } from "zod";

/**
 * zod 4 probes `new Function` the first time it builds an object schema, to decide whether it may
 * compile fast parsers. Our CSP forbids eval (script-src 'self'), so the probe fails quietly but
 * still raises a `securitypolicyviolation` on every page. jitless skips the probe (and the compiled
 * parsers, which our small payloads do not need). This module must be evaluated before any module
 * that builds a schema: main.tsx imports it first. Called as `config`, not `z.config`: the build treats calls on
 * `z` as free of side effects (vite.config.ts), and would drop this one.
 */
config({ jitless: true });
