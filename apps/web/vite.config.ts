import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { pagePreloads } from "./build/page-preloads";
import { precompress } from "./build/precompress";

// In development Vite serves the app and forwards server paths to the API on port 3000.
const serverPaths = ["/api", "/dev", "/healthz", "/readyz", "/realtime"];
const apiTarget = process.env.DUGOUT_API_URL ?? "http://localhost:3000";
const sharedContracts = /\/packages\/contracts\/src\/(errors|text|time|access|login-token|zod-locale)\.ts$/;

export default defineConfig({
  plugins: [react(), pagePreloads(), precompress()],
  server: {
    port: 5173,
    proxy: Object.fromEntries(serverPaths.map((path) => [path, { target: apiTarget, changeOrigin: false }])),
  },
  build: {
    outDir: "dist",
    sourcemap: true,
    manifest: true,
    emptyOutDir: true,
    rollupOptions: {
      output: {
        // zod and the module that makes it jitless share one chunk, which every chunk that builds a schema
        // imports, so the switch is set before any schema exists, however the other modules are split
        // (a schema built first makes zod probe `new Function`, which the CSP reports: lib/zod-jitless.ts).
        // The contracts every API shares (errors, text, time, access, the login token, zod's messages) are six small
        // files but one chunk, as when they were one module: six chunks would cost six requests and preambles.
        manualChunks: (id) =>
          id.includes("/node_modules/zod/") || id.endsWith("/src/lib/zod-jitless.ts")
            ? "zod"
            : sharedContracts.test(id)
              ? "contracts-shared"
              : undefined,
      },
    },
  },
});
