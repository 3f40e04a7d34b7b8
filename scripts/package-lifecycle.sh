#!/usr/bin/env bash
# The Debian package's whole life, in throwaway Debian roots: install, upgrade to a
# newer version, remove and purge, with apt as a user would, on
#   minimal   debootstrap --variant=minbase: no xdg-utils, no desktop-file-utils, no menu folders
#   desktop   the same with xdg-utils, desktop-file-utils and a desktop's menu folders (lxmenu-data)
# At each step it checks the outcome: the package's state in dpkg, the files in /opt/kudde and the
# menu entry, the installed `kudde check` over the bundled lessons (on the minimal root) and
# `kudde validate` (after the upgrade), the entry's StartupWMClass, desktop-file-validate on the
# desktop root, and after the purge that no file named kudde is left anywhere in the root. Then
# it installs a package made as 0.1.0 was (its failing maintainer scripts) and this one over it.
#
#   scripts/package-lifecycle.sh [DEB]      (default: app/target/dist/kudde_*.deb; needs root)
#
# Debian packages come from the registry configured in this machine's /etc/apt (its sources are
# copied into each root), debootstrap itself by scripts/ensure-debian-packages.sh. Everything is
# made in one temporary folder (TMPDIR), which the script unmounts and removes on any exit. The
# freshly debootstrapped roots are cached as tar files in KUDDE_ROOT_CACHE (default
# /var/cache/kudde-lifecycle; KUDDE_ROOT_CACHE= turns the cache off): each run unpacks a new copy,
# so nothing a run does reaches the next; a cache file is written whole before it is renamed into
# place, and one older than a week is made again (security updates). A failure ends the run with
# one line "lifecycle: FAILED: ROOT: STEP", after the output that shows why.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root_dir="$(cd "$here/.." && pwd)"
deb="${1:-}"
if [ -z "$deb" ]; then
  debs=("$root_dir"/app/target/dist/kudde_*.deb)
  deb="${debs[0]}"
fi
[ -f "$deb" ] || { echo "lifecycle: no package at $deb (build it: mvn -B -ntp -Pdist package -DskipTests)" >&2; exit 2; }
deb="$(cd "$(dirname "$deb")" && pwd)/$(basename "$deb")"
[ "$(id -u)" -eq 0 ] || { echo "lifecycle: needs root (debootstrap, chroot): sudo $0 $*" >&2; exit 2; }
bash "$here/ensure-debian-packages.sh" debootstrap

cache="${KUDDE_ROOT_CACHE-/var/cache/kudde-lifecycle}"
tmp="$(mktemp -d "${TMPDIR:-/tmp}/kudde-lifecycle.XXXXXX")"
where="set-up"
step=""
t0=$(date +%s)

