#!/usr/bin/env bash
# Sign (and notarize) the macOS app or its disk image — only when the secrets are there.
#
#   packaging/macos/sign_and_notarize.sh app dist/WerewolfDesktop.app
#       codesign inside out with the hardened runtime: every Mach-O file (dylibs, .so, executables)
#       deepest first, then each .framework, then the app with entitlements.plist; verify;
#       then, with the notarization secrets, zip it, `xcrun notarytool submit --wait`,
#       `xcrun stapler staple` the .app (so it also opens offline after being copied out of the dmg)
#   packaging/macos/sign_and_notarize.sh dmg dist/WerewolfDesktop-0.1.0-macos-arm64.dmg
#       codesign the dmg; notarize it and staple the ticket to it
#
# Environment (GitHub Actions secrets; see docs/packaging.md):
#   MACOS_CERT_P12        base64 of the "Developer ID Application" certificate + key (.p12)
#   MACOS_CERT_PASSWORD   the .p12's password
#   APPLE_ID              Apple ID e-mail used for notarization
#   APPLE_TEAM_ID         the 10-character team id
#   APPLE_APP_PASSWORD    an app-specific password for that Apple ID
#   MACOS_SIGN_IDENTITY   optional: the identity to use (default: the first Developer ID Application one)
# Without MACOS_CERT_P12/MACOS_CERT_PASSWORD nothing is signed (exit 0, says so); without the three
# APPLE_* variables the build is signed but not notarized (exit 0, says so).
set -euo pipefail
# (written for the bash 3.2 of /bin/bash on macOS too: no mapfile, guarded empty-array expansions)

here="$(cd "$(dirname "$0")" && pwd)"
kind="${1:-}"
target="${2:-}"
if [[ "$kind" != "app" && "$kind" != "dmg" ]] || [[ -z "$target" ]]; then
    echo "usage: $0 app path/to/WerewolfDesktop.app | $0 dmg path/to/file.dmg" >&2
    exit 2
fi
if [[ "$(uname -s)" != "Darwin" ]]; then
    echo "sign_and_notarize.sh: macOS only; signing skipped"
    exit 0
fi
if [[ -z "${MACOS_CERT_P12:-}" || -z "${MACOS_CERT_PASSWORD:-}" ]]; then
    echo "sign_and_notarize.sh: MACOS_CERT_P12 / MACOS_CERT_PASSWORD not set: signing skipped ($target stays unsigned)"
    echo "  (PyInstaller's ad-hoc signature only. On first open macOS says the app \"cannot be opened because"
    echo "  Apple cannot check it for malicious software\" / \"Not Opened\"; the user opens it with System"
    echo "  Settings → Privacy & Security → Open Anyway (macOS 15+), or right-click → Open (macOS 13–14),"
    echo "  or: xattr -dr com.apple.quarantine /Applications/WerewolfDesktop.app — see docs/packaging.md)"
    exit 0
fi
[[ -e "$target" ]] || { echo "sign_and_notarize.sh: $target does not exist" >&2; exit 1; }

work="$(mktemp -d "${TMPDIR:-/tmp}/wd-sign.XXXXXX")"
keychain="$work/signing.keychain-db"
keychain_password="$(uuidgen)"
old_keychains=()
while IFS= read -r line; do
    line="${line#"${line%%[![:space:]]*}"}"; line="${line%\"}"; line="${line#\"}"
    [[ -n "$line" ]] && old_keychains+=("$line")
done < <(security list-keychains -d user)

cleanup() {
    security list-keychains -d user -s ${old_keychains[@]+"${old_keychains[@]}"} >/dev/null 2>&1 || true
    security delete-keychain "$keychain" >/dev/null 2>&1 || true
    rm -rf "$work"
}
trap cleanup EXIT

# A throw-away keychain holding only the signing certificate
printf '%s' "$MACOS_CERT_P12" | base64 --decode > "$work/cert.p12" 2>/dev/null \
    || printf '%s' "$MACOS_CERT_P12" | base64 -D > "$work/cert.p12"
