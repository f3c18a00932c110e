#!/usr/bin/env bash
# `npm test`: every check, in order: type check, lint, unit, API integration on PGlite (and on
# PostgreSQL when DATABASE_URL is set), build, then browser journeys in Chromium.
set -uo pipefail
cd "$(dirname "$0")/.."

passed=0
failed=0
failures=()
# Each step's output is kept, so that the end of the run can repeat what failed: CI shows only
# the last lines of a run, and a failing test would otherwise scroll out of sight.
logs=$(mktemp -d)
trap 'rm -rf "$logs"' EXIT

step() {
  local name=$1
  shift
  echo
  echo "==> $name"
  local log="$logs/$((passed + failed)).log"
  "$@" 2>&1 | tee "$log"
  if [[ ${PIPESTATUS[0]} -eq 0 ]]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("$name")
    failure_logs+=("$log")
  fi
}

failure_logs=()

# The lines that name what failed (vitest's FAIL and ×, playwright's ✘ and numbered failures).
repeat_failures() {
  local i
  for i in "${!failures[@]}"; do
    echo
    echo "==> What failed in: ${failures[$i]}"
    grep -E 'FAIL|×|✘|AssertionError|Error:|error TS|[0-9]+\) ' "${failure_logs[$i]}" | sed 's/\x1b\[[0-9;]*m//g' | head -40
  done
}

ensure_chromium() {
  [[ -x /usr/bin/chromium ]] && return 0
  echo "Chromium is missing: installing it with apt"
  local sudo=""
  [[ $(id -u) -ne 0 ]] && sudo="sudo"
  $sudo apt-get update -qq && DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq chromium >/dev/null
}

step "Chromium present" ensure_chromium
step "Type check" npm run --silent typecheck
step "Lint and format" npx biome check .
step "Unit tests" npx vitest run --project unit
step "API tests on PGlite" env TEST_DATABASE=pglite npx vitest run --project api
if [[ -n ${DATABASE_URL:-} ]]; then
  step "API tests on PostgreSQL" env TEST_DATABASE=postgres npx vitest run --project api
else
  echo
  echo "==> API tests on PostgreSQL skipped (set DATABASE_URL to run them)"
fi
step "Build" npm run --silent build
step "Bundle budgets" node scripts/bundle-budget.mjs
step "Browser journeys" npm run --silent test -w @leisure/e2e

echo
if ((failed > 0)); then
  repeat_failures
  echo
  printf 'Failed: %s\n' "${failures[@]}"
fi
echo "checks: $passed passed, $failed failed"
((failed == 0))
