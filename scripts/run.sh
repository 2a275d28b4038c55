#!/usr/bin/env bash
# Quick start: install everything and run the app (embedded database with demo data).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh
exec pnpm dev
