# Sourced (not run) inside a virtual display by screenshot.sh and startup.sh: starts the twm window
# manager and sets twm_pid. Without a window manager AWT keeps stale frame positions (robot clicks
# land off target); twm places windows where the program asks instead of waiting for a click, and
# uses the X server's built-in "fixed" font because its default fonts need xfonts-base.
twm_rc="$(mktemp)"
cat >"$twm_rc" <<'TWMRC'
RandomPlacement
UsePPosition "on"
NoGrabServer
TitleFont "fixed"
ResizeFont "fixed"
MenuFont "fixed"
IconFont "fixed"
IconManagerFont "fixed"
TWMRC
twm -f "$twm_rc" >/dev/null 2>&1 &
twm_pid=$!