# Unmounts everything mounted under the temporary folder (deepest first), then removes it.
cleanup() {
  local status=$? m
  for m in $(awk -v t="$tmp/" 'index($2, t) == 1 { print $2 }' /proc/mounts | sort -r); do
    umount "$m" 2>/dev/null || umount -l "$m" 2>/dev/null || true
  done
  if awk -v t="$tmp/" 'index($2, t) == 1 { found = 1 } END { exit !found }' /proc/mounts; then
    echo "lifecycle: could not unmount everything under $tmp; left it in place" >&2
  else
    rm -rf "$tmp"
  fi
  if [ "$status" -ne 0 ]; then
    echo "lifecycle: FAILED: $where: ${step:-(before the first step)}" >&2
  fi
  exit "$status"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

say() { echo "lifecycle: $where: $*"; }
begin() { step="$*"; say "$step"; }
fail() { echo "lifecycle: $where: $step: $*" >&2; exit 1; }

# This machine's Debian release and the registry its apt uses for it (deb822 .sources files or
# one-line .list files), for debootstrap.
codename="$(. /etc/os-release && echo "${VERSION_CODENAME:-}")"
[ -n "$codename" ] || { echo "lifecycle: no VERSION_CODENAME in /etc/os-release (not Debian?)" >&2; exit 2; }
arch="$(dpkg --print-architecture)"
mirror="$(
  { cat /etc/apt/sources.list.d/*.sources 2>/dev/null; echo; } | awk -v c="$codename" '
    /^$/ { if (uri != "" && (" " suites " ") ~ (" " c " ")) { print uri; exit } uri = ""; suites = ""; next }
    /^URIs:/ { uri = $2 } /^Suites:/ { $1 = ""; suites = $0 }'
)"
if [ -z "$mirror" ]; then
  mirror="$(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null \
    | awk -v c="$codename" '$1 == "deb" { for (i = 2; i <= NF; i++) if ($i !~ /^\[/ && $i !~ /\]$/) break
        if ($(i + 1) == c) { print $i; exit } }')"
fi
[ -n "$mirror" ] || { echo "lifecycle: no apt source for $codename in /etc/apt" >&2; exit 2; }

mounted_run() {  # ROOT COMMAND... → the command in the root, with /proc, /dev and /sys mounted
  local r="$1"
  shift
  mountpoint -q "$r/proc" || mount -t proc proc "$r/proc"
  mountpoint -q "$r/dev" || mount --bind /dev "$r/dev"
  mountpoint -q "$r/sys" || mount --bind /sys "$r/sys"
  DEBIAN_FRONTEND=noninteractive LC_ALL=C.UTF-8 PATH=/usr/sbin:/usr/bin:/sbin:/bin chroot "$r" "$@"
}
unmount_root() {
  local m
  for m in sys dev proc; do
    mountpoint -q "$1/$m" && { umount "$1/$m" || umount -l "$1/$m"; }
  done
  return 0
}

# The apt sources and keyrings of this machine, so the root reaches the same registry.
apt_like_host() {
  local r="$1" f k
  rm -f "$r/etc/apt/sources.list" "$r"/etc/apt/sources.list.d/*
  for f in /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources; do
    [ -f "$f" ] && cp "$f" "$r$f"
  done
  for k in $(cat /etc/apt/sources.list /etc/apt/sources.list.d/*.list /etc/apt/sources.list.d/*.sources 2>/dev/null \
      | grep -o 'signed-by=[^] ]*\|^Signed-By: *[^ ]*' | sed 's/.*[=:] *//' | sort -u); do
    [ -f "$k" ] && [ ! -e "$r$k" ] && install -D -m 644 "$k" "$r$k"
  done
  cp /etc/resolv.conf "$r/etc/resolv.conf" 2>/dev/null || true
}

# fresh_root KIND DIR → a new root of that kind in DIR, from the cache when it holds one.
fresh_root() {
  local kind="$1" r="$2" tar="$cache/$codename-$arch-$1.tar"
  mkdir -p "$r"
  if [ -n "$cache" ] && [ -f "$tar" ] && [ -z "$(find "$tar" -mtime +7)" ]; then
    if tar -C "$r" -xf "$tar"; then
      say "root from the cache ($tar)"
      apt_like_host "$r"
      return 0
    fi
    say "the cached root could not be unpacked: making it again"
    rm -rf "$r" && mkdir -p "$r"
  fi
  if [ "$kind" = minimal ]; then
    debootstrap --variant=minbase "$codename" "$r" "$mirror" >"$tmp/debootstrap.log" 2>&1 \
      || { tail -20 "$tmp/debootstrap.log" >&2; fail "debootstrap --variant=minbase $codename failed"; }
    apt_like_host "$r"
  else
    # The desktop root: the minimal one and a desktop's menu tools and folders.
    rmdir "$r"
    fresh_root minimal "$r"
    mounted_run "$r" apt-get update -qq || fail "apt-get update in the root failed"
    mounted_run "$r" apt-get install -y -qq --no-install-recommends xdg-utils desktop-file-utils lxmenu-data \
      >"$tmp/desktop-packages.log" 2>&1 || { tail -20 "$tmp/desktop-packages.log" >&2; fail "installing the desktop's packages failed"; }
  fi
  unmount_root "$r"
  rm -rf "$r"/var/lib/apt/lists/* "$r"/var/cache/apt/archives/*.deb
  if [ -n "$cache" ]; then
    mkdir -p "$cache"
    tar -C "$r" -cf "$tar.$$.part" . && mv -f "$tar.$$.part" "$tar" && say "root cached in $tar" \
      || { rm -f "$tar.$$.part"; say "the root could not be cached (going on without)"; }
  fi
}

status_of() {  # ROOT → the package's dpkg status ("install ok installed", ...), or "unknown"
  mounted_run "$1" dpkg-query -W -f='${Status} ${Version}' kudde 2>/dev/null || echo unknown
}

# The newer version: the same package with a higher version in its control file.
version="$(dpkg-deb -f "$deb" Version)"
newer="$version.1"
where="newer package"
begin "make kudde $newer from $(basename "$deb")"
mkdir -p "$tmp/newer"
dpkg-deb -R "$deb" "$tmp/newer/tree"
sed -i "s/^Version: .*/Version: $newer/" "$tmp/newer/tree/DEBIAN/control"
dpkg --compare-versions "$newer" gt "$version" || fail "$newer is not above $version"
dpkg-deb --root-owner-group -Znone -b "$tmp/newer/tree" "$tmp/newer/kudde_${newer}_$arch.deb" >/dev/null
rm -rf "$tmp/newer/tree"
new_deb="$tmp/newer/kudde_${newer}_$arch.deb"
# 0.1.0 as it was released: this package's files with 0.1.0's maintainer scripts, as jpackage
# expanded the project's templates then (app/src/dist/deb at 0.1.0, --linux-shortcut): postinst
# registered a copy of the entry with xdg-desktop-menu (which fails where the menu folders are
# missing: exit 3, the package left half-configured), prerm called a shell function jpackage had
# not put into the script (exit 127); it depended on xdg-utils and had no entry of its own.
released="$version~released"
begin "make kudde $released, a package as 0.1.0 was made"
dpkg-deb -R "$deb" "$tmp/newer/tree"
tree="$tmp/newer/tree"
sed -i -e "s/^Version: .*/Version: $released/" -e '/^Depends:/ s/ *$/, xdg-utils/' "$tree/DEBIAN/control"
rm -f "$tree/DEBIAN/md5sums" "$tree/usr/share/applications/kudde.desktop" "$tree/usr/share/icons/hicolor/128x128/apps/kudde.png"
sed 's/^Icon=.*/Icon=\/opt\/kudde\/lib\/kudde.png/' "$root_dir/app/src/dist/deb/kudde.desktop" >"$tree/opt/kudde/lib/kudde-kudde.desktop"
cat >"$tree/DEBIAN/postinst" <<'OLD'
#!/bin/sh
set -e
case "$1" in
    configure)
xdg-desktop-menu install /opt/kudde/lib/kudde-kudde.desktop
    ;;
esac
exit 0
OLD
cat >"$tree/DEBIAN/prerm" <<'OLD'
#!/bin/sh
set -e
case "$1" in
    remove|upgrade|deconfigure)
