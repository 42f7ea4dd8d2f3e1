import react from "@vitejs/plugin-react";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";

// Two builds: the library (`vite build`: ESM, React left to the host as a peer dependency) and the
// playground page (`vite build --mode playground`: a self-contained page, React bundled, that the
// end-to-end tests serve on the app's origin to try configurations the app does not use).
const apiTarget = process.env.DUGOUT_API_URL ?? "http://localhost:3000";

export default defineConfig(({ mode }) =>
  mode === "playground"
    ? {
        plugins: [react()],
        base: "./",
        build: { outDir: "dist/playground", emptyOutDir: true },
      }
    : {
        plugins: [react()],
        // See build/zod-stub.ts: keeps zod (about 15 kB gzip) out of the library. The contracts import zod/mini,
        // which a plain `zod` key would turn into a path under the stub file.
        resolve: {
          alias: [
            { find: /^zod(\/mini)?$/, replacement: fileURLToPath(new URL("./build/zod-stub.ts", import.meta.url)) },
          ],
        },
        server: {
          port: 5174,
          proxy: Object.fromEntries(["/api", "/dev"].map((path) => [path, { target: apiTarget, changeOrigin: false }])),
        },
        build: {
          outDir: "dist",
          emptyOutDir: true,
          sourcemap: true,
          minify: true,
          lib: {
            entry: { index: "src/index.ts", vanilla: "src/vanilla.ts" },
            formats: ["es"],
          },
          rolldownOptions: {
            external: [/^react($|\/)/, /^react-dom($|\/)/],
            // Whitespace too: the budget is measured on what a host would ship.
            output: {
              minify: true,
              // The code every configuration runs in one chunk: split along the lazy chunks' imports, it
              // came in four pieces, each compressed on its own (about 1 kB more gzip in all).
              advancedChunks: {
                groups: [
                  {
                    name: "widget",
                    test: /(signin-widget\/src\/(?!crypto\/|one-tap\/|idp\/|phone\/phone-numbering)|contracts\/src\/)/,
                  },
                ],
              },
            },
          },
        },
      },
);
