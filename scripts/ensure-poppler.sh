#!/usr/bin/env bash
# Finds pdftotext (poppler-utils), which the API tests of the letters' PDFs read them with; installs Debian's
# package when it is missing.
set -euo pipefail
if command -v pdftotext >/dev/null 2>&1; then
  exit 0
fi
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1 && [ -f /etc/debian_version ]; then
  echo "pdftotext is missing: installing Debian's poppler-utils package..."
  # apt's output is shown only when it fails.
  if ! log="$(apt-get update -qq 2>&1 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq poppler-utils 2>&1)"; then
    echo "$log" >&2
    exit 1
  fi
  exit 0
fi
echo "pdftotext was not found: install poppler-utils (apt-get install poppler-utils)." >&2
exit 1
