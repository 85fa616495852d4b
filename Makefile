# Quick start: `make start` runs Quire; `make test` runs the whole suite. Both install what is missing.
SHELL := /bin/bash
# What Quire needs to run (the Dockerfile installs these with `make system PACKAGES=runtime`), then
# what the tests need besides.
RUNTIME_PACKAGES := chromium-headless-shell qpdf fonts-liberation fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-ipafont-gothic fonts-ipafont-mincho fonts-droid-fallback fonts-arphic-uming fonts-nanum fonts-noto-color-emoji
TEST_PACKAGES := chromium poppler-utils libnss3-tools redis-server zbar-tools dmtx-utils libpdfbox2-java libsaxonhe-java libxml2-utils openssl default-jre-headless libzxing-core-java libzxing-javase-java libactivation-java libjaxb-api-java
PACKAGES := all
SYSTEM_PACKAGES := $(RUNTIME_PACKAGES) $(if $(filter runtime,$(PACKAGES)),,$(TEST_PACKAGES))
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
QUIRE := bin/quire

# Node.js 24 LTS. A system `node` of 24 or newer is used as it is; otherwise the official build
# from the npm registry's node-linux-<arch> package (the binary alone) and the `npm` package are
# unpacked once into .tools/node, laid out like Node's own tarball, and put first on PATH for
# every target (npm, the CLI, the tests and their child processes). bin/quire picks
# the same copy up outside make. No dependency compiles native code (better-sqlite3 ships N-API
# prebuilds; package.json's allowScripts records that its install script is not needed).
NODE_VERSION := 24.21.0
NPM_VERSION := 11.19.1
NODE_HOME := $(CURDIR)/.tools/node
NEED_NODE := $(shell v=$$(node -p 'process.versions.node.split(".")[0]' 2>/dev/null); [ "$${v:-0}" -ge 24 ] || echo yes)
ifeq ($(NEED_NODE),yes)
export PATH := $(NODE_HOME)/bin:$(PATH)
endif
NPM_REGISTRY := https://registry.npmjs.org

# Long steps (apt, npm install, the e-invoice rules) say every 15 s that they are still at work:
# without a terminal npm prints nothing for minutes. `$(call heartbeat,what)` starts it in the
# background as $$beat; `kill $$beat` stops it and its sleep.
heartbeat = start=$$SECONDS; ( trap 'kill $$s 2>/dev/null; exit 0' TERM; while :; do sleep 15 & s=$$!; wait $$s; echo "  ... $(1), $$((SECONDS - start)) s so far"; done ) & beat=$$!

.PHONY: start test typecheck typecheck-src check setup system node deps build client server web einvoice-rules bench

start: setup
	@$(QUIRE) migrate
	@$(QUIRE) demo
	@$(QUIRE) serve

# Types (tsc, strict), lint (Biome), dead exports and files (knip), the format check, then every test
# file. The build, the type check of what the build does not compile and the lint run side by side
# (-j3; -O keeps each one's output together); any failure fails the run before the tests. The
# build type-checks the client and the dashboard (`make typecheck`'s other two steps), so they are
# not checked twice.
test: system node deps
	@$(MAKE) --no-print-directory -j3 -O build typecheck-src check
	npx vitest run

# tsc --noEmit (strict) over everything the build does not compile: tests, benches, the client's
# generator (tsconfig.check.json, which also covers src/), the client and the dashboard. The
# dashboard imports @quire/client's built declarations, so the client is built first.
typecheck: typecheck-src client
	npx tsc -p web/tsconfig.json

typecheck-src: deps
	npx tsc -p tsconfig.check.json

# Lint (Biome), dead exports and files (knip: it resolves @quire/client through its build), format check.
check: client
	npm run --silent check

setup: system node deps build

node:
ifeq ($(NEED_NODE),yes)
	@if [ ! -x $(NODE_HOME)/bin/node ] || [ "$$($(NODE_HOME)/bin/node --version)" != "v$(NODE_VERSION)" ] \
	   || [ "$$($(NODE_HOME)/bin/npm --version 2>/dev/null)" != "$(NPM_VERSION)" ]; then \
	  arch=$$(uname -m | sed -e 's/x86_64/x64/' -e 's/aarch64/arm64/'); \
	  echo "Installing Node.js $(NODE_VERSION) and npm $(NPM_VERSION) into .tools/node (packages node-linux-$$arch and npm from the npm registry)"; \
	  fetch() { if command -v npm >/dev/null; then (cd $(NODE_HOME) && npm pack --silent "$$1@$$2"); \
	            else curl -fsSL -o "$(NODE_HOME)/$$1-$$2.tgz" "$(NPM_REGISTRY)/$$1/-/$$1-$$2.tgz" && echo "$$1-$$2.tgz"; fi; }; \
	  rm -rf $(NODE_HOME) && mkdir -p $(NODE_HOME)/lib/node_modules/npm && \
	  t=$$(fetch node-linux-$$arch $(NODE_VERSION)) && tar xzf $(NODE_HOME)/$$t -C $(NODE_HOME) --strip-components=1 && rm $(NODE_HOME)/$$t && \
	  t=$$(fetch npm $(NPM_VERSION)) && tar xzf $(NODE_HOME)/$$t -C $(NODE_HOME)/lib/node_modules/npm --strip-components=1 && rm $(NODE_HOME)/$$t && \
	  ln -s ../lib/node_modules/npm/bin/npm-cli.js $(NODE_HOME)/bin/npm && ln -s ../lib/node_modules/npm/bin/npx-cli.js $(NODE_HOME)/bin/npx && \
	  $(NODE_HOME)/bin/node --version >/dev/null && $(NODE_HOME)/bin/npm --version >/dev/null || exit 1; \
	fi
