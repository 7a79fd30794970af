# One image for the shop: by default the GraphQL gateway, which also serves the built web client
# and its server renderer on port 4000; the same image runs the Store API emulator with another
# command (docker-compose.yml sets it). Build: docker build -t weingut-shop .
ARG NODE_IMAGE=node:20-bookworm-slim

# --- build: every workspace from the lockfile, the web client and its server renderer ---
FROM ${NODE_IMAGE} AS build
WORKDIR /app
# A compiler for better-sqlite3 (the emulator's SQLite) when no prebuilt binary fits.
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
# The manifests first, so that the installation is cached until the lockfile changes.
COPY package.json package-lock.json .npmrc ./
COPY schema/package.json schema/
COPY emulator/package.json emulator/
COPY gateway/package.json gateway/
COPY web/package.json web/
RUN npm ci --no-audit --no-fund
COPY . .
# web/dist (the client) and web/dist-server (its server renderer), gateway/dist/main.js (the gateway,
# built: no TypeScript loader at run time), then only what runs: tsx stays, as a dependency of the
# emulator workspace; Vite, esbuild's own package, jest, TypeScript and the compilers' helpers go.
RUN npm run build -w web \
 && npm run build -w gateway \
 && npm prune --omit=dev --no-audit --no-fund

# --- runtime ---
FROM ${NODE_IMAGE} AS runtime
# tini as PID 1: forwards SIGTERM to node (the gateway drains, then exits) and reaps zombies.
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /app
# The application's files stay owned by root: the node user reads them and writes nothing there.
COPY --from=build /app /app
# The emulator's database and image cache (docker-compose.yml mounts a volume here).
RUN mkdir /data && chown node:node /data
# STOREFRONT_URL, the shop's public origin (docs/adr/0030-the-shop-knows-its-own-origin.md), is the deployment's
# to give, not the image's: docker-compose.yml sets it from SHOP_PUBLIC_URL, deploy/kubernetes in the ConfigMap;
# without it the gateway logs a warning at start and its links name http://localhost:4000.
# Two malloc arenas, not one per thread: the render thread's own arenas held 25-30 MB more under load
# (docs/adr/0024-serving-pages-beside-graphql.md). As gateway/package.json's start sets it.
ENV MALLOC_ARENA_MAX=2 \
    NODE_ENV=production \
    HOST=0.0.0.0 \
    PORT=4000 \
    WEB_DIST=/app/web/dist \
    WEB_SERVER_RENDERER=/app/web/dist-server/entry-server.js \
    WEB_PAGE_VARIANTS=/app/web/dist-server/page-variant.js \
    GRAPHQL_TRUSTED_DOCUMENTS=/app/web/src/gql/persisted-documents.json
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:'+(process.env.PORT||4000)+'/health').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"]
ENTRYPOINT ["/usr/bin/tini", "--"]
# gateway/package.json's start, without npm in between (npm would not pass SIGTERM on).
CMD ["node", "--max-semi-space-size=8", "--max-old-space-size=256", "gateway/dist/main.js"]
