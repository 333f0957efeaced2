#!/usr/bin/env bash
# Make a compressed (UDZO) disk image with the app, a link to /Applications and the licence files.
# macOS only.
#
#   packaging/macos/make_dmg.sh dist/WerewolfDesktop.app dist/WerewolfDesktop-0.1.0-macos-arm64.dmg \
#       LICENSE build/legal/THIRD-PARTY-NOTICES.txt
#
# Every file after the two paths is copied to the top of the disk image as <name>.txt.
#
# Called by `python dev.py build --installer` on macOS (packaging/build.py), after the .app has
# been signed (when the signing secrets are there). Sign/notarize the dmg afterwards with
# `packaging/macos/sign_and_notarize.sh dmg <file.dmg>`.
set -euo pipefail

if [[ "$(uname -s)" != "Darwin" ]]; then
    echo "make_dmg.sh: macOS only (needs hdiutil)" >&2
    exit 2
fi
if [[ $# -lt 2 ]]; then
    echo "usage: $0 path/to/WerewolfDesktop.app path/to/output.dmg [file to put beside the app …]" >&2
    exit 2
fi

app="$1"
out="$2"
shift 2
volname="Werewolf Desktop"
[[ -d "$app" ]] || { echo "make_dmg.sh: no app bundle at $app" >&2; exit 1; }

staging="$(mktemp -d "${TMPDIR:-/tmp}/wd-dmg.XXXXXX")"
trap 'rm -rf "$staging"' EXIT

# ditto keeps symlinks, extended attributes and the code signature intact
ditto "$app" "$staging/$(basename "$app")"
ln -s /Applications "$staging/Applications"
for extra in "$@"; do
    [[ -f "$extra" ]] || { echo "make_dmg.sh: $extra does not exist" >&2; exit 1; }
    name="$(basename "$extra")"
    cp "$extra" "$staging/${name%.txt}.txt"
done

mkdir -p "$(dirname "$out")"
rm -f "$out"
# hdiutil sometimes fails with "Resource busy" on CI machines: try a few times
for attempt in 1 2 3 4 5; do
    if hdiutil create -volname "$volname" -srcfolder "$staging" -fs HFS+ \
            -format UDZO -imagekey zlib-level=9 -ov "$out"; then
        break
    fi
    if [[ $attempt -eq 5 ]]; then
        echo "make_dmg.sh: hdiutil create failed" >&2
        exit 1
    fi
    echo "make_dmg.sh: hdiutil create failed (attempt $attempt), retrying in 5 s" >&2
    sleep 5
done
hdiutil verify "$out"
echo "make_dmg.sh: wrote $out ($(du -h "$out" | cut -f1))"
