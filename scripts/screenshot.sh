#!/usr/bin/env bash
# Run the real application in a virtual X display (Xvfb) with a window manager (twm), wait until
# its window is mapped, save a screenshot of the whole screen, then stop the application.
#
#   scripts/screenshot.sh [APP ARGS...]
#
# Environment:
#   SHOT          where to write the PNG (default /tmp/kudde.png)
#   WINDOW_TITLE  extended regex for the window title to wait for (default ^Kudde)
#   WAIT_SECONDS  how long to wait for the window (default 15)
#   SETTLE        seconds to let the window paint after it is mapped (default 1)
#   IMAGE         run this launcher instead of the jar (app/target/dist/kudde/bin/kudde: the
#                 installed application on its own runtime)
#
# Installs its Debian packages when missing. Builds app/target/kudde.jar when it does not exist.
# Exits 0 with a screenshot; otherwise non-zero (the app's own exit code if it quit first).
# A window manager matters: without one, AWT keeps stale frame positions (see docs/testing.md).
set -euo pipefail

SHOT="${SHOT:-/tmp/kudde.png}"
WINDOW_TITLE="${WINDOW_TITLE:-^Kudde}"
WAIT_SECONDS="${WAIT_SECONDS:-15}"
SETTLE="${SETTLE:-1}"
export SHOT WINDOW_TITLE WAIT_SECONDS SETTLE IMAGE="${IMAGE:-}"

here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"

if [ "${KUDDE_SCREENSHOT_INSIDE:-}" != "1" ]; then
  # ---- outside the virtual display: prepare, then re-run this script inside xvfb-run ----
  bash "$here/ensure-debian-packages.sh" \
    xvfb xauth twm x11-utils fontconfig fonts-dejavu-core imagemagick
  jar="$root/app/target/kudde.jar"
  if [ ! -f "$jar" ]; then
    echo "screenshot: $jar missing, building it" >&2
    (cd "$root" && mvn -B -q package -DskipTests)
  fi
  mkdir -p "$(dirname "$SHOT")"
  export KUDDE_SCREENSHOT_INSIDE=1
  exec xvfb-run -a -s "-screen 0 1440x900x24" bash "$0" "$@"
fi

# ---- inside the virtual display ----
cd "$root"
. "$root/scripts/start-twm.sh"

app_pid=""
cleanup() {
  if [ -n "$app_pid" ] && kill -0 "$app_pid" 2>/dev/null; then
    kill "$app_pid" 2>/dev/null || true
    for _ in 1 2 3 4 5 6 7 8 9 10; do kill -0 "$app_pid" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$app_pid" 2>/dev/null || true
  fi
  kill "$twm_pid" 2>/dev/null || true
  rm -f "$twm_rc"
}
trap cleanup EXIT

# Wait until twm has taken the screen (it creates its own windows), so the app's window is
# managed from the start.
twm_ok=0
for _ in $(seq 1 50); do
  if ! kill -0 "$twm_pid" 2>/dev/null; then break; fi
  if ! xwininfo -root -children 2>/dev/null | grep -q ' 0 children'; then twm_ok=1; break; fi
  sleep 0.1
done
if [ "$twm_ok" != 1 ]; then
  echo "screenshot: warning: twm is not running; the window will have no frame" >&2
fi

now_ms() { echo $(( $(date +%s%N) / 1000000 )); }
start=$(now_ms)
if [ -n "${IMAGE:-}" ]; then "$IMAGE" "$@" & else java -jar app/target/kudde.jar "$@" & fi
app_pid=$!

# Find a viewable top-level window whose title matches WINDOW_TITLE.
find_window() {
  local id
  for id in $(xwininfo -root -tree 2>/dev/null \
      | awk -v re="$WINDOW_TITLE" '{
          if (match($0, /"[^"]*"/)) { t = substr($0, RSTART + 1, RLENGTH - 2); if (t ~ re) print $1 }
        }'); do
    if xwininfo -id "$id" 2>/dev/null | grep -q 'Map State: IsViewable'; then
      echo "$id"
      return 0
    fi
  done
  return 1
}

win=""
deadline=$(( start + WAIT_SECONDS * 1000 ))
while :; do
  if ! kill -0 "$app_pid" 2>/dev/null; then
    set +e; wait "$app_pid"; code=$?; set -e
    app_pid=""
    echo "screenshot: the application exited with code $code before a window appeared" >&2
    [ "$code" -eq 0 ] && code=1
    exit "$code"
  fi
  if win=$(find_window); then
    break
  fi
  if [ "$(now_ms)" -gt "$deadline" ]; then
    echo "screenshot: no window titled /$WINDOW_TITLE/ within ${WAIT_SECONDS}s" >&2
    import -window root "$SHOT" 2>/dev/null && echo "screenshot: screen as it was saved to $SHOT" >&2
    exit 3
  fi
  sleep 0.1
done
elapsed=$(( $(now_ms) - start ))
printf 'screenshot: window %s mapped %d.%03d s after launch\n' "$win" $(( elapsed / 1000 )) $(( elapsed % 1000 )) >&2

sleep "$SETTLE"
import -window root "$SHOT"
echo "screenshot: saved $SHOT" >&2
