#!/usr/bin/env bash
# Start-up time (docs/performance.md, target 4: at most 1.5 s): from launch to a visible window showing the start
# lesson, for the plain jar (`java -jar app/target/kudde.jar`) and the installed application image
# (`app/target/dist/kudde/bin/kudde`, made by `mvn -B -ntp -Pdist package -DskipTests`), launched
# in turn (jar, image, jar, image, ...) so that both see the same load, in a virtual X display
# (Xvfb + twm, as scripts/screenshot.sh). For each it prints median, 90th percentile and min–max of:
#   splash   launch → the splash (480 × 270, the jar manifest's SplashScreen-Image) is on the screen
#   mapped   launch → the window's top-level X window is viewable
#            (both MAPPED=1 only: polled with xwininfo every 20 ms, which takes the launch being
#            timed some processor time)
#   painted  launch → the window, with its lesson open, has been shown and painted once
#            (printed by the app itself under -Dkudde.reportStartup=true; see kudde.ui.StartupReport)
#   jvm      launch → the JVM's own start time (process start, before any of our code)
#   app      kudde.ui.App.start → painted
#   and the processor time used until painted by the event thread and by the whole JVM (the
#   wall-clock figures grow with the machine's load; these do not, much); then the ratio image /
#   jar of the painted times (median of each launch pair) and the load average before and after.
#
# Homes: HOMES=warm (default) gives each kind one home (user.home and HOME) used by one launch
# before the timed ones, as a user's second and later starts; HOMES=fresh gives every launch a
# new empty home, as a user's very first start. Options go in through JAVA_TOOL_OPTIONS, for
# both kinds alike (the image's launcher takes no JVM options on its command line).
#
#   scripts/startup.sh                   10 launches of each kind, warm homes
#   RUNS=25 scripts/startup.sh
#   HOMES=fresh RUNS=10 scripts/startup.sh   first launches
#   KINDS=jar scripts/startup.sh         only the jar (KINDS=image: only the image)
#   MAPPED=1 scripts/startup.sh          also the X "mapped" time
#   STRICT=1 ...                         exit 4 when a launch printed anything on the terminal (CI)
#   WMCLASS=kudde-Main ...               exit 5 when a window's X class (WM_CLASS) is not that (CI)
#   JAR=/tmp/other.jar IMAGE=/tmp/kudde/bin/kudde scripts/startup.sh   other builds
# Builds app/target/kudde.jar when it does not exist (rebuild it after changing the code); the
# image is left out, with a note, when it has not been built.
set -euo pipefail
RUNS="${RUNS:-10}"
MAPPED="${MAPPED:-0}"
HOMES="${HOMES:-warm}"
JAR="${JAR:-app/target/kudde.jar}"
IMAGE="${IMAGE:-app/target/dist/kudde/bin/kudde}"
KINDS="${KINDS:-jar image}"
export RUNS MAPPED HOMES JAR IMAGE KINDS
here="$(cd "$(dirname "$0")" && pwd)"
. "$here/in-xvfb.sh"
for _ in $(seq 1 50); do
  xwininfo -root -children 2>/dev/null | grep -q ' 0 children' || break
  sleep 0.1
done

kinds=()
for kind in $KINDS; do
  if [ "$kind" = image ] && [ ! -x "$IMAGE" ]; then
    echo "startup: no application image at $IMAGE (build it with mvn -B -ntp -Pdist package -DskipTests); timing the jar only" >&2
    continue
  fi
  kinds+=("$kind")
done
[ "${#kinds[@]}" -gt 0 ] || { echo "startup: nothing to time" >&2; exit 2; }

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
splash_window() {
  xwininfo -root -tree 2>/dev/null | grep -q ' 480x270+'
}
mapped_window() {
  local id
  for id in $(xwininfo -root -tree 2>/dev/null | awk '/"Kudde/ { print $1 }'); do
    xwininfo -id "$id" 2>/dev/null | grep -q 'Map State: IsViewable' && return 0
  done
  return 1
}

# check_wm_class KIND → exit 5 unless the window's X class (WM_CLASS, its second string) is
# $WMCLASS: the Debian package's menu entry names it (StartupWMClass) so that a dock groups the
# window with the entry's icon. The window is the one whose title starts with Kudde.
check_wm_class() {
  local id class=""
  for id in $(xwininfo -root -tree 2>/dev/null | awk '/"Kudde/ { print $1 }'); do
    class=$(xprop -id "$id" WM_CLASS 2>/dev/null | sed -n 's/.*= "[^"]*", "\([^"]*\)".*/\1/p')
    [ -z "$class" ] || break
  done
  if [ "$class" != "$WMCLASS" ]; then
    echo "startup: $1: the window's WM_CLASS is '${class:-(no window found)}', the menu entry's StartupWMClass '$WMCLASS'" >&2
    kill -9 "$app_pid" 2>/dev/null || true
    exit 5
  fi
  echo "startup: $1: the window's WM_CLASS is $class, as the menu entry says" >&2
}

