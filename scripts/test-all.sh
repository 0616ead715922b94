#!/usr/bin/env bash
# The suite in two passes: on the embedded database (PGlite) with Node 24, then every file on the
# PostgreSQL server (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) with this
# machine's Node, so one run covers both ends of the supported range (package.json engines:
# >=20.19) and the whole suite runs on the oldest. Which files the embedded pass leaves out is
# decided in vitest.config.ts.
set -euo pipefail
cd "$(dirname "$0")/.."

machine_node=$(node --version)
# Node 24 from the npm registry (the `node` package), kept beside the project's modules
node24=node_modules/.cache/node24
if [ "${TEST_EMBEDDED_NODE:-24}" = "24" ] && [ ! -x "$node24/node_modules/.bin/node" ]; then
  mkdir -p "$node24"
  npm install --prefix "$node24" --no-save --no-package-lock --no-audit --no-fund --loglevel=error node@24 >/dev/null ||
    echo "!! could not install Node 24 from the npm registry: the embedded pass runs on $machine_node"
fi
embedded_path=$PATH
if [ "${TEST_EMBEDDED_NODE:-24}" = "24" ] && [ -x "$node24/node_modules/.bin/node" ]; then
  embedded_path="$PWD/$node24/node_modules/.bin:$PATH"
fi
echo "== tests on the embedded database (PGlite), Node $(PATH=$embedded_path node --version)"
PATH=$embedded_path npx vitest run "$@"

echo "== tests on the PostgreSQL server, Node $machine_node"
TEST_DATABASE=postgres npx vitest run "$@"
