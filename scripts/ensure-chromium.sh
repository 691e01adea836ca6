#!/usr/bin/env bash
# Finds the system Chromium for Playwright: CHROMIUM_PATH, else /usr/bin/chromium, else installs Debian's package.
set -euo pipefail
browser="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$browser" ]; then
  echo "Chromium: $browser"
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 && [ -f /etc/debian_version ]; then
  echo "Chromium is missing: installing Debian's chromium package..."
  apt-get update -qq
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium fonts-noto-core >/dev/null
  echo "Chromium: $(command -v chromium)"
  exit 0
fi
echo "Chromium was not found at ${browser}." >&2
echo "Install Debian's 'chromium' package (apt-get install chromium), or set CHROMIUM_PATH to a Chromium binary," >&2
echo "or run with SKIP_E2E=1 to skip the browser tests." >&2
exit 1
