#!/usr/bin/env bash
# The whole suite twice: on the embedded database (PGlite) and on the PostgreSQL server
# (TEST_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test).
set -euo pipefail
cd "$(dirname "$0")/.."
echo "== tests on the embedded database (PGlite)"
npx vitest run "$@"
echo "== tests on the PostgreSQL server"
TEST_DATABASE=postgres npx vitest run "$@"
