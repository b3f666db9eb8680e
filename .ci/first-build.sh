#!/usr/bin/env bash
# The first ten minutes, timed as a newcomer meets them: a fresh clone of this repository's HEAD in a
# temporary folder, then the README's two commands' builds and its test command, each timed from
# outside (wall clock and CPU). The README's figures come from this script.
#   bash .ci/first-build.sh            # clone HEAD, time `swift build`, then `swift test`
#   bash .ci/first-build.sh --build    # the build only
# Times on a shared machine move from day to day: say next to a figure when and how it was taken.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi

work="$(mktemp -d "${TMPDIR:-/tmp}/duosim-first-build.XXXXXX")"
trap 'rm -rf "$work"' EXIT
git clone --quiet "$PWD" "$work/duosim"
cd "$work/duosim"

timed() { # LABEL COMMAND…: runs it, prints wall and CPU seconds (bash's own clock), fails when it fails
    local label="$1" status wall user system
    shift
    TIMEFORMAT="%R %U %S"
    { time if "$@" >"$work/log" 2>&1; then echo 0; else echo $?; fi >"$work/status"; } 2>"$work/times"
    read -r status <"$work/status"
    if [ "$status" -ne 0 ]; then
        tail -30 "$work/log"
        echo "first-build: $label failed (exit $status)" >&2
        exit 1
    fi
    read -r wall user system <"$work/times"
    awk -v l="$label" -v w="$wall" -v u="$user" -v s="$system" \
        'BEGIN { printf "%-12s %6.1f s wall  %6.1f s CPU\n", l, w, u + s }'
}

echo "fresh clone of $(git rev-parse --short HEAD) on $(nproc) cores, $(date -u +%F)"
timed "swift build" swift build
if [ "${1:-}" != "--build" ]; then
    # The README's test command; the build of the tests is part of its time.
    timed "swift test" env DUOSIM_RECORD=never swift test
fi
