#!/usr/bin/env bash
# Regenerates the gallery and the demo page, then turns the gallery's HTML captures and the demo
# page into PNG images with headless Chromium.
# Usage: bash Screenshots/pictures.sh     (needs chromium: apt-get install chromium)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
swift build >/dev/null
BIN="$(swift build --show-bin-path)/duosim"
"$BIN" record Screenshots/gallery.tape -o Screenshots --force >/dev/null
"$BIN" demo --app mail -o Screenshots/mail-demo.html --force >/dev/null
CHROMIUM="$(command -v chromium || command -v chromium-browser || command -v google-chrome)"
for page in book-full-ltr book-split-ltr laptop-full-ltr hud-book; do
    # 120 × 40 cells at 14 px DejaVu Sans Mono (8.43 × 16.1 px) plus the page's padding.
    "$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
        --window-size=1100,730 --screenshot="$PWD/Screenshots/$page.png" "file://$PWD/Screenshots/$page.html" 2>/dev/null
    echo "wrote Screenshots/$page.png"
done
# The demo page as a designer first sees it on a laptop, in Split View: its script draws the
# picture, so Chromium is given time to run it.
"$CHROMIUM" --headless --no-sandbox --disable-gpu --hide-scrollbars --force-device-scale-factor=1 \
    --virtual-time-budget=5000 --window-size=1280,800 --screenshot="$PWD/Screenshots/mail-demo.png" \
    "file://$PWD/Screenshots/mail-demo.html#angle=127&split=1" 2>/dev/null
echo "wrote Screenshots/mail-demo.png"
