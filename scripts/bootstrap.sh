#!/usr/bin/env bash
# Installs what a fresh machine lacks for this project, then the workspace's packages.
#   scripts/bootstrap.sh          pnpm, the receipts' font (fonts-noto-cjk) and the npm packages
#   scripts/bootstrap.sh --test   also Chromium (and its headless shell) and Korean fonts for the
#                                 browser tests
#   … --test --faketime           also libfaketime, for a test run at another instant (scripts/at.sh)
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION="$(node -p "require('./package.json').packageManager.split('@')[1]")"

if ! command -v node >/dev/null 2>&1; then
  echo "Node.js 20.19 or newer is required: https://nodejs.org" >&2
  exit 1
fi
if [ "$(pnpm --version 2>/dev/null || true)" != "$PNPM_VERSION" ]; then
  echo "Installing pnpm $PNPM_VERSION"
  npm install --global --no-fund --no-audit "pnpm@$PNPM_VERSION" >/dev/null
fi

# Receipts and certificates are PDFs written in Noto Sans CJK (decision 0044): the API needs the
# font file of RECEIPT_FONT_PATH, Debian's fonts-noto-cjk by default, wherever it runs.
RECEIPT_FONT="${RECEIPT_FONT_PATH:-/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc}"
if [ ! -f "$RECEIPT_FONT" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Installing fonts-noto-cjk (the receipts' font)"
    apt-get update -qq >/dev/null
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-noto-cjk >/dev/null
  else
    echo "Note: $RECEIPT_FONT missing; receipt PDFs answer 503 until fonts-noto-cjk is installed." >&2
  fi
fi

if [ "${1:-}" = "--test" ]; then
  missing=()
  command -v chromium >/dev/null 2>&1 || missing+=(chromium)
  # The journeys run in Chromium's headless shell: about 40 % less CPU than the full browser.
  command -v chromium-headless-shell >/dev/null 2>&1 || missing+=(chromium-headless-shell)
  fc-list 2>/dev/null | grep -qi "noto sans cjk" || missing+=(fonts-noto-cjk)
  if [ "${2:-}" = "--faketime" ] && ! command -v faketime >/dev/null 2>&1; then
    missing+=(faketime)
  fi
  if [ "${#missing[@]}" -gt 0 ]; then
    if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
      echo "Installing ${missing[*]}"
      apt-get update -qq >/dev/null
      DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
    else
      echo "Note: ${missing[*]} missing; the browser tests will use Playwright's own Chromium if present." >&2
    fi
  fi
fi

if [ -n "${CI:-}" ]; then
  pnpm install --frozen-lockfile
else
  pnpm install
fi
