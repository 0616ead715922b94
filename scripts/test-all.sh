#!/usr/bin/env bash
# The whole suite twice: on the embedded database (PGlite) with this machine's Node, and on the
# PostgreSQL server (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) with
# Node 24, so one run covers both ends of the supported range (package.json engines: >=20.19).
# Files that do not depend on the database run only in the second (vitest.config.ts), where it costs less.
set -euo pipefail
cd "$(dirname "$0")/.."

echo "== tests on the embedded database (PGlite), Node $(node --version)"
npx vitest run "$@"

# Node 24 from the npm registry (the `node` package), kept beside the project's modules
node24=node_modules/.cache/node24
if [ "${TEST_POSTGRES_NODE:-24}" = "24" ] && [ ! -x "$node24/node_modules/.bin/node" ]; then
  mkdir -p "$node24"
  npm install --prefix "$node24" --no-save --no-package-lock --no-audit --no-fund --loglevel=error node@24 >/dev/null ||
    echo "!! could not install Node 24 from the npm registry: the PostgreSQL pass runs on $(node --version)"
fi
if [ "${TEST_POSTGRES_NODE:-24}" = "24" ] && [ -x "$node24/node_modules/.bin/node" ]; then
  export PATH="$PWD/$node24/node_modules/.bin:$PATH"
fi
echo "== tests on the PostgreSQL server, Node $(node --version)"
TEST_DATABASE=postgres npx vitest run "$@"
