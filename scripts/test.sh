#!/usr/bin/env bash
# `npm test`: lint, types, unit and API tests (PGlite, then PostgreSQL when DATABASE_URL is set), e2e in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."

# Each stage's time, printed at the end of every run (passed or failed) so a slower suite shows where.
timings=()
stage_name=""
stage_start=$SECONDS
end_stage() {
  [ -z "$stage_name" ] || timings+=("$((SECONDS - stage_start)) s  $stage_name")
  stage_name=""
}
step() {
  end_stage
  stage_name="$*"
  stage_start=$SECONDS
  printf '\n== %s\n' "$*"
}
print_timings() {
  end_stage
  printf '\n== Time per stage (total %s s)\n' "$SECONDS"
  printf '%s\n' "${timings[@]}"
}
trap print_timings EXIT

step "Biome"
npx biome check .

step "Types (tsc --noEmit, every workspace and bench/)"
for ws in packages/domain apps/api apps/web e2e bench; do
  npx tsc --noEmit -p "$ws"
done

step "Architecture rules (dependency-cruiser, .dependency-cruiser.cjs)"
npm run -s check:architecture

step "Locale files: same keys in np and en"
npm run -s check:locales -w @pragati/web

step "pdftotext (poppler-utils) for the API tests of the letters' PDFs"
bash scripts/ensure-poppler.sh

step "Domain tests"
(cd packages/domain && npx vitest run)

# The API passes (each one vitest worker: vitest takes cores - 1) and the web build run side by side, so
# the two cores both work; each one's output is printed whole when it ends, in order.
logs="$(mktemp -d)"
trap 'rm -rf "$logs"; print_timings' EXIT
pids=()
names=()
background() {
  local name="$1"
  shift
  # Side by side, so each one times itself; its time is printed with its output.
  (
    start=$SECONDS
    status=0
    "$@" || status=$?
    echo "$((SECONDS - start))" >"$logs/${#names[@]}.seconds"
    exit "$status"
  ) >"$logs/${#names[@]}.log" 2>&1 &
  pids+=("$!")
  names+=("$name")
}
background "API tests on PGlite" bash -c 'cd apps/api && env -u DATABASE_URL -u TEST_DATABASE_URL npx vitest run'
if [ -n "${DATABASE_URL:-}" ]; then
  background "API tests on PostgreSQL" bash -c 'cd apps/api && TEST_DATABASE_URL="$DATABASE_URL" npx vitest run'
else
  echo "DATABASE_URL is not set: the PostgreSQL pass of the API tests is skipped."
fi
if [ "${SKIP_E2E:-}" != "1" ]; then
  background "Web build" npm run build
fi
end_stage
parallel_start=$SECONDS
failed=0
for i in "${!pids[@]}"; do
  status=0
  wait "${pids[$i]}" || status=$?
  printf '\n== %s\n' "${names[$i]}"
  cat "$logs/$i.log"
  timings+=("$(cat "$logs/$i.seconds" 2>/dev/null || echo '?') s  ${names[$i]} (side by side)")
  if [ "$status" -ne 0 ]; then
    echo "${names[$i]}: FAILED (exit $status)"
    failed=1
  fi
done
timings+=("$((SECONDS - parallel_start)) s  (the side-by-side stages together)")
[ "$failed" -eq 0 ] || exit 1

# Size S once through generator, sample check and every load scenario; no timing is checked.
if [ -n "${DATABASE_URL:-}" ]; then
  step "Benchmark smoke run (size S on PostgreSQL)"
  npm run -s bench -- --size S --db postgres --smoke
else
  step "Benchmark smoke run (size S on PGlite)"
  npm run -s bench -- --size S --db pglite --smoke
fi

if [ "${SKIP_E2E:-}" = "1" ]; then
  echo "SKIP_E2E=1: the browser (Playwright) tests are skipped on request."
  exit 0
fi

step "Browser"
bash scripts/ensure-chromium.sh

step "End-to-end tests (Playwright, Chromium)"
(cd e2e && npx playwright test)