security create-keychain -p "$keychain_password" "$keychain"
security set-keychain-settings -lut 21600 "$keychain"
security unlock-keychain -p "$keychain_password" "$keychain"
security import "$work/cert.p12" -k "$keychain" -P "$MACOS_CERT_PASSWORD" -T /usr/bin/codesign -T /usr/bin/security
security set-key-partition-list -S apple-tool:,apple:,codesign: -s -k "$keychain_password" "$keychain" >/dev/null
security list-keychains -d user -s "$keychain" ${old_keychains[@]+"${old_keychains[@]}"}

identity="${MACOS_SIGN_IDENTITY:-}"
if [[ -z "$identity" ]]; then
    identity="$(security find-identity -v -p codesigning "$keychain" | awk -F'"' '/Developer ID Application/ {print $2; exit}')"
fi
if [[ -z "$identity" ]]; then
    echo "sign_and_notarize.sh: no 'Developer ID Application' identity in the certificate" >&2
    exit 1
fi
echo "sign_and_notarize.sh: signing $target as '$identity'"

notarize() {   # $1: file to submit (zip or dmg)
    if [[ -z "${APPLE_ID:-}" || -z "${APPLE_TEAM_ID:-}" || -z "${APPLE_APP_PASSWORD:-}" ]]; then
        echo "sign_and_notarize.sh: APPLE_ID / APPLE_TEAM_ID / APPLE_APP_PASSWORD not set: notarization skipped"
        return 1
    fi
    local out status id
    out="$(xcrun notarytool submit "$1" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
            --password "$APPLE_APP_PASSWORD" --wait --timeout 30m --output-format json)"
    echo "$out"
    status="$(printf '%s' "$out" | /usr/bin/python3 -c 'import json,sys; print(json.load(sys.stdin).get("status",""))')"
    id="$(printf '%s' "$out" | /usr/bin/python3 -c 'import json,sys; print(json.load(sys.stdin).get("id",""))')"
    if [[ "$status" != "Accepted" ]]; then
        echo "sign_and_notarize.sh: notarization status '$status'; log:" >&2
        xcrun notarytool log "$id" --apple-id "$APPLE_ID" --team-id "$APPLE_TEAM_ID" \
            --password "$APPLE_APP_PASSWORD" >&2 || true
        exit 1
    fi
    return 0
}

depth_sort() {   # paths on stdin, deepest first (then by name, for a stable order)
    awk -F/ '{ print NF "\t" $0 }' | sort -t "$(printf '\t')" -k1,1nr -k2 | cut -f2-
}

is_macho() {     # thin 32/64-bit Mach-O (either byte order) or a universal binary
    case "$(head -c 4 "$1" | od -An -tx1 | tr -d ' \n')" in
        cffaedfe|cefaedfe|feedfacf|feedface|cafebabe|bebafeca) return 0 ;;
    esac
    return 1
}

sign_inside_out() {   # $1: the .app. Apple's advice instead of --deep: sign each nested item, innermost first
    local app="$1" item
    while IFS= read -r item; do
        if is_macho "$item"; then
            codesign --force --options runtime --timestamp --sign "$identity" "$item"
        fi
    done < <(find "$app/Contents" -type f ! -path "*/_CodeSignature/*" -print | depth_sort)
    while IFS= read -r item; do
        codesign --force --options runtime --timestamp --sign "$identity" "$item"
    done < <(find "$app/Contents" -type d -name "*.framework" -print | depth_sort)
    codesign --force --options runtime --timestamp --entitlements "$here/entitlements.plist" \
        --sign "$identity" "$app"
}

if [[ "$kind" == "app" ]]; then
    sign_inside_out "$target"
    codesign --verify --deep --strict --verbose=2 "$target"
    ditto -c -k --keepParent "$target" "$work/notarize.zip"
    if notarize "$work/notarize.zip"; then
        xcrun stapler staple "$target"
        xcrun stapler validate "$target"
        spctl --assess --type execute --verbose=2 "$target"
    fi
else
    codesign --force --timestamp --sign "$identity" "$target"
    codesign --verify --verbose=2 "$target"
    if notarize "$target"; then
        xcrun stapler staple "$target"
        xcrun stapler validate "$target"
    fi
fi
echo "sign_and_notarize.sh: done with $target"
