# Dugout's container: the release artefact (npm run release), installed and started with exactly the
# artefact's own commands, `npm ci --omit=dev` and what `npm start` runs. docs/deploy.md explains each choice;
# scripts/deploy-files.test.ts keeps this file and the artefact in step.

# --- build: the whole workspace with its dev dependencies, compiled into /release ---
FROM node:24-bookworm-slim AS build
WORKDIR /src
COPY package.json package-lock.json ./
COPY apps/server/package.json apps/server/
COPY apps/web/package.json apps/web/
COPY packages/contracts/package.json packages/contracts/
COPY packages/db/package.json packages/db/
COPY packages/signin-widget/package.json packages/signin-widget/
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run release -- --out /release

# --- run: the artefact with production dependencies only, as an unprivileged user ---
FROM node:24-bookworm-slim
ENV NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/var/lib/dugout
WORKDIR /app
COPY --from=build /release ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force \
 && mkdir -p /var/lib/dugout && chown node:node /var/lib/dugout
USER node
VOLUME ["/var/lib/dugout"]
EXPOSE 3000
# Ready = the database answers and every migration is applied; node's fetch, as the image has no curl.
HEALTHCHECK --interval=15s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/readyz').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The server drains in-flight requests and closes the database on SIGTERM.
STOPSIGNAL SIGTERM
# What the artefact's `npm start` runs, without npm in between (signals reach node directly).
CMD ["node", "server/server.mjs"]
