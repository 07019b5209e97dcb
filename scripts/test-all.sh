#!/usr/bin/env bash
# One command on a fresh machine with only Node 20: install what the tests need
# (pnpm, Debian Chromium and nginx when missing) and run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
need=()
[ -n "${CHROMIUM_PATH:-}" ] || command -v chromium >/dev/null 2>&1 || need+=(chromium)
command -v nginx >/dev/null 2>&1 || [ -x /usr/sbin/nginx ] || need+=(nginx)
if [ ${#need[@]} -gt 0 ]; then
  echo "Installing Debian packages: ${need[*]}"
  SUDO=""; [ "$(id -u)" -eq 0 ] || SUDO="sudo"
  $SUDO apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
npx -y pnpm@10.34.9 install --frozen-lockfile
exec npx -y pnpm@10.34.9 test
