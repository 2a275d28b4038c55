#!/usr/bin/env bash
# Quick start: install everything and run every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/bootstrap.sh --test
exec pnpm test
