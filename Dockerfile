# Quire's container image: Debian slim, Node.js 24 and the Debian packages brought by the same
# Makefile targets as a checkout (`make node deps build`, `make system PACKAGES=runtime`), run as a
# non-root user. Build with `docker build -t quire .` or `buildah build -t quire .`;
# docs/deployment.md says how to run it and compose.yaml runs it with PostgreSQL, Redis and MinIO.
ARG BASE=debian:bookworm-slim

# --- build: Node.js 24 into .tools/node (from the npm registry's node-linux-<arch> package),
# the dependencies, the server, the typed client and the dashboard; then only the runtime ones.
FROM ${BASE} AS build
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ca-certificates curl make \
 && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY . .
RUN make build \
 && PATH=/src/.tools/node/bin:$PATH npm prune --omit=dev --no-audit --no-fund \
 && rm -rf .tools/node/include .tools/node/share

# --- runtime
FROM ${BASE}
COPY Makefile /tmp/quire/Makefile
RUN apt-get update \
 && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ca-certificates make \
 && make -C /tmp/quire --no-print-directory system PACKAGES=runtime \
 && apt-get purge -y --auto-remove make \
 && rm -rf /var/lib/apt/lists/* /tmp/quire
RUN useradd --system --user-group --uid 10001 --create-home --home-dir /home/quire --shell /usr/sbin/nologin quire \
 && mkdir -p /data && chown quire:quire /data
WORKDIR /app
COPY --from=build /src/package.json ./
COPY --from=build /src/bin ./bin
COPY --from=build /src/.tools/node ./.tools/node
COPY --from=build /src/dist ./dist
COPY --from=build /src/vendor ./vendor
COPY --from=build /src/node_modules ./node_modules
COPY --from=build /src/clients/typescript ./clients/typescript
COPY --from=build /src/web/package.json ./web/package.json
COPY --from=build /src/web/dist ./web/dist
ENV NODE_ENV=production \
    PATH=/app/.tools/node/bin:$PATH \
    HOST=0.0.0.0 \
    PORT=3000 \
    DATA_DIR=/data
USER quire
VOLUME /data
EXPOSE 3000
# Ready = the database, storage and Chromium answer (GET /ready), not merely the process.
HEALTHCHECK --interval=30s --timeout=5s --start-period=60s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + process.env.PORT + '/ready').then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
# `serve` migrates the database first.
ENTRYPOINT ["/app/bin/quire"]
CMD ["serve"]
