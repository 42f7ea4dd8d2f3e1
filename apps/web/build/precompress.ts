import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Text files worth compressing; source maps are left out (only developers fetch them, and they cost seconds). */
const compressible = /\.(js|mjs|css|html|svg|json|txt|webmanifest)$/;
const minimumBytes = 1024;

/**
 * Writes a brotli (quality 11) and a gzip (level 9) copy next to every text file of the build that
 * is at least 1 KB, keeping a copy only when it is smaller. The server sends the best one the
 * browser accepts (`preCompressed` in apps/server/src/plugins/web-app.ts): no compression work per
 * request, and brotli at its slowest, best level, which no server could afford on the fly.
 */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "dugout-precompress",
    apply: "build",
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      const walk = (dir: string) => {
        for (const name of readdirSync(dir)) {
          const path = join(dir, name);
          if (statSync(path).isDirectory()) {
            walk(path);
            continue;
          }
          if (!compressible.test(name) || statSync(path).size < minimumBytes) continue;
          const data = readFileSync(path);
          const brotli = brotliCompressSync(data, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
            },
          });
          const gzip = gzipSync(data, { level: 9 });
          if (brotli.length < data.length) writeFileSync(`${path}.br`, brotli);
          if (gzip.length < data.length) writeFileSync(`${path}.gz`, gzip);
        }
      };
      walk(outDir);
    },
  };
}