# thread_times PID → "RUN GROUP MS" lines: the processor time each kind of thread of the JVM has
# used so far (Linux /proc, 10 ms ticks), read right after the paint line was noticed (up to the
# 0.1 s poll later, while the JIT keeps compiling, so these run a little above the app's own
# figure). The JVM's own threads (compiler, GC) are invisible to Java's management beans.
thread_times() {
  local tick
  tick=$(getconf CLK_TCK)
  for t in /proc/"$1"/task/*; do
    printf '%s\t%s\n' "$(cat "$t/comm" 2>/dev/null)" "$(sed 's/.*) //' "$t/stat" 2>/dev/null)"
  done | awk -F'\t' -v run="$run" -v tick="$tick" '{
      split($2, f, " "); ms = (f[12] + f[13]) * 1000 / tick; n = $1
      g = "other"
      if (n ~ /CompilerThre/) g = "JIT compiler"
      else if (n ~ /^(GC Thread|G1 )/) g = "garbage collector"
      else if (n ~ /^AWT-EventQueue/) g = "event thread"
      else if (n == "kudde-warm-up") g = "warm-up thread"
      else if (n == "java") g = "main (JVM start, class loading before App.start)"
      else if (n ~ /^AWT-XAWT/) g = "AWT X11 thread"
      else if (n ~ /^VM (Thread|Periodic)/) g = "VM thread"
      s[g] += ms }
    END { for (g in s) printf "%s\t%s\t%d\n", run, g, s[g] }'
}

# launch KIND HOME LOG [quiet] → one result line "mapped painted jvm app edt proc splash" in $work/results-KIND
launch() {
  local kind="$1" home="$2" log="$3" start mapped splash deadline line
  mkdir -p "$home"
  start=$(now_ms)
  if [ "$kind" = jar ]; then
    HOME="$home" JAVA_TOOL_OPTIONS="${JAVA_TOOL_OPTIONS:-} -Duser.home=$home -Dkudde.reportStartup=true" java -jar "$JAR" 2>"$log" >"$log.out" &
  else
    HOME="$home" JAVA_TOOL_OPTIONS="${JAVA_TOOL_OPTIONS:-} -Duser.home=$home -Dkudde.reportStartup=true" "$IMAGE" 2>"$log" >"$log.out" &
  fi
  app_pid=$!
  mapped=""
  splash=""
  deadline=$(( start + 30000 ))
  [ "$MAPPED" = 1 ] || { mapped=-1; splash=-1; }
  while [ -z "$mapped" ] || ! grep -q '^kudde.startup' "$log"; do
    if [ -z "$splash" ] && splash_window; then splash=$(( $(now_ms) - start )); fi
    if [ -z "$mapped" ] && mapped_window; then mapped=$(( $(now_ms) - start )); [ -n "$splash" ] || splash=-1; fi
    if [ "$(now_ms)" -gt "$deadline" ] || ! kill -0 "$app_pid" 2>/dev/null; then
      echo "startup: $kind: no window within 30 s (is $JAR current? rebuild with mvn -B -q package -DskipTests)" >&2; cat "$log" >&2; exit 3
    fi
    # The painted time comes from the application's own clock, so this loop only has to notice
    # the line; polling X for the mapped window (MAPPED=1) starts several processes every 20 ms.
    if [ "$MAPPED" = 1 ]; then sleep 0.02; else sleep 0.1; fi
  done
  [ "${4:-}" = quiet ] || thread_times "$app_pid" >>"$work/threads-$kind"
  [ -z "${WMCLASS:-}" ] || check_wm_class "$kind"
  kill -9 "$app_pid" 2>/dev/null || true
  wait "$app_pid" 2>/dev/null || true
  app_pid=""
  [ "${4:-}" = quiet ] && return 0
  line=$(grep '^kudde.startup' "$log")
  local jvm app shown edt proc phases said
  jvm=$(sed 's/.*jvmStart=\([0-9]*\).*/\1/' <<<"$line")
  app=$(sed 's/.*appStart=\([0-9]*\).*/\1/' <<<"$line")
  shown=$(sed 's/.*shown=\([0-9]*\).*/\1/' <<<"$line")
  edt=$(sed 's/.*edtCpuMs=\([0-9-]*\).*/\1/' <<<"$line")
  proc=$(sed 's/.*processCpuMs=\([0-9-]*\).*/\1/' <<<"$line")
  phases=$(sed -n 's/.*phasesMs=\([^ ]*\).*/\1/p' <<<"$line")
  echo "$mapped $(( shown - start )) $(( jvm - start )) $(( shown - app )) $edt $proc $splash" >>"$work/results-$kind"
  # Anything else on the terminal (besides the JVM's note on JAVA_TOOL_OPTIONS) is a finding.
  said=$(cat "$log" "$log.out" | grep -v -e '^kudde.startup' -e '^Picked up JAVA_TOOL_OPTIONS' | head -3 || true)
  [ -z "$said" ] || printed=$(( printed + 1 ))
  printf 'startup: %s %d: splash %d ms, mapped %d ms, painted %d ms (jvm %d, app %d; cpu: event thread %d, process %d ms; event thread phases, ms: %s)%s\n' \
    "$kind" "$run" "$splash" "$mapped" $(( shown - start )) $(( jvm - start )) $(( shown - app )) "$edt" "$proc" "$phases" \
    "${said:+; printed: $said}" >&2
}

