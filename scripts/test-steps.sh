# The steps of `npm test` (sourced by scripts/test-all.sh): `step NAME COMMAND…` runs one,
# records its result and time and returns its success; `summary` prints each step's time, the
# total since this file was sourced, the failed steps, and returns non-zero when a step failed.

passed=0
failed=0
failures=()
timings=()
run_started=$SECONDS
step() {
  local name="$1"
  shift
  echo
  echo "━━━ ${name} ━━━"
  local started=$SECONDS
  local result=ok
  if "$@"; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("${name}")
    result=FAILED
  fi
  local took=$((SECONDS - started))
  timings+=("$(printf '%5d s  %-6s  %s' "${took}" "${result}" "${name}")")
  echo "━━━ ${name}: ${result} (${took} s)"
  [ "${result}" = ok ]
}

# m:ss of a number of seconds.
clock() { printf '%d:%02d' $(($1 / 60)) $(($1 % 60)); }

summary() {
  echo
  echo "Time per step:"
  printf '  %s\n' "${timings[@]}"
  local total=$((SECONDS - run_started))
  echo "Total: ${total} s ($(clock "${total}") min)"
  if ((failed > 0)); then
    echo "Failed steps: ${failures[*]}"
  fi
  echo "steps: ${passed} passed, ${failed} failed"
  ((failed == 0))
}
