#!/usr/bin/env bash
# Makes app/src/main/resources/kudde/ui/startup-classes.txt: the classes the window needs until
# its first paint that the JVM's shared archive does not hold, in the order they are loaded.
# kudde.ui.Warmup loads them beside the event thread at start-up (docs/performance.md, start-up).
# Run it after changing what start-up builds (a stale list is harmless, only slower), then
# rebuild the jar. The build keeps only the names it has (kudde.ui.StartupClasses), so a class
# renamed since is dropped from the jar's copy. Launches the jar once in a virtual X display, as scripts/startup.sh does.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
KUDDE_BUILD=always
. "$here/in-xvfb.sh"
mkdir -p "$work/home"
java -Duser.home="$work/home" -Dkudde.reportStartup=true -Dkudde.warmup=false \
  -Xlog:class+load=info:file="$work/classes.log" -jar app/target/kudde.jar 2>"$work/err" >/dev/null &
app_pid=$!
for _ in $(seq 1 300); do
  grep -q '^kudde.startup' "$work/err" && break
  sleep 0.1
done
grep -q '^kudde.startup' "$work/err" || { echo "startup-classes: the window did not open" >&2; cat "$work/err" >&2; exit 3; }
kill -9 "$app_pid"; wait "$app_pid" 2>/dev/null || true; app_pid=""
out=app/src/main/resources/kudde/ui/startup-classes.txt
{
  echo "# Classes loaded until the first paint of the window, not in the JVM's shared archive,"
  echo "# in load order (made by scripts/startup-classes.sh on $(java -version 2>&1 | head -1); see kudde.ui.Warmup)."
  grep -v 'shared objects file' "$work/classes.log" | grep -E 'source: (jrt:|file:)' | awk '{ print $2 }' \
    | grep -v -e '\$\$Lambda' -e '^kudde\.ui\.Warmup$'
} >"$out"
echo "startup-classes: $(grep -vc '^#' "$out") classes in $out"
