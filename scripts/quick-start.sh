#!/usr/bin/env bash
# One command on a fresh machine with only Node 20: install, build, serve on :8080 (PORT overrides).
set -euo pipefail
cd "$(dirname "$0")/.."
npx -y pnpm@10.34.9 install --frozen-lockfile
exec npx -y pnpm@10.34.9 start
