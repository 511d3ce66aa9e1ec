#!/usr/bin/env bash
# The README's test command: everything, from a clean clone. Installs what is missing
# (npm packages, Debian's chromium and postgresql), then typecheck, lint, unit tests of every
# package (api on SQLite and PostgreSQL), production builds and the end-to-end tests in Chromium.
# Independent steps run in two lanes side by side (one per core); each step's output is printed
# when it ends, and a table of every step's duration closes the run.
set -uo pipefail
cd "$(dirname "$0")/.."
# The project's Node (root devDependency `node`) comes first, also when this script is run directly.
export PATH="$PWD/node_modules/.bin:$PATH"
export NX_NO_CLOUD=true

logs=$(mktemp -d)
now() { echo "${EPOCHREALTIME/[.,]/}"; } # microseconds, whatever the locale's decimal sign
run_started=$(now)
failed=0

seconds_since() { # tenths of a second, printed as 12.3
  local tenths=$((($(now) - $1) / 100000))
  printf '%d.%d' $((tenths / 10)) $((tenths % 10))
}

# outcome STATUS LIMIT: a step's result as the output names it.
outcome() {
  if [ "$1" -eq 0 ]; then echo ok
  elif [ "$1" -eq 124 ] || [ "$1" -eq 137 ]; then echo "Zeitüberschreitung (nach $2 s abgebrochen)"
  else echo "Fehler $1"; fi
}

# run_step LANE LIMIT NAME COMMAND...: runs COMMAND with its output in a log, prints the log in one piece
# when the step ends (lanes never interleave lines) and records the duration. A step that runs longer than
# LIMIT seconds (three to four times its usual time; each lane's limits add up to less than CI's 90 minutes)
# is ended, its process group with it: a hang fails its step with the log up to there instead of running into
# CI's limit with nothing printed (a function of this script is not bounded: `timeout` runs programs).
# No step reads a terminal.
run_step() {
  local lane=$1 limit=$2 name=$3 log start status secs
  shift 3
  log=$(mktemp "$logs/step.XXXXXX")
  start=$(now)
  printf '\033[2m▶ %s\033[0m\n' "$name"
  if declare -F "$1" >/dev/null; then
    "$@" </dev/null >"$log" 2>&1 # a function of this script runs in this shell (what it sets stays set)
  else
    timeout --kill-after=30 "$limit" "$@" </dev/null >"$log" 2>&1
  fi
  status=$?
  secs=$(seconds_since "$start")
  {
    flock 9
    printf '\n\033[1m== %s\033[0m (%s s, %s)\n' "$name" "$secs" "$(outcome "$status" "$limit")"
    cat "$log"
  } 9>"$logs/print.lock"
  printf '%s\t%s\t%s\t%s\t%s\t%s\n' "$start" "$name" "$lane" "$secs" "$status" "$limit" >>"$logs/steps"
  return "$status"
}

pad() { # pads to a width in characters (printf counts bytes; step names have umlauts)
  local LC_ALL=C.UTF-8
  printf '%s%*s' "$1" $(($2 - ${#1})) ''
}

summary() {
  local total
  total=$(seconds_since "$run_started")
  printf '\n\033[1m== Dauer der Schritte%s\033[0m\n' "${node_version:+ (Node $node_version)}"
  printf '%s %s %9s  %s\n' "$(pad Schritt 44)" "$(pad Spur 4)" Sekunden Ergebnis
  if [ -f "$logs/steps" ]; then
    sort -n "$logs/steps" | while IFS=$'\t' read -r _ name lane secs status limit; do
      printf '%s %s %9s  %s\n' "$(pad "$name" 44)" "$(pad "$lane" 4)" "$secs" "$(outcome "$status" "$limit")"
    done
  fi
  printf '%s %s %9s\n' "$(pad 'Gesamt (Wanduhr)' 44)" "$(pad '' 4)" "$total"
  rm -rf "$logs"
}
trap summary EXIT

system_packages() { # runs in this shell (run_step only redirects it), so pg_url stays set
  pg_url=$(bash scripts/ensure-system.sh) || return 1
  echo "PostgreSQL: $pg_url"
}
run_step - 900 "Systempakete (chromium, postgresql, haproxy)" system_packages || exit 1
export TEST_DATABASE_URL=${TEST_DATABASE_URL:-$pg_url}
export PUPPETEER_EXECUTABLE_PATH=${PUPPETEER_EXECUTABLE_PATH:-/usr/bin/chromium}

if [ ! -x node_modules/.bin/lerna ] || [ package-lock.json -nt node_modules/.package-lock.json ]; then
  run_step - 900 "npm ci" npm ci --no-audit --no-fund || exit 1
  hash -r
fi

run_step - 600 "Laufzeit" node scripts/node-runtime.mjs || exit 1
node_version=$(node --version)
# Built once before the lanes: api and bff compile against its declarations, bff runs its code.
run_step - 300 "shared-contracts bauen" tsc -b shared-contracts || exit 1

# Two lanes, one per core, balanced by their durations on a 2-core machine: lane 1 runs the api suites on both
# databases, the other packages' unit tests and lint; lane 2 checks the types (before the builds: both write
# declarations), builds what the end-to-end tests need and runs them, so the longest step starts early. A failed step does not stop the steps after
# it (a failed build skips the end-to-end tests), nor do a failed package's unit tests stop the other packages'
# (--no-bail): one run shows every failure.
lane1() {
  local status=0
  run_step 1 2000 "API-Tests auf SQLite und PostgreSQL" npm test -w api || status=1
  run_step 1 1200 "Unit-Tests der übrigen Pakete" \
    lerna run test --concurrency 1 --no-bail --ignore @amb/api --ignore @amb/e2e --loglevel warn || status=1
  run_step 1 1200 "Lint" npm run lint || status=1
  return $status
}
end_to_end() {
  rm -f e2e/artifacts/system.log e2e/artifacts/cluster.log
  run_step 2 3000 "End-to-End-Tests in Chromium und Cluster-Chaos" npm test -w e2e && return 0
  if [ -f e2e/artifacts/system.log ]; then
    printf '\n%s\n' "Ende des Protokolls von api und bff (ganz: e2e/artifacts/system.log):"
    tail -n 150 e2e/artifacts/system.log
  fi
  if [ -f e2e/artifacts/cluster.log ]; then
    printf '\n%s\n' "Ende des Protokolls des Clusters (ganz: e2e/artifacts/cluster.log):"
    tail -n 100 e2e/artifacts/cluster.log
  fi
  return 1
}
lane2() {
  local status=0
  run_step 2 600 "Typprüfung (tsc -b, alle Pakete)" tsc -b || status=1
  run_step 2 900 "Produktions-Builds" lerna run build --concurrency 2 --ignore @amb/e2e --loglevel warn || return 1
  end_to_end || status=1
  return $status
}
lane1 &
lane1_pid=$!
lane2 &
lane2_pid=$!
wait "$lane1_pid" || failed=1
wait "$lane2_pid" || failed=1
exit "$failed"
