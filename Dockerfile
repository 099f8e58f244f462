# syntax=docker/dockerfile:1
# Production image: the compiled server (dist/server) and web app (dist/web) on Node 22, production
# dependencies only, run as the unprivileged `node` user. One image for every role:
#   docker build -t mba-prep-community .
#   docker run --init -p 8080:8080 -e REDIS_URL=redis://host:6379 -e DATABASE_URL=postgres://… \
#     -e SESSION_SECRET=… -e TRUST_PROXY=1 mba-prep-community
# PROCESS_ROLE=api|worker|all chooses what a container runs; `node dist/server/migrate.js`,
# `seed.js` and `create-admin.js` are the database scripts (docker-compose.yml runs migrate.js once).

# Build stage: every dependency (TypeScript, esbuild, Vite), then `npm run build`.
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY . .
RUN npm run build

# Runtime stage: production dependencies and the build output only; no sources, no tsx.
FROM node:22-bookworm-slim AS runtime
ENV NODE_ENV=production \
    PORT=8080 \
    DATA_DIR=/app/data
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev --no-audit --no-fund && npm cache clean --force
COPY --from=build /app/dist ./dist
COPY scripts/start.mjs scripts/nodeFlags.mjs scripts/build-web.mjs ./scripts/
RUN mkdir -p /app/data && chown node:node /app/data
USER node
EXPOSE 8080
# /ready answers 200 only while the database, Redis and the queues answer (a worker-only container
# serves no HTTP: give it its own check, as docker-compose.yml does).
HEALTHCHECK --interval=10s --timeout=5s --start-period=30s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 8080) + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# The V8 flags of scripts/nodeFlags.mjs for PROCESS_ROLE=all (API and workers); node itself is the
# main process, so SIGTERM reaches the server's graceful shutdown directly.
CMD ["node", "--max-semi-space-size=64", "dist/server/main.js"]
