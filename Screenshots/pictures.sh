#!/usr/bin/env bash
# Regenerates the gallery (its PNG pictures are the tape's own captures, drawn by duosim) and the
# demo page, then photographs the demo page with headless Chromium: its script draws the picture.
# Usage: bash Screenshots/pictures.sh     (needs chromium: apt-get install chromium)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
swift build >/dev/null
BIN="$(swift build --show-bin-path)/duosim"
"$BIN" record Screenshots/gallery.tape -o Screenshots --force --color always >/dev/null
"$BIN" demo --app mail -o Screenshots/mail-demo.html --force >/dev/null
CHROMIUM="$(command -v chromium || command -v chromium-browser || command -v google-chrome)"
# The demo page as a designer first sees it on a laptop, in Split View: its script draws the
# picture, so Chromium is given time to run it.
"$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --virtual-time-budget=5000 --window-size=1280,800 --screenshot="$PWD/Screenshots/mail-demo.png" \
    "file://$PWD/Screenshots/mail-demo.html#angle=127&split=1" 2>/dev/null
echo "wrote Screenshots/mail-demo.png"
