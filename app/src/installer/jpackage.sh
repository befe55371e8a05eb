#!/usr/bin/env bash
# Builds the installable sandbox from the runnable jar (run by `mvn -Pinstaller package`):
# target/installer/driving-sandbox/, an application image with its own Java runtime (jlink'd
# from the modules jdeps lists for the jar), started with bin/driving-sandbox; and on Linux,
# when dpkg-deb and fakeroot are installed, a .deb of the same image.
#
# usage: jpackage.sh TARGET_DIR VERSION   (VERSION: numbers only, such as 0.1.0)
set -euo pipefail
target=$1
version=$2
# What `jdeps --print-module-deps --ignore-missing-deps --multi-release 17` lists for the jar
# (java.base, desktop, management, prefs, scripting, sql, jdk.unsupported), with java.logging
# (the log's java.util.logging, also required by java.sql) and jdk.management (the platform's
# management beans) named as well.
modules=java.base,java.desktop,java.logging,java.management,java.prefs,java.scripting,java.sql,jdk.management,jdk.unsupported
out="$target/installer"
input="$out/input"
rm -rf "$out"
mkdir -p "$input"
cp "$target/driving-sandbox.jar" "$input/"
common=(--name driving-sandbox --app-version "$version" --input "$input" --main-jar driving-sandbox.jar
  --main-class dev.sandbox.app.Main --add-modules "$modules"
  --jlink-options "--strip-debug --no-man-pages --no-header-files --compress=2"
  --description "A Porsche Boxster S and a Honda CBR1000RR on hilly terrain, moved by their own vehicle-dynamics model"
  --vendor "driving-sandbox")
jpackage --type app-image --dest "$out" "${common[@]}"
echo "installer: $out/driving-sandbox ($(du -sm "$out/driving-sandbox" | cut -f1) MB)"
if [ "$(uname -s)" = Linux ] && command -v dpkg-deb >/dev/null 2>&1 && command -v fakeroot >/dev/null 2>&1; then
  jpackage --type deb --dest "$out" "${common[@]}" --linux-package-name driving-sandbox --linux-shortcut \
    --linux-menu-group Game
  echo "installer: $(ls "$out"/*.deb) ($(du -m "$out"/*.deb | cut -f1) MB)"
else
  echo "installer: no .deb (it needs Linux with dpkg-deb and fakeroot)"
fi
