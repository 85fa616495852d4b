# Quick start: `make start` runs Quire; `make test` runs the whole suite. Both install what is missing.
SHELL := /bin/bash
SYSTEM_PACKAGES := chromium-headless-shell chromium poppler-utils qpdf fonts-liberation fonts-dejavu-core fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji redis-server
SUDO := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
QUIRE := node dist/cli/main.js

.PHONY: start test setup system deps build bench

start: setup
	@$(QUIRE) migrate
	@$(QUIRE) demo
	@$(QUIRE) serve

test: setup
	npx vitest run

setup: system deps build

# Debian packages: Chromium's headless shell (renders), full Chromium (the dashboard's browser
# tests drive it with playwright-core), poppler (PDF checks in tests), qpdf (headers and footers,
# encryption), fonts covering every script (Noto core: Arabic, Hebrew, Devanagari, Thai, Greek,
# Cyrillic; Noto CJK; colour emoji), and redis-server (the multi-node test starts one of its own).
system:
	@missing=""; for p in $(SYSTEM_PACKAGES); do dpkg -s $$p >/dev/null 2>&1 || missing="$$missing $$p"; done; \
	if [ -n "$$missing" ]; then \
	  echo "Installing Debian packages:$$missing"; \
	  $(SUDO) apt-get update -qq && DEBIAN_FRONTEND=noninteractive $(SUDO) apt-get install -y -qq --no-install-recommends $$missing; \
	fi

# `npm install`, not `npm ci`: with this machine's npm settings the lock file leaves out the
# optional native packages of other platforms, which `npm ci` counts as out of sync. The lock
# still pins every version installed.
deps: node_modules/.installed
node_modules/.installed: package.json package-lock.json clients/typescript/package.json web/package.json
	npm install --no-audit --no-fund
	@touch $@

# The server, then @quire/client (clients/typescript: its tests import the built package), then
# the dashboard (web/ -> web/dist, served by Quire at /).
build: deps
	npx tsc -p tsconfig.json
	npm run build -w @quire/client
	npm run build -w web --silent

bench: setup
	npx tsx bench/generate.ts
