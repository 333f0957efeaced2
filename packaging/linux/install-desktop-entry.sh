#!/bin/sh
# Werewolf Desktop for Linux: add the app to the desktop's menu, with its icon and its file types
# (.wwdeck decks and .wwgame game records open in it on a double-click). For this user only; no
# root needed. Run it from the unpacked folder; `--remove` takes it out again.
set -eu
here=$(CDPATH= cd -- "$(dirname -- "$0")" && pwd)
data=${XDG_DATA_HOME:-$HOME/.local/share}
desktop="$data/applications/werewolf-desktop.desktop"
mime="$data/mime/packages/werewolf-desktop.xml"
meta="$data/metainfo/org.werewolfdesktop.app.metainfo.xml"
sizes="16 24 32 48 64 128 256 512"

refresh() {
    command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$data/mime" || true
    command -v update-desktop-database >/dev/null 2>&1 && update-desktop-database "$data/applications" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 && gtk-update-icon-cache -q -t "$data/icons/hicolor" || true
}

if [ "${1:-}" = "--remove" ]; then
    rm -f "$desktop" "$mime" "$meta"
    for size in $sizes; do rm -f "$data/icons/hicolor/${size}x${size}/apps/werewolf-desktop.png"; done
    refresh
    echo "Werewolf Desktop was removed from the menu."
    exit 0
fi

exe="$here/WerewolfDesktop"
[ -x "$exe" ] || { echo "No WerewolfDesktop program beside this script ($here)." >&2; exit 1; }
mkdir -p "$data/applications" "$data/mime/packages" "$data/metainfo"
# the path in Exec= between double quotes, escaped as the desktop entry format wants it there
# (a backslash as four, " ` $ after two), put in with awk from the environment (no sed or awk escapes)
quoted=$(printf '%s' "$exe" | sed -e 's/\\/\\\\\\\\/g' -e 's/["`$]/\\\\&/g')
EXEC="\"$quoted\"" awk '{ while ((i = index($0, "@EXEC@")) > 0) $0 = substr($0, 1, i - 1) ENVIRON["EXEC"] substr($0, i + 6); print }' \
    "$here/share/applications/werewolf-desktop.desktop" > "$desktop"
cp "$here/share/mime/packages/werewolf-desktop.xml" "$mime"
cp "$here/share/metainfo/org.werewolfdesktop.app.metainfo.xml" "$meta"
for size in $sizes; do
    mkdir -p "$data/icons/hicolor/${size}x${size}/apps"
    cp "$here/share/icons/hicolor/${size}x${size}/apps/werewolf-desktop.png" "$data/icons/hicolor/${size}x${size}/apps/"
done
refresh
echo "Werewolf Desktop is in the menu now; .wwdeck and .wwgame files open in it."
