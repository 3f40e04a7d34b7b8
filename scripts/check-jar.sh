#!/usr/bin/env bash
# Checks the shaded jar (run by .ci/run after the build; by hand: scripts/check-jar.sh [JAR [IMAGE]]):
#  - Kudde's own LICENSE and NOTICE (the repository root's) are the jar's META-INF/LICENSE and
#    META-INF/NOTICE, and, given the application image's folder, its lib/app/LICENSE and NOTICE
#    (and those of the .deb beside it, when there is one): whoever gets Kudde gets its terms;
#  - every bundled library's licence text is in it (META-INF/licenses/, see its README.txt), and no
#    library's own META-INF/LICENSE overwrote another's;
#  - the annotation-only jars the libraries declare (error_prone_annotations) are left out;
#  - jdeps -verbose:package finds no cycle among the kudde.* packages of the compiled jar (LayersTest
#    checks the classes with ArchUnit; this checks what ships).
set -euo pipefail
cd "$(dirname "$0")/.."
jar=${1:-app/target/kudde.jar}
image=${2:-}
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
if grep -qx 'META-INF/\(LICENSE\|NOTICE\)\.\(txt\|md\)' "$listing"; then
  echo "check-jar: a library's own META-INF/LICENSE or NOTICE is in $jar (keep them in META-INF/licenses/)" >&2
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

# Kudde's own licence and notice: exactly the root's files (a library's would have other text).
for f in LICENSE NOTICE; do
  if ! (cd "$unpacked" && "${jdk_bin}jar" xf "$jar_abs" "META-INF/$f") || ! cmp -s "$unpacked/META-INF/$f" "$f"; then
    echo "check-jar: META-INF/$f of $jar is not the repository's $f" >&2
    fail=1
  fi
  if [ -n "$image" ] && ! cmp -s "$image/lib/app/$f" "$f"; then
    echo "check-jar: $image/lib/app/$f is missing or not the repository's $f" >&2
    fail=1
  fi
done
if [ -n "$image" ]; then
  for deb in "$(dirname "$image")"/kudde_*.deb; do
    [ -f "$deb" ] || continue
    # The whole listing first: grep -q would stop reading early, and under pipefail dpkg-deb's
    # broken pipe would read as a missing file.
    contents=$(dpkg-deb -c "$deb")
    for f in LICENSE NOTICE; do
      if ! grep -q "/opt/kudde/lib/app/$f\$" <<<"$contents"; then
        echo "check-jar: $deb does not install /opt/kudde/lib/app/$f" >&2
        fail=1
      fi
    done
  done
fi

deps=$("${jdk_bin}jdeps" --multi-release 17 -verbose:package "$jar")
if ! echo "$deps" | "${jdk_bin}java" scripts/PackageCycles.java kudde; then
  echo "check-jar: jdeps finds a package cycle among kudde.* in $jar" >&2
  fail=1
fi
[ "$fail" = 0 ] && echo "check-jar: $jar${image:+ and $image}: LICENSE and NOTICE, the libraries' licences, no annotation jars, no kudde.* package cycle"
exit "$fail"
