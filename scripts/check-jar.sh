#!/usr/bin/env bash
# Checks the shaded jar (run by .ci/run after the build; by hand: scripts/check-jar.sh [JAR]):
#  - every bundled library's licence text is in it (META-INF/licenses/, see its README.txt), and no
#    library's own META-INF/LICENSE overwrote another's;
#  - the annotation-only jars the libraries declare (error_prone_annotations) are left out;
#  - jdeps -verbose:package finds no cycle among the kudde.* packages of the compiled jar (LayersTest
#    checks the classes with ArchUnit; this checks what ships).
set -euo pipefail
cd "$(dirname "$0")/.."
jar=${1:-app/target/kudde.jar}
jdk_bin=${JAVA_HOME:+$JAVA_HOME/bin/}
[ -f "$jar" ] || { echo "check-jar: no $jar (build it: mvn -B -ntp -o -q package -DskipTests)" >&2; exit 2; }

listing=$(mktemp)
trap 'rm -f "$listing"' EXIT
"${jdk_bin}jar" tf "$jar" >"$listing"
fail=0
for f in README.txt flatlaf-LICENSE.txt jsvg-LICENSE.txt miglayout-LICENSE.txt gson-LICENSE.txt; do
  if ! grep -qx "META-INF/licenses/$f" "$listing"; then
    echo "check-jar: META-INF/licenses/$f is missing from $jar" >&2
    fail=1
  fi
done
if grep -qx 'META-INF/LICENSE\(\.txt\|\.md\)\?' "$listing"; then
  echo "check-jar: a library's own META-INF/LICENSE is in $jar (only one of several can be; keep them in META-INF/licenses/)" >&2
  fail=1
fi
if grep -q '^com/google/errorprone/' "$listing"; then
  echo "check-jar: error_prone_annotations classes are in $jar; they are compile-time annotations only" >&2
  fail=1
fi
jar_abs=$(readlink -f "$jar")
unpacked=$(mktemp -d)
trap 'rm -rf "$listing" "$unpacked"' EXIT
(cd "$unpacked" && "${jdk_bin}jar" xf "$jar_abs" META-INF/licenses/jsvg-LICENSE.txt)
if ! grep -q '^MIT License' "$unpacked/META-INF/licenses/jsvg-LICENSE.txt" 2>/dev/null; then
  echo "check-jar: META-INF/licenses/jsvg-LICENSE.txt is not JSVG's MIT licence" >&2
  fail=1
fi

deps=$("${jdk_bin}jdeps" --multi-release 17 -verbose:package "$jar")
if ! echo "$deps" | "${jdk_bin}java" scripts/PackageCycles.java kudde; then
  echo "check-jar: jdeps finds a package cycle among kudde.* in $jar" >&2
  fail=1
fi
[ "$fail" = 0 ] && echo "check-jar: $jar: licences, no annotation jars, no kudde.* package cycle"
exit "$fail"
