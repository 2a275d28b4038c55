#!/usr/bin/env bash
# Quick start: install everything and run all tests. Prints the time of each step at the end;
# each runner's JSON report goes to reports/ (node scripts/slowest-tests.mjs lists the slowest).
set -euo pipefail
cd "$(dirname "$0")/.."
source scripts/lib/steps.sh
rm -rf reports && mkdir -p reports

step "install" bash scripts/bootstrap.sh --test
step "prisma client" pnpm db:generate
# ESLint takes one core throughout; type checking (on every core, briefly) and then Prettier's
# check take the other.
step "typecheck and lint" side_by_side "pnpm typecheck && pnpm format:check" "pnpm lint:code"
step "unit, component and API tests" pnpm test:unit \
  --reporter=default --reporter=json --outputFile.json=reports/vitest.json
step "build" pnpm build
step "bundle budget" pnpm test:budget
step "browser journeys" env PLAYWRIGHT_JSON_OUTPUT_FILE=reports/playwright.json \
  pnpm exec playwright test --reporter=list,json
