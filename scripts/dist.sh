#!/usr/bin/env bash
# Builds the installable application from app/target/kudde.jar; Maven runs it in the
# dist profile (`mvn -B -ntp -Pdist package -DskipTests`), right after the jar is made:
#   app/target/dist/kudde/            the application image (jpackage): bin/kudde (a launcher
#                                     script, below), lib/runtime (jlink: the modules jdeps finds),
#                                     and in lib/app the jar, the lessons (lessons/), the splash and
#                                     the start-up archive (kudde.aot, or kudde.jsa on a JDK 17)
#   app/target/dist/kudde_*.deb       on Debian: the same, installed to /opt/kudde with a menu entry
#
#   scripts/dist.sh [TARGET_DIR [JDK_HOME [VERSION]]]   (defaults: app/target, the JDK of javac, 0.1.0)
#
# The runtime: the jar is built for Java 17 and runs on any later Java; the image carries the
# newest JDK's runtime it finds (KUDDE_RUNTIME_JDK, else the newest JDK 25 or later under
# /usr/lib/jvm, else JDK_HOME), because from JDK 24 on the JVM can start from an ahead-of-time
# cache of the classes loaded, linked and profiled by a training run (JEP 483, 515): on this
# two-core machine the window opened in 0.87 s with it against 1.13 s with JDK 17 and its
# class-data-sharing archive (docs/performance.md, start-up).
# The archive: a training run launches the image in a virtual X display (Xvfb) up to the window's
# first paint. With JDK 25 the cache records the jar's path relative to the runtime, so a copied
# or installed image (the .deb's /opt/kudde) keeps it. JDK 17 maps its class-data-sharing archive
# only for the jar at the very path it was made with, so the .deb's postinst makes that archive
# again for /opt/kudde from the class list the image then carries. With no xvfb-run, the training
# is a `check` of the bundled lessons (JDK 25), or the class list comes from startup-classes.txt
# and the JDK's own list (JDK 17).
# Environment: DIST_DEB=0 skips the .deb; DPKG_DEB_COMPRESSOR_TYPE (default gzip) and
# DPKG_DEB_COMPRESSOR_LEVEL (default 6 for gzip) as dpkg-deb;
# KUDDE_RUNTIME_JDK picks the runtime's JDK (KUDDE_RUNTIME_JDK=$JDK_HOME keeps JDK 17).
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
root="$(cd "$here/.." && pwd)"
target="$(cd "${1:-$root/app/target}" && pwd -P)"
jdk="${2:-}"
version="${3:-0.1.0}"
version="${version%%-*}" # jpackage wants numbers only: 0.1.0-SNAPSHOT -> 0.1.0
if [ -z "$jdk" ]; then
  jdk="$(dirname "$(dirname "$(readlink -f "$(command -v javac)")")")"
