# The ADM console's server image: the console built by Vite and the server compiled ahead of time
# (scripts/build-server.mjs), run by plain node as an unprivileged user. compose.yaml runs two replicas of it.

# Build: every package (better-sqlite3 compiles from source: python3, make and g++ are in this image), the
# console (public/ holds the dummy module's artists file, copied into dist/) and the server bundle.
FROM node:20-bookworm AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --no-audit --no-fund
COPY index.html vite.config.ts tsconfig.json tsconfig.base.json ./
COPY public public
COPY src src
COPY server server
COPY scripts/build-server.mjs scripts/
RUN npm run build && npm run build:server

# Run: the built console, the server bundle and the few packages it leaves out (native addons); no npm
# install, no TypeScript. The SQLite file (used only without DATABASE_URL) lives in /data.
FROM node:20-bookworm-slim
ENV NODE_ENV=production PORT=8080 ADM_DB=/data/adm.sqlite
WORKDIR /app
COPY --from=build /app/dist dist
COPY --from=build /app/build/server server
RUN mkdir /data && chown node:node /data
USER node
EXPOSE 8080
# Healthy once the server answers: it answers 503 while it migrates and seeds a new database.
HEALTHCHECK --interval=10s --timeout=3s --start-period=180s --retries=3 \
  CMD ["node", "-e", "fetch(`http://127.0.0.1:${process.env.PORT}/config.json`).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "server/main.mjs"]
