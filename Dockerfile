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
# vnu-jar's install script (the HTML checker of the tests) may place a Java runtime in
# node_modules/.cache, which `npm prune` keeps: removed with the rest of the caches.
RUN npm run build && npm prune --omit=dev && rm -rf node_modules/.cache

# Runtime stage: only what the server needs. The code belongs to root and is read-only to the
# runtime user; /data is the one writable path (decision 0030; tests/integration/container-runtime.test.ts
# reproduces this stage on the test machine).
FROM base AS runtime
RUN apt-get update \
 && apt-get install -y --no-install-recommends tini \
 && rm -rf /var/lib/apt/lists/* \
 && groupadd --system app && useradd --system --gid app --home /nonexistent --no-create-home app \
 && mkdir -p /data && chown app:app /data
# No TypeScript sources: the server and the operator's scripts are bundled under build/
# (build/http/main.js, build/scripts/*.js); the migrations are the one folder read at run time.
COPY --from=build /app/node_modules ./node_modules
COPY --from=build /app/build ./build
COPY --from=build /app/db/migrations ./db/migrations
COPY --from=build /app/package.json ./

ENV PORT=3000 \
    DATABASE_URL=file:/data/site.db
VOLUME ["/data"]
EXPOSE 3000
USER app

# Asks the address the server listens on (HOST; any-address and unset mean loopback).
HEALTHCHECK --interval=30s --timeout=5s --start-period=20s --retries=3 \
  CMD node -e "const h=process.env.HOST||'127.0.0.1';const a=h==='0.0.0.0'?'127.0.0.1':h==='::'?'[::1]':h.includes(':')?'['+h+']':h;fetch('http://'+a+':'+(process.env.PORT||3000)+'/healthz').then(r=>process.exit(r.ok?0:1)).catch(()=>process.exit(1))"

# The bundled HTTP layer (build/http/main.js, `npm start`) applies migrations and the seed before it listens.
# Same Node flags as `npm start` (docs/operations.md "Scaling" on the heap cap; tests/unit/start-command.test.ts keeps them equal).
ENTRYPOINT ["/usr/bin/tini", "--"]
CMD ["node", "--max-old-space-size=192", "--max-semi-space-size=4", "build/http/main.js"]
