# Sourced by .ci/test.sh, scripts/test-fresh.sh and scripts/test-quick.sh: `stage NAME COMMAND…` runs one stage of the test run,
# prints its wall and CPU time (its processes' user + system, from bash's `times`), and records it in
# .ci/logs/stages.tsv; `stage_summary` prints the table. A failing stage stops the run (set -e) after the
# table is printed, so the cost of what did run stays visible.

STAGES_FILE="${STAGES_FILE:-.ci/logs/stages.tsv}"
mkdir -p "$(dirname "$STAGES_FILE")"

# Sets CHILDREN_CPU: seconds of CPU used so far by this shell's finished children (user + system).
# `times` must run in this shell, not in a $(…) subshell (whose children are its own): hence the file.
STAGES_TIMES="$(mktemp)"
children_cpu() {
  times >"$STAGES_TIMES"
  CHILDREN_CPU=$(awk 'NR == 2 {
    split($1, u, /[ms]/); split($2, s, /[ms]/);
    printf "%.1f", u[1] * 60 + u[2] + s[1] * 60 + s[2];
  }' "$STAGES_TIMES")
}

stage() {
  local name="$1"
  shift
  local started cpu_before status=0
  started=$(date +%s.%N)
  children_cpu
  cpu_before=$CHILDREN_CPU
  echo "▶ ${name}: $*"
  "$@" || status=$?
  local wall cpu
  wall=$(awk -v a="$started" -v b="$(date +%s.%N)" 'BEGIN { printf "%.0f", b - a }')
  children_cpu
  cpu=$(awk -v a="$cpu_before" -v b="$CHILDREN_CPU" 'BEGIN { printf "%.0f", b - a }')
  printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$wall" "$cpu" "$([ "$status" -eq 0 ] && echo ok || echo "failed ($status)")" \
    "$started" >>"$STAGES_FILE"
  echo "◀ ${name}: ${wall} s wall, ${cpu} s CPU$([ "$status" -eq 0 ] || echo ", failed with ${status}")"
  if [ "$status" -ne 0 ]; then
    [ -n "${STAGE_NO_SUMMARY:-}" ] || stage_summary
    return "$status"
  fi
}

stage_summary() {
  [ -s "$STAGES_FILE" ] || return 0
  echo
  echo "Time per stage ($(nproc) cores; CPU is user + system of the stage's processes; lanes and background stages overlap):"
  awk -F '\t' -v now="$(date +%s.%N)" '
    NR == 1 || $5 < first { first = $5 }
    { printf "  %-18s %6s s wall %6s s CPU  %s\n", $1, $2, $3, $4; cpu += $3 }
    END { printf "  %-18s %6.0f s wall %6s s CPU\n", "elapsed", now - first, cpu }' "$STAGES_FILE"
}

# Stages in lanes that run at once (one per core), each lane's output kept in its log and shown when all
# are done: `lanes "stage a … && stage b …" "stage c …"`.
lanes() {
  local logs=() pids=() failed=0 lane log
  for lane in "$@"; do
    log="$(dirname "$STAGES_FILE")/lane-${#logs[@]}.log"
    logs+=("$log")
    # Each lane reads `times` through a file of its own.
    (STAGES_TIMES="$(mktemp)" STAGE_NO_SUMMARY=1 eval "$lane") >"$log" 2>&1 &
    pids+=($!)
  done
  for i in "${!pids[@]}"; do
    wait "${pids[$i]}" || failed=1
    cat "${logs[$i]}"
  done
  if [ "$failed" -ne 0 ]; then
    stage_summary
    return 1
  fi
}

# `in_background NAME COMMAND…`: the stage runs while the run goes on, its output kept in its log. A later
# `wait_for_background`, in this shell or in `npm test` under it, waits for it, shows its log, and fails the
# run if it failed. One such stage at a time.
in_background() {
  local name="$1"
  shift
  export BACKGROUND_LOG BACKGROUND_STATUS BACKGROUND_PID
  BACKGROUND_LOG="$(dirname "$STAGES_FILE")/${name}.log"
  BACKGROUND_STATUS="$(dirname "$STAGES_FILE")/${name}.status"
  rm -f "$BACKGROUND_STATUS"
  echo "▶ ${name}, in the background: $*"
  (
    status=0
    STAGES_TIMES="$(mktemp)" STAGE_NO_SUMMARY=1 stage "$name" "$@" >"$BACKGROUND_LOG" 2>&1 || status=$?
    echo "$status" >"$BACKGROUND_STATUS"
  ) &
  BACKGROUND_PID=$!
}

wait_for_background() {
  [ -n "${BACKGROUND_STATUS:-}" ] || return 0
  if [ ! -s "$BACKGROUND_STATUS" ]; then
    echo "… waiting for $(basename "$BACKGROUND_LOG" .log), in the background since the start"
    # Its status file appears when it ends; a stage killed before writing it fails the run.
    while [ ! -s "$BACKGROUND_STATUS" ] && kill -0 "$BACKGROUND_PID" 2>/dev/null; do sleep 1; done
  fi
  cat "$BACKGROUND_LOG"
  if [ "$(cat "$BACKGROUND_STATUS" 2>/dev/null)" != 0 ]; then
    echo "$(basename "$BACKGROUND_LOG" .log) failed (its output above)" >&2
    stage_summary
    return 1
  fi
}
