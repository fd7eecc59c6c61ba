# Production image of the gateway with the built apps (see docker-compose.yml).
# Stage 1 builds the apps and compiles the gateway to JavaScript; stage 2 runs it with `node`
# alone: production dependencies only, no TypeScript, tsx or build tools.
FROM node:22-bookworm-slim AS build
WORKDIR /app
# The workspaces' manifests first, so the dependency layer is rebuilt only when one changes.
COPY package.json package-lock.json ./
COPY packages/rules/package.json packages/rules/
COPY packages/host-api/package.json packages/host-api/
COPY packages/ui/package.json packages/ui/
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-admin/package.json mfe-admin/
RUN npm install --no-audit --no-fund
COPY . .
RUN npm run generate:prisma && npm run build && npm run build:server

FROM node:22-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=4000 STATIC_DIR=/app/dist DATA_DIR=/data
COPY package.json package-lock.json ./
# The compiled gateway imports the shared rules package, whose TypeScript Node runs as it is (type
# stripping). The apps are already built into dist/: their manifests are there for the workspace
# install only, which skips their (build-time) dependencies.
COPY packages/rules packages/rules
COPY packages/host-api/package.json packages/host-api/
COPY packages/ui/package.json packages/ui/
COPY shell/package.json shell/
COPY mfe-public/package.json mfe-public/
COPY mfe-admin/package.json mfe-admin/
RUN npm install --omit=dev --ignore-scripts --no-audit --no-fund && npm cache clean --force \
  && mkdir -p /data && chown node:node /data
COPY --from=build /app/build ./build
COPY --from=build /app/dist ./dist
USER node
EXPOSE 4000
HEALTHCHECK --interval=10s --timeout=3s CMD node -e "fetch('http://127.0.0.1:4000/healthz').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["node", "build/gateway/main.js"]
