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

# Two lanes side by side, one per core: the API tests on PGlite (the longest, one vitest worker, as vitest
# takes cores - 1); beside them the API tests on PostgreSQL, then the benchmark's smoke run on its database
# (size S once through generator, sample check and every load scenario; no timing is checked), then the
# web build. Each one's output is printed whole when it ends, in order.
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
# A stage inside a lane: its output under its name, its time kept for the table at the end.
# `background` runs lanes under `||`, where `set -e` does not apply: each stage returns its failure itself.
lane_stage() {
  local name="$1" start=$SECONDS status=0
  shift
  printf '\n== %s\n' "$name"
  "$@" || status=$?
  echo "$((SECONDS - start)) s    $name (in its lane)" >>"$logs/lane-stages"
  return "$status"
}
build_web() {
  [ "${SKIP_E2E:-}" = "1" ] && return 0
  lane_stage "Web build" npm run build
}
background "API tests on PGlite" bash -c 'cd apps/api && env -u DATABASE_URL -u TEST_DATABASE_URL npx vitest run'
if [ -n "${DATABASE_URL:-}" ]; then
  postgres_lane() {
    lane_stage "API tests on PostgreSQL" bash -c 'cd apps/api && TEST_DATABASE_URL="$DATABASE_URL" npx vitest run' ||
      return
    lane_stage "Benchmark smoke run (size S on PostgreSQL)" npm run -s bench -- --size S --db postgres --smoke ||
      return
    build_web
  }
  background "API tests on PostgreSQL, benchmark smoke run, web build" postgres_lane
else
  echo "DATABASE_URL is not set: the PostgreSQL pass of the API tests is skipped."
  background "Web build" build_web
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
[ -f "$logs/lane-stages" ] && mapfile -t -O "${#timings[@]}" timings <"$logs/lane-stages"
timings+=("$((SECONDS - parallel_start)) s  (the side-by-side stages together)")
[ "$failed" -eq 0 ] || exit 1

# Without PostgreSQL, the smoke run on PGlite, after the PGlite pass (one embedded database at a time).
if [ -z "${DATABASE_URL:-}" ]; then
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
