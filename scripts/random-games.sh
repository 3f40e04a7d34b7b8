#!/usr/bin/env bash
# Writes random games (the benchmark's, docs/performance.md) as scenario files with the final scores and bag
# this engine reached in "expect", for replaying them through another resolver:
#   scripts/random-games.sh DIR [COUNT [FIRST_SEED]]      (default 100 games from seed 1)
# Check them with this engine: java -jar app/target/kudde.jar check DIR/*.json
set -euo pipefail
cd "$(dirname "$0")/.."
dir="${1:?usage: scripts/random-games.sh DIR [COUNT [FIRST_SEED]]}"
mvn -B -q -ntp test-compile
cp_file=app/target/bench-classpath.txt
mvn -B -q -ntp -f app/pom.xml dependency:build-classpath -Dmdep.includeScope=test -Dmdep.outputFile="$PWD/$cp_file" >/dev/null
exec java -cp "app/target/test-classes:app/target/classes:$(cat "$cp_file")" kudde.bench.RandomGameFiles "$dir" "${2:-100}" "${3:-1}"
