# Sourced at the top of a script that launches the application in a virtual X display
# (startup.sh, startup-classes.sh). Outside the display it installs what is missing, builds the
# jar when needed (always with KUDDE_BUILD=always) and runs the script again inside xvfb-run
# with the same arguments. Inside, it starts twm (start-twm.sh), makes a scratch folder $work,
# and on exit stops the application ($app_pid, when set) and twm and removes $work.
# Set before sourcing: here, the scripts folder.
root="$(cd "$here/.." && pwd)"
if [ "${KUDDE_IN_XVFB:-}" != "1" ]; then
  bash "$here/ensure-debian-packages.sh" xvfb xauth twm x11-utils fontconfig fonts-dejavu-core
  if [ "${KUDDE_BUILD:-}" = always ] || [ ! -f "$root/app/target/kudde.jar" ]; then
    (cd "$root" && mvn -B -q package -DskipTests)
  fi
  export KUDDE_IN_XVFB=1
  exec xvfb-run -a -s "-screen 0 1440x900x24" bash "$0" "$@"
fi
cd "$root"
work="$(mktemp -d)"
. "$here/start-twm.sh"
app_pid=""
cleanup() {
  [ -n "$app_pid" ] && kill -9 "$app_pid" 2>/dev/null || true
  kill "$twm_pid" 2>/dev/null || true
  rm -rf "$work"
}
trap cleanup EXIT