fi
# major JDK_HOME → the JDK's feature release (17, 25, ...), from its release file
major() { sed -n 's/^JAVA_VERSION="\([0-9]*\).*/\1/p' "$1/release" 2>/dev/null; }
runtime_jdk="${KUDDE_RUNTIME_JDK:-}"
if [ -z "$runtime_jdk" ]; then
  runtime_jdk="$jdk"
  for candidate in /usr/lib/jvm/*/; do
    candidate="${candidate%/}"
    [ -x "$candidate/bin/jlink" ] && [ -x "$candidate/bin/jpackage" ] || continue
    m="$(major "$candidate")"
    [ -n "$m" ] && [ "$m" -ge 25 ] && [ "$m" -gt "$(major "$runtime_jdk" || echo 0)" ] && runtime_jdk="$candidate"
  done
fi
jdk="$runtime_jdk"
release="$(major "$jdk")"
[ -n "$release" ] && [ "$release" -ge 17 ] || { echo "dist: $jdk is not a JDK 17 or later" >&2; exit 2; }
for tool in jdeps jlink jpackage; do
  [ -x "$jdk/bin/$tool" ] || { echo "dist: $jdk/bin/$tool not found (needs a full JDK)" >&2; exit 2; }
done
# From JDK 25 on: the ahead-of-time cache (kudde.aot); before it, JDK 17's archive (kudde.jsa).
if [ "$release" -ge 25 ]; then archive=aot; else archive=jsa; fi
jar="$target/kudde.jar"
[ -f "$jar" ] || { echo "dist: $jar missing (run mvn package first)" >&2; exit 2; }

work="$target/dist-work"
out="$target/dist"
image="$out/kudde"
rm -rf "$work" "$image" "$out"/kudde_*.deb
mkdir -p "$work/input/lessons" "$out"
say() { echo "dist: $*" >&2; }
seconds() { date +%s; }
t0=$(seconds)

# 1. The runtime: the modules the jar uses (jdeps), plus the locale data for Dutch, which jdeps
#    cannot see (java.base alone formats numbers and plural rules in English only).
modules="$("$jdk/bin/jdeps" --print-module-deps --ignore-missing-deps --multi-release 17 "$jar"),jdk.localedata"
say "runtime: $jdk (Java $release), modules: $modules"
"$jdk/bin/jlink" --add-modules "$modules" --include-locales=en,nl \
  --strip-debug --no-header-files --no-man-pages --output "$work/runtime"

# 2. The image: jpackage's layout, with its own runtime, the jar, the splash and the lessons.
cp "$jar" "$work/input/kudde.jar"
cp "$root/app/src/main/resources/kudde/splash.png" "$work/input/splash.png"
# The project's licence and notice beside the jar (lib/app/), as in the jar's META-INF (scripts/check-jar.sh).
cp "$root/LICENSE" "$root/NOTICE" "$work/input/"
cp -R "$root/scenarios/." "$work/input/lessons/"
"$jdk/bin/jpackage" --type app-image --name kudde --app-version "$version" \
  --description "Rules tutor and scenario editor for Carcassonne Hills & Sheep" --vendor Kudde \
  --icon "$root/app/src/main/resources/kudde/icon.png" \
  --input "$work/input" --main-jar kudde.jar --main-class kudde.Main --runtime-image "$work/runtime" \
  --dest "$out"
# Its launcher is replaced by a shell script: JDK 17's native launcher asks rpm and then dpkg which
# package owns it at every start (`dpkg -S`, reading the whole package database: 0.72-1.15 s to
# `bin/kudde --help` against 0.25-0.44 s for the script, five of each in turn, load 22). The script
# uses shell built-ins only, so it needs nothing on the PATH. The splash goes on the command line
# (the JVM shows it before loading a class); -Xlog:...=off keeps the terminal quiet if the archive
# no longer fits (a JDK 17 image moved elsewhere): the JVM then starts without it, slower.
rm -f "$image/lib/libapplauncher.so" "$image/lib/app/kudde.cfg"
if [ "$archive" = aot ]; then
  archive_option='-XX:AOTCache="$app/kudde.aot"'; quiet='-Xlog:cds*=off,aot*=off'
else
  archive_option='-XX:SharedArchiveFile="$app/kudde.jsa"'; quiet='-Xlog:cds*=off'
fi
sed -e "s|@ARCHIVE@|$archive_option|" -e "s|@QUIET@|$quiet|" >"$image/bin/kudde" <<'LAUNCHER'
#!/bin/sh
# Kudde: `kudde` opens the window on the first lesson, `kudde FILE` opens a scenario file, and
# `kudde resolve|check|validate ...` runs the command line. Made by scripts/dist.sh.
self=$0
while [ -h "$self" ]; do
  link=$(PATH=/usr/bin:/bin:$PATH readlink "$self") || break
  case $link in /*) self=$link ;; *) self=${self%/*}/$link ;; esac
done
case $self in */*) ;; *) self=./$self ;; esac
# The start-up archive is checked against the jar's path: a real path, no "..".
root=$(cd "${self%/*}/.." && pwd -P) || exit 2
app=$root/lib/app
# The window runs on the quick compiler only (C1): on two cores the optimising one (C2) took more
# processor time before the first paint than the event thread itself (docs/performance.md,
# start-up); the engine's work in the window stays far inside its targets without it. The
# command line keeps both, for long checks.
case ${1-} in
  resolve|check|validate) jit= ;;
  *) jit=-XX:TieredStopAtLevel=1 ;;
esac
exec "$root/lib/runtime/bin/java" -splash:"$app/splash.png" @ARCHIVE@ \
  $jit @QUIET@ -Djava.class.path="$app/kudde.jar" kudde.Main "$@"
LAUNCHER
chmod 755 "$image/bin/kudde"
app="$(cd "$image/lib/app" && pwd -P)"
java="$image/lib/runtime/bin/java"
first_lessons=("$app"/lessons/"$(cd "$app/lessons" && ls -d */ | head -1)"*.json)

# window_once JAVA_OPTION... → one launch of the window in a virtual X display, as a user's first
# start (its own home), up to its first paint and a second more; then a clean exit (SIGTERM runs
# the JVM's exit, which writes what the options asked it to record).
window_once() {
  rm -rf "$work/home" && mkdir -p "$work/home"
  KUDDE_JAVA="$java" KUDDE_CP="$app/kudde.jar" KUDDE_HOME="$work/home" \
    xvfb-run -a -s "-screen 0 1440x900x24" bash -c '
      "$KUDDE_JAVA" "$@" -Duser.home="$KUDDE_HOME" \
        -Dkudde.reportStartup=true -Djava.class.path="$KUDDE_CP" kudde.Main 2>"$KUDDE_HOME/err" >/dev/null &
      pid=$!
      for _ in $(seq 1 600); do
        grep -q "^kudde.startup" "$KUDDE_HOME/err" && break
        kill -0 $pid 2>/dev/null || break
        sleep 0.1
      done
      grep -q "^kudde.startup" "$KUDDE_HOME/err" || { echo "dist: the window did not open for the training run:" >&2; cat "$KUDDE_HOME/err" >&2; kill -9 $pid 2>/dev/null; exit 3; }
      sleep 1
      kill -TERM $pid; wait $pid || true' window "$@"
}

