#!/usr/bin/env bash
# Runs the benchmarks of docs/performance.md (JMH, in app/src/test/java/kudde/bench) and prints one table:
# median and spread of each figure against its target. About a minute and a half on 2 cores.
#   scripts/bench.sh            all figures
#   scripts/bench.sh Scale      only benchmarks whose name matches (JMH regular expression);
#                               "memory" runs only the memory check
#   scripts/bench.sh strong [GAMES [SEED]]   the strong player's time a move over whole games
#   BENCH_QUICK=1 scripts/bench.sh   half the measurement time
#   BENCH_JVM="-XX:TieredStopAtLevel=1" scripts/bench.sh Odds   JVM options for the benchmark's fork
# Builds the test classes first (no tests run) and uses Maven's test classpath, so JMH never
# enters the application jar or slows the normal build.
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -ntp test-compile
cp_file=app/target/bench-classpath.txt
mvn -B -q -ntp -f app/pom.xml dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$PWD/$cp_file" >/dev/null
quick=false
[ -n "${BENCH_QUICK:-}" ] && quick=true
exec java -Dbench.quick="$quick" -Dbench.jvmArgs="${BENCH_JVM:-}" -cp "app/target/test-classes:app/target/classes:$(cat "$cp_file")" \
  kudde.bench.Benchmarks "$@"