endif
	@echo "Node.js $$(node --version) at $$(command -v node)"

# Debian packages: Chromium's headless shell (renders), qpdf (headers and footers, encryption),
# fonts covering every script (Noto core: Arabic, Hebrew, Devanagari, Thai, Greek, Cyrillic; CJK in
# TrueType fonts that PDFs embed as fonts, src/render/cjk-fonts.ts, and Noto CJK as the last resort;
# colour emoji); for the tests full Chromium (the dashboard's browser tests drive it with
# playwright-core), poppler (PDF checks) and redis-server (the multi-node test starts its own).
system:
	@missing=""; for p in $(SYSTEM_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(call heartbeat,still installing Debian packages); \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	  rc=$$?; kill $$beat; [ $$rc = 0 ] || exit $$rc; \
	fi

# `npm install`, not `npm ci`: with this machine's npm settings the lock file leaves out the
# optional native packages of other platforms, which `npm ci` counts as out of sync. The lock
# still pins every version installed. The stamp records the Node ABI node_modules was installed
# with, so a Node upgrade (a new NODE_VERSION, a system Node 24 replacing .tools/node) reinstalls.
deps: node
	@stamp=node_modules/.installed; \
	if [ ! -f $$stamp ] || [ "$$(cat $$stamp)" != "$$(node -p process.versions.modules)" ] \
	   || [ -n "$$(find package.json package-lock.json clients/typescript/package.json web/package.json -newer $$stamp)" ]; then \
	  echo "Installing npm packages (two minutes or so on a fresh machine; npm shows its progress on a terminal)"; \
	  $(call heartbeat,still installing npm packages); \
	  npm install --no-audit --no-fund --progress=true; rc=$$?; kill $$beat; [ $$rc = 0 ] || exit 1; \
	  node -p process.versions.modules > $$stamp; \
	fi

# @quire/client (clients/typescript: `quire mcp` and its tests import the built package), then
# the server and the dashboard (web/ -> web/dist, served by Quire at /; its build type-checks it).
# Each build is a stamp file that depends on its sources, so a second `make start` with nothing
# changed builds nothing, and a change under src/ rebuilds the server alone.
build: server web einvoice-rules

CLIENT_STAMP := clients/typescript/dist/.built
SERVER_STAMP := dist/.built
WEB_STAMP := web/dist/.built
DEPS_STAMP := node_modules/.installed
$(DEPS_STAMP): ;
sources = $(shell find $(1) -type f \( -name '*.ts' -o -name '*.tsx' -o -name '*.css' -o -name '*.json' -o -name '*.html' -o -name '*.svg' -o -name '*.png' -o -name '*.icc' -o -name '*.sef.json' -o -name '*.xsl' -o -name '*.xslt' -o -name '*.xsd' -o -name '*.woff2' \) -not -path '*/dist/*' -not -path '*/node_modules/*' 2>/dev/null)

client: deps $(CLIENT_STAMP)
$(CLIENT_STAMP): $(call sources,clients/typescript/src) clients/typescript/tsconfig.json clients/typescript/package.json $(DEPS_STAMP)
	@echo "Building @quire/client"
	npm run build -w @quire/client --silent
	@touch $@

server: client $(SERVER_STAMP)
$(SERVER_STAMP): $(call sources,src) tsconfig.json package.json $(CLIENT_STAMP)
	@echo "Building the server (src/ -> dist/)"
	npx tsc -p tsconfig.json
	@touch $@

# The shipped e-invoice rules (vendor/einvoice-rules) compiled to SaxonJS's SEF form, once: a
# compile takes 30-70 s per rule set, which a node's first start would otherwise pay. Redone when
# the rules or the compiler's own sources change, not at every server build (the built server is
# only needed to exist: an order-only prerequisite).
SEF_STAMP := dist/einvoice-sef/.built
SEF_COMPILER := $(addprefix src/modules/einvoice/,compile-rules.ts sef-cache.ts compact-svrl.ts rules.ts)
einvoice-rules: server $(SEF_STAMP)
$(SEF_STAMP): $(shell find vendor/einvoice-rules -name '*.xsl*' 2>/dev/null) $(SEF_COMPILER) | $(SERVER_STAMP)
	@echo "Compiling the e-invoice rules (SaxonJS SEF; a few minutes on the first build only)"
	@$(call heartbeat,still compiling the e-invoice rules); node dist/modules/einvoice/compile-rules.js; rc=$$?; kill $$beat; exit $$rc
	@touch $@

web: client $(WEB_STAMP)
$(WEB_STAMP): $(call sources,web/src web/public) web/index.html web/vite.config.ts web/tsconfig.json web/package.json $(CLIENT_STAMP)
	@echo "Building the dashboard (web/ -> web/dist/)"
	npm run build -w web --silent
	@touch $@

# The generation benchmark (docs/performance.md): Quire vs raw Chromium, ratios, Node CPU per
# render; then a CPU profile of Quire under load with its top 15 self-time entries.
bench: setup
	npx tsx bench/generate.ts
	npx tsx bench/generate.ts --cpu-prof
