#!/usr/bin/env bash
# Draws the start-up splash again (app/src/main/resources/kudde/splash.png, the jar manifest's
# SplashScreen-Image) and the application icon (icon.png beside it, for the installed menu entry)
# from the tile and figure art with kudde.ui.art.SplashArt (test sources).
# Run it after changing the art, then commit the PNGs; SplashArtTest fails while they are stale.
set -euo pipefail
cd "$(dirname "$0")/.."
mvn -B -q -ntp test-compile
cp_file="$(mktemp)"
trap 'rm -f "$cp_file"' EXIT
mvn -B -q -ntp -f app/pom.xml dependency:build-classpath -Dmdep.outputFile="$cp_file" -Dmdep.includeScope=test >/dev/null
java -Djava.awt.headless=true -cp "app/target/test-classes:app/target/classes:$(cat "$cp_file")" \
  kudde.ui.art.SplashArt app/src/main/resources/kudde
