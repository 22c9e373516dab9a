# The steps of `npm test` (sourced by scripts/test-all.sh): `step NAME COMMAND…` runs one,
# records its result and time and returns its success; `step_beside NAME COMMAND…` starts one in
# the background and `steps_wait` waits for those, then prints each one's output in the order
# they were started and records them as `step` does; `summary` prints each step's time, the
# total since this file was sourced, the failed steps, and returns non-zero when a step failed.

passed=0
failed=0
failures=()
timings=()
run_started=$SECONDS
# Records a step's end: its result (ok or FAILED) and time, in the counts and the summary's lines.
record_step() {
  local name="$1" result="$2" took="$3"
  if [ "${result}" = ok ]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    failures+=("${name}")
  fi
  timings+=("$(printf '%5d s  %-6s  %s' "${took}" "${result}" "${name}")")
  echo "━━━ ${name}: ${result} (${took} s)"
}

step() {
  local name="$1"
  shift
  echo
  echo "━━━ ${name} ━━━"
  local started=$SECONDS
  local result=ok
  "$@" || result=FAILED
  record_step "${name}" "${result}" $((SECONDS - started))
  [ "${result}" = ok ]
}

# Steps started with step_beside and not yet waited for: name, pid, output file, start time.
beside_names=()
beside_pids=()
beside_outputs=()
beside_started=()
step_beside() {
  local name="$1"
  shift
  local output
  output=$(mktemp)
  # The step writes its own end time: the wait below ends in start order, not theirs.
  (
    "$@" >"${output}" 2>&1
    code=$?
    echo "${SECONDS}" >"${output}.ended"
    exit "${code}"
  ) &
  beside_pids+=($!)
  beside_names+=("${name}")
  beside_outputs+=("${output}")
  beside_started+=("${SECONDS}")
}

# Waits for every step_beside step; returns success when all of them passed.
steps_wait() {
  local all=0 i name output result took
  for i in "${!beside_pids[@]}"; do
    name="${beside_names[i]}"
    output="${beside_outputs[i]}"
    result=ok
    if ! wait "${beside_pids[i]}"; then
      result=FAILED
      all=1
    fi
    took=$(($(cat "${output}.ended" 2>/dev/null || echo "${SECONDS}") - beside_started[i]))
    echo
    echo "━━━ ${name} (beside the others) ━━━"
    cat "${output}"
    rm -f "${output}" "${output}.ended"
    record_step "${name}" "${result}" "${took}"
  done
  beside_names=()
  beside_pids=()
  beside_outputs=()
  beside_started=()
  return "${all}"
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