printed=0
load_before=$(cut -d' ' -f1-3 /proc/loadavg)
for kind in "${kinds[@]}"; do
  : >"$work/results-$kind"
  : >"$work/threads-$kind"
  [ "$HOMES" = fresh ] || launch "$kind" "$work/home-$kind" "$work/prime-$kind" quiet
done
for run in $(seq 1 "$RUNS"); do
  for kind in "${kinds[@]}"; do
    home="$work/home-$kind"
    [ "$HOMES" = fresh ] && home="$work/home-$kind-$run"
    launch "$kind" "$home" "$work/err-$kind-$run"
    sleep 0.5
  done
done
load_after=$(cut -d' ' -f1-3 /proc/loadavg)

stats() {  # FILE COLUMN → "median, p90 (min–max)"
  sort -n -k"$2","$2" "$1" | awk -v c="$2" '{ v[NR] = $c } END {
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2
    p = int(0.9 * NR + 0.999); if (p < 1) p = 1
    printf "%d ms, p90 %d ms (%d–%d ms)", m, v[p], v[1], v[NR] }'
}
echo "| from launch to ($HOMES homes, $RUNS launches each, interleaved) | $(printf '%s | ' "${kinds[@]}")target |"
echo "|---|$(printf -- '---|' "${kinds[@]}")---|"
row() {  # LABEL COLUMN TARGET
  local cells="" kind
  for kind in "${kinds[@]}"; do cells="$cells $(stats "$work/results-$kind" "$2") |"; done
  echo "| $1 |$cells $3 |"
}
[ "$MAPPED" = 1 ] && row "splash on the screen (X; -1: not seen)" 7 "≤ 300 ms"
[ "$MAPPED" = 1 ] && row "window mapped (X)" 1 "≤ 1,000 ms median, ≤ 1,500 ms p90"
row "window shown and painted with the start lesson" 2 "≤ 1,000 ms median, ≤ 1,500 ms p90"
row "JVM started (of which)" 3 ""
row "App.start → painted (of which)" 4 ""
row "processor time of the event thread until painted" 5 ""
row "processor time of the whole JVM until painted (all threads: JIT, GC, ...)" 6 ""
if [ -s "$work/results-jar" ] && [ -s "$work/results-image" ]; then
  paste -d' ' "$work/results-image" "$work/results-jar" | awk '{ print $2 / $9, $6 / $13 }' >"$work/ratios"
  ratio() { sort -g -k"$1","$1" "$work/ratios" | awk -v c="$1" '{ v[NR] = $c } END {
    m = (NR % 2) ? v[(NR + 1) / 2] : (v[NR / 2] + v[NR / 2 + 1]) / 2; printf "%.2f (%.2f–%.2f)", m, v[1], v[NR] }'; }
  echo "image / jar, each launch pair: painted $(ratio 1), processor time of the whole JVM $(ratio 2)"
fi
for kind in "${kinds[@]}"; do
  # Median over the launches of each kind of thread's processor time until the first paint.
  echo "processor time until painted by thread, $kind (median ms):$(sort -t"$(printf '\t')" -k2,2 -k3,3n "$work/threads-$kind" \
    | awk -F'\t' '$2 != g { if (g != "") out(); g = $2; n = 0 } { a[++n] = $3 } END { if (g != "") out() }
      function out() { m = (n % 2) ? a[(n + 1) / 2] : (a[n / 2] + a[n / 2 + 1]) / 2; printf " %s %d;", g, m }')"
done
versions="jar on $(java -version 2>&1 | head -1)"
for kind in "${kinds[@]}"; do
  [ "$kind" = image ] && versions="$versions, image on $("$(dirname "$IMAGE")/../lib/runtime/bin/java" -version 2>&1 | head -1)"
done
echo "$(nproc) cores, $versions, load average $load_before before, $load_after after"
if [ "$printed" -gt 0 ]; then
  echo "startup: $printed launches printed something on the terminal (above)" >&2
  [ "${STRICT:-0}" = 1 ] && exit 4
fi
exit 0
