# syntax=docker/dockerfile:1
# Motores PPA site: one container, SQLite on the /data volume.

FROM node:22-bookworm-slim AS base
ENV NODE_ENV=production
WORKDIR /app

# Build stage: toolchain for better-sqlite3, all dependencies, production build.
FROM base AS build
RUN apt-get update \
 && apt-get install -y --no-install-recommends python3 make g++ \
 && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json ./
RUN npm ci --include=dev --no-audit --no-fund
COPY . .
RUN npm run build && npm prune --omit=dev

# Runtime stage: only what the server needs, as a non-root user.
FROM base AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system app && useradd --system --gid app --home /app app \
 && mkdir -p /data && chown app:app /data
COPY --from=build --chown=app:app /app/node_modules ./node_modules
COPY --from=build --chown=app:app /app/build ./build
COPY --from=build --chown=app:app /app/db ./db
COPY --from=build --chown=app:app /app/app ./app
COPY --from=build --chown=app:app /app/scripts ./scripts
# Sources for the tsx scripts (db:backup, admin:set-password): the app reads http/limits.ts.
COPY --from=build --chown=app:app /app/http ./http
COPY --from=build --chown=app:app /app/package.json /app/tsconfig.json ./

ENV PORT=3000 \
    DATABASE_URL=file:/data/site.db
VOLUME ["/data"]
EXPOSE 3000
USER app

HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"

# The bundled HTTP layer (build/http/main.js, `npm start`) applies migrations and the seed before it listens.
# Same Node flags as `npm start` (README "Memory"; tests/unit/start-command.test.ts keeps them equal).
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--max-old-space-size=192", "build/http/main.js"]