do_if_file_belongs_to_single_package /opt/kudde/lib/kudde-kudde.desktop xdg-desktop-menu uninstall /opt/kudde/lib/kudde-kudde.desktop
    ;;
esac
exit 0
OLD
chmod 755 "$tree/DEBIAN/postinst" "$tree/DEBIAN/prerm"
dpkg-deb --root-owner-group -Znone -b "$tree" "$tmp/newer/kudde_${released}_$arch.deb" >/dev/null
rm -rf "$tree"
released_deb="$tmp/newer/kudde_${released}_$arch.deb"
# (A package without the entry fails at the install's checks, below.)
wm_class="$(dpkg-deb --fsys-tarfile "$deb" | tar -xOf - ./usr/share/applications/kudde.desktop 2>/dev/null \
  | sed -n 's/^StartupWMClass=//p' || true)"

lifecycle() {  # KIND → the whole life of the package in a new root of that kind
  local kind="$1" r="$tmp/$1" out
  where="$kind root"
  begin "make the root (debootstrap --variant=minbase $codename$([ "$kind" = desktop ] && echo ' + xdg-utils, desktop-file-utils, lxmenu-data'))"
  fresh_root "$kind" "$r"
  if [ "$kind" = minimal ]; then
    for p in xdg-utils desktop-file-utils; do
      mounted_run "$r" dpkg-query -W "$p" >/dev/null 2>&1 && fail "$p is installed in the minimal root"
    done
    [ ! -d "$r/usr/share/desktop-directories" ] || fail "the minimal root has /usr/share/desktop-directories"
  else
    [ -d "$r/usr/share/desktop-directories" ] && [ -d "$r/etc/xdg/menus" ] || fail "the desktop root has no menu folders"
  fi
  mounted_run "$r" apt-get update -qq || fail "apt-get update in the root failed"
  find "$r" -xdev -iname '*kudde*' >"$tmp/before-$kind"

  begin "apt install ./$(basename "$deb")"
  cp "$deb" "$r/tmp/"
  mounted_run "$r" apt-get install -y -q --no-install-recommends "/tmp/$(basename "$deb")" >"$tmp/install-$kind.log" 2>&1 \
    || { tail -30 "$tmp/install-$kind.log" >&2; fail "apt install failed (its last lines above)"; }
  [ "$(status_of "$r")" = "install ok installed $version" ] || fail "dpkg says: $(status_of "$r")"
  if [ "$kind" = minimal ]; then
    # The package brings no desktop tools into a system without a desktop.
    for p in xdg-utils desktop-file-utils; do
      mounted_run "$r" dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'ok installed' \
        && fail "installing kudde installed $p"
    done
  fi
  [ -x "$r/opt/kudde/bin/kudde" ] || fail "/opt/kudde/bin/kudde is missing"
  [ -f "$r/usr/share/applications/kudde.desktop" ] || fail "the menu entry is missing"
  [ -f "$r/usr/share/icons/hicolor/128x128/apps/kudde.png" ] || fail "the icon is missing"
  [ -n "$wm_class" ] || fail "the menu entry names no StartupWMClass"
  if [ "$kind" = desktop ]; then
    # Its hints count too (two main categories put the entry in two menus).
    out="$(mounted_run "$r" desktop-file-validate /usr/share/applications/kudde.desktop 2>&1)" && [ -z "$out" ] \
      || { echo "$out" >&2; fail "desktop-file-validate finds fault with the menu entry (above)"; }
    [ ! -e "$r/usr/share/applications/kudde-kudde.desktop" ] || fail "a second menu entry was registered"
  fi

  if [ "$kind" = minimal ]; then
    begin "the installed kudde check over its bundled lessons"
    out="$(mounted_run "$r" sh -c 'HOME=/tmp /opt/kudde/bin/kudde check /opt/kudde/lib/app/lessons/*/*.json' 2>&1)" \
      || { echo "$out" | grep -v '^PASS ' | head -20 >&2; fail "kudde check failed"; }
    say "$(grep -c '^PASS ' <<<"$out") lessons PASS"
  fi

  begin "apt install ./$(basename "$new_deb") (upgrade $version -> $newer)"
  cp "$new_deb" "$r/tmp/"
  mounted_run "$r" apt-get install -y -q --no-install-recommends "/tmp/$(basename "$new_deb")" >"$tmp/upgrade-$kind.log" 2>&1 \
    || { tail -30 "$tmp/upgrade-$kind.log" >&2; fail "apt install failed (its last lines above)"; }
  [ "$(status_of "$r")" = "install ok installed $newer" ] || fail "dpkg says: $(status_of "$r")"
  out="$(mounted_run "$r" sh -c 'HOME=/tmp /opt/kudde/bin/kudde validate /opt/kudde/lib/app/lessons/base/*.json' 2>&1)" \
    || { echo "$out" | head -20 >&2; fail "kudde validate failed after the upgrade"; }
  [ -f "$r/usr/share/applications/kudde.desktop" ] || fail "the menu entry is missing after the upgrade"

  begin "apt remove kudde"
  mounted_run "$r" apt-get remove -y -q kudde >"$tmp/remove-$kind.log" 2>&1 \
    || { tail -30 "$tmp/remove-$kind.log" >&2; fail "apt remove failed (its last lines above)"; }
  case "$(status_of "$r")" in
    "deinstall ok config-files"*|unknown|"unknown ok not-installed"*) ;;
    *) fail "dpkg says: $(status_of "$r")" ;;
  esac
  [ ! -e "$r/opt/kudde" ] || fail "/opt/kudde is still there: $(find "$r/opt/kudde" | head -5 | tr '\n' ' ')"
  [ ! -e "$r/usr/share/applications/kudde.desktop" ] || fail "the menu entry is still there"

  begin "apt purge kudde"
  mounted_run "$r" apt-get purge -y -q kudde >"$tmp/purge-$kind.log" 2>&1 \
    || { tail -30 "$tmp/purge-$kind.log" >&2; fail "apt purge failed (its last lines above)"; }
  nothing_left "$kind" "$r"

  # A user who installed 0.1.0 can install this package over it: where 0.1.0's postinst failed
  # (no menu folders) as where it registered its copy of the entry, and although 0.1.0's prerm
  # fails (dpkg then runs this package's prerm failed-upgrade, which succeeds).
  begin "apt install ./$(basename "$released_deb") (0.1.0's scripts)"
  cp "$released_deb" "$r/tmp/"
  if [ "$kind" = minimal ]; then
    ! mounted_run "$r" apt-get install -y -q --no-install-recommends "/tmp/$(basename "$released_deb")" >"$tmp/released-$kind.log" 2>&1 \
      || fail "0.1.0's postinst did not fail where there are no menu folders: the test no longer shows what it is about"
    [ "$(status_of "$r")" = "install ok half-configured $released" ] || fail "dpkg says: $(status_of "$r")"
  else
    mounted_run "$r" apt-get install -y -q --no-install-recommends "/tmp/$(basename "$released_deb")" >"$tmp/released-$kind.log" 2>&1 \
      || { tail -30 "$tmp/released-$kind.log" >&2; fail "apt install failed (its last lines above)"; }
    [ -f "$r/usr/share/applications/kudde-kudde.desktop" ] || fail "0.1.0's scripts registered no entry"
  fi
  begin "apt install ./$(basename "$deb") over it"
  cp "$deb" "$r/tmp/"
  mounted_run "$r" apt-get install -y -q --no-install-recommends "/tmp/$(basename "$deb")" >"$tmp/over-$kind.log" 2>&1 \
    || { tail -30 "$tmp/over-$kind.log" >&2; fail "apt install failed (its last lines above)"; }
  [ "$(status_of "$r")" = "install ok installed $version" ] || fail "dpkg says: $(status_of "$r")"
  [ -f "$r/usr/share/applications/kudde.desktop" ] || fail "the menu entry is missing"
  [ ! -e "$r/usr/share/applications/kudde-kudde.desktop" ] || fail "0.1.0's copy of the entry is still there"
  begin "apt purge kudde"
  mounted_run "$r" apt-get purge -y -q kudde >"$tmp/purge2-$kind.log" 2>&1 \
    || { tail -30 "$tmp/purge2-$kind.log" >&2; fail "apt purge failed (its last lines above)"; }
  nothing_left "$kind" "$r"
  unmount_root "$r"
  rm -rf "$r"
  say "install, upgrade, remove and purge passed, and the install over 0.1.0"
}

nothing_left() {  # KIND ROOT → fails unless dpkg knows no kudde and no file named kudde is new in the root
  case "$(status_of "$2")" in
    unknown|"unknown ok not-installed"*) ;;
    *) fail "dpkg says: $(status_of "$2")" ;;
  esac
  rm -f "$2"/tmp/kudde_*.deb
  find "$2" -xdev -iname '*kudde*' >"$tmp/after-$1"
  if ! diff "$tmp/before-$1" "$tmp/after-$1" >"$tmp/left-$1"; then
    sed "s|$2||" "$tmp/left-$1" | head -20 >&2
    fail "files named kudde are left after the purge (above)"
  fi
}

lifecycle minimal
lifecycle desktop
where="all"
step=""
echo "lifecycle: the package's install, upgrade to $newer, remove and purge, and its install over 0.1.0's, passed on a minimal and a desktop $codename root ($(( $(date +%s) - t0 )) s)"
