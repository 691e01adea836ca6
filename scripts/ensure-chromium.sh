#!/usr/bin/env bash
# Finds the Chromium the journeys run in: CHROMIUM_PATH, else Debian's headless shell
# (/usr/bin/chromium-headless-shell), installing it as root on Debian when it is missing, else /usr/bin/chromium.
# The headless shell draws no browser window, so two workers and the server share the two cores with less waste.
set -euo pipefail
if [ -n "${CHROMIUM_PATH:-}" ]; then
  [ -x "$CHROMIUM_PATH" ] && { echo "Chromium: $CHROMIUM_PATH"; exit 0; }
  echo "CHROMIUM_PATH=${CHROMIUM_PATH} is not an executable." >&2
  exit 1
fi
shell=/usr/bin/chromium-headless-shell
if [ ! -x "$shell" ] && [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 && [ -f /etc/debian_version ]; then
  echo "Chromium's headless shell is missing: installing Debian's chromium-headless-shell package..."
  { apt-get install -y -qq chromium-headless-shell fonts-noto-core >/dev/null 2>&1; } ||
    { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium-headless-shell fonts-noto-core >/dev/null; }
fi
for browser in "$shell" /usr/bin/chromium; do
  if [ -x "$browser" ]; then
    echo "Chromium: $browser"
    exit 0
  fi
done
echo "Chromium was not found at $shell or /usr/bin/chromium." >&2
echo "Install Debian's 'chromium-headless-shell' (or 'chromium') package, or set CHROMIUM_PATH to a Chromium binary," >&2
echo "or run with SKIP_E2E=1 to skip the browser tests." >&2
exit 1