if [ "$archive" = aot ]; then
  # 3. The training run records which classes start-up loads and links, and how its methods run,
  #    on the quick compiler as the launcher starts the window (JEP 483, 514, 515).
  config="$work/kudde.aotconf"
  if command -v xvfb-run >/dev/null 2>&1; then
    window_once -XX:AOTMode=record -XX:AOTConfiguration="$config" -XX:TieredStopAtLevel=1
    say "training run: a launch of the window to its first paint"
  else
    "$java" -XX:AOTMode=record -XX:AOTConfiguration="$config" -Djava.class.path="$app/kudde.jar" \
      kudde.Main check "$app"/lessons/*/*.json >"$work/training.log" 2>&1 || true
    say "no xvfb-run: training run on the command line only (check of the bundled lessons)"
  fi
  [ -s "$config" ] || { echo "dist: the training run recorded nothing" >&2; cat "$work/home/err" "$work/training.log" 2>/dev/null | tail -20 >&2; exit 3; }
  # 4. The cache, from what the training recorded (no window needed).
  "$java" -XX:AOTMode=create -XX:AOTConfiguration="$config" -XX:AOTCache="$app/kudde.aot" \
    -Djava.class.path="$app/kudde.jar" >"$work/dump.log" 2>&1 \
    || { echo "dist: making the cache failed:" >&2; tail -20 "$work/dump.log" >&2; exit 3; }
  # The launcher must use it: -XX:AOTMode=on turns a mismatch into an error instead of a slow start.
  must_map=-XX:AOTMode=on
else
  # 3. The class list: one launch to the first paint.
  classlist="$app/kudde.classlist"
  if command -v xvfb-run >/dev/null 2>&1; then
    window_once -Xshare:off -XX:DumpLoadedClassList="$classlist"
    say "class list from a launch to the first paint: $(wc -l <"$classlist") classes"
  else
    # No virtual display: the JDK's default list and the classes start-up loads beyond it.
    { cat "$image/lib/runtime/lib/classlist"
      grep -v '^#' "$root/app/src/main/resources/kudde/ui/startup-classes.txt" | tr . /
    } | grep -v '^@' >"$classlist"
    say "no xvfb-run: class list from startup-classes.txt and the JDK's list ($(wc -l <"$classlist") classes)"
  fi
  # 4. The archive, for the jar at exactly the path the launcher gives it (-Djava.class.path).
  "$java" -Xshare:dump -XX:SharedClassListFile="$classlist" -XX:SharedArchiveFile="$app/kudde.jsa" \
    -Djava.class.path="$app/kudde.jar" >"$work/dump.log" 2>&1 \
    || { echo "dist: making the archive failed:" >&2; tail -20 "$work/dump.log" >&2; exit 3; }
  must_map=-Xshare:on
fi
JAVA_TOOL_OPTIONS=$must_map "$image/bin/kudde" validate "${first_lessons[@]}" \
  >"$work/verify.log" 2>&1 || { echo "dist: the image does not start with its archive:" >&2; cat "$work/verify.log" >&2; exit 3; }
say "image: $image ($(du -sh "$image" | cut -f1); runtime $(du -sh "$image/lib/runtime" | cut -f1), archive $(du -sh "$app"/kudde.$archive | cut -f1)), $(( $(seconds) - t0 )) s"

# 5. The Debian package, from a copy of the image. JDK 25's cache goes in as it is; JDK 17's
#    archive is left out, and postinst makes it for /opt/kudde (prerm removes it again). jpackage
#    lays out /opt/kudde and works out the libraries it depends on, with the project's maintainer
#    scripts (app/src/dist/deb); deb-finish.sh adds the menu entry and the icon as files of the
#    package, instead of jpackage's --linux-shortcut, whose scripts register them with xdg-utils
#    and fail where a minimal Debian has no menu folders. The intermediate package is
#    left uncompressed: only the finished one is compressed.
if [ "${DIST_DEB:-1}" != 0 ] && command -v dpkg-deb >/dev/null 2>&1; then
  bash "$here/ensure-debian-packages.sh" fakeroot
  deb_image="$work/deb-image/kudde"
  mkdir -p "$work/deb-image" "$work/deb"
  cp -a "$image" "$deb_image"
  rm -f "$deb_image/lib/app/kudde.jsa"
  DPKG_DEB_COMPRESSOR_TYPE=none "$jdk/bin/jpackage" --type deb --app-image "$deb_image" --name kudde --app-version "$version" \
    --description "Rules tutor and scenario editor for Carcassonne Hills & Sheep" --vendor Kudde \
    --linux-package-name kudde --linux-deb-maintainer "kudde@localhost" --linux-app-category education \
    --resource-dir "$root/app/src/dist/deb" --dest "$work/deb"
  deb_name="$(basename "$(ls "$work"/deb/kudde_*.deb)")"
  # gzip: xz took 5 minutes on a busy 2-core machine
  DPKG_DEB_COMPRESSOR_TYPE="${DPKG_DEB_COMPRESSOR_TYPE:-gzip}" bash "$here/deb-finish.sh" "$work/deb/$deb_name" "$out/$deb_name"
  rm -rf "$work/deb"
  say "package: $out/$deb_name ($(du -sh "$out/$deb_name" | cut -f1)), $(( $(seconds) - t0 )) s in all"
fi
