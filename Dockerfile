# The site in a container: the standalone build (`output: "standalone"`) on Node.js 20, as
# `npm run start:standalone` serves it. The public origin is read at build time too:
#   docker build --build-arg SITE_URL=https://travel.example -t lavender-compass .
#   docker run -p 3000:3000 -v lavender-data:/data -e SITE_URL=https://travel.example
#     -e STRIPE_SECRET_KEY=... -e STRIPE_WEBHOOK_SECRET=... lavender-compass   (one command)
# or compose.yaml with PostgreSQL. `npm run check:container` builds and runs both.

FROM node:20-bookworm-slim AS deps
WORKDIR /app
# Everything `npm ci` reads: the manifest, the lockfile and .npmrc (legacy-peer-deps, without which
# npm refuses the tree). scripts/container/install-inputs.test.ts fails if one is left behind.
COPY package.json package-lock.json .npmrc ./
RUN npm ci --no-audit --no-fund

FROM node:20-bookworm-slim AS build
WORKDIR /app
# The public origin, read at build time too: by the prerendered pages' metadata, and by the
# standalone server for the host server actions are posted from (docker build --build-arg SITE_URL=...).
ARG SITE_URL=http://localhost:3000
ENV NEXT_TELEMETRY_DISABLED=1 \
    SITE_URL=${SITE_URL}
COPY --from=deps /app/node_modules ./node_modules
COPY . .
RUN npx next build

FROM node:20-bookworm-slim AS run
WORKDIR /app
ENV NODE_ENV=production \
    NEXT_TELEMETRY_DISABLED=1 \
    PORT=3000 \
    HOSTNAME=0.0.0.0 \
    DATA_DIR=/data
# The server and only the files it needs (content, migrations and node_modules are traced into it),
# then the browser's files, which Next.js leaves out of the standalone folder.
COPY --from=build --chown=node:node /app/.next/standalone ./
COPY --from=build --chown=node:node /app/.next/static ./.next/static
COPY --from=build --chown=node:node /app/public ./public
# PGlite's files and the generated staff token (unused with DATABASE_URL and STAFF_TOKEN set).
RUN mkdir -p /data && chown node:node /data
VOLUME ["/data"]
USER node
EXPOSE 3000
HEALTHCHECK --interval=30s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/api/health`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=128", "server.js"]
