#!/usr/bin/env bash
# No function body or expression of the product (what `swift run duosim` and a package depending
# on duosim build) may take more than 100 ms to type-check: a slow one is what makes a first build
# slow (the README's build figure). The tests are left out: Swift Testing's macros expand into
# expressions that take 100–300 ms each, about 450 of them. Builds into
# its own folder, so the flags don't rebuild the tests' build, and fails naming each slow place.
#   bash .ci/typecheck.sh [LIMIT_MS]
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
limit="${1:-100}"
log="$(mktemp "${TMPDIR:-/tmp}/duosim-typecheck.XXXXXX")"
trap 'rm -f "$log"' EXIT
flags=()
for flag in "-warn-long-function-bodies=$limit" "-warn-long-expression-type-checking=$limit"; do
    flags+=(-Xswiftc -Xfrontend -Xswiftc "$flag")
done
swift build --scratch-path .build/typecheck "${flags[@]}" >"$log" 2>&1 || {
    tail -40 "$log"
    echo "typecheck: the build failed" >&2
    exit 1
}
slow_places() { grep -E "^/.*: warning: .* took [0-9]+ms to type-check" "$log" | sed -E "s#^$PWD/##" | sort -u || true; }
slow=$(slow_places)
if [ -n "$slow" ]; then
    # Timings move with the machine's load: measure the files named again (touched, rebuilt with
    # the same flags) and keep only the places slow both times.
    first="$slow"
    cut -d: -f1 <<<"$first" | sort -u | xargs touch
    swift build --scratch-path .build/typecheck "${flags[@]}" >"$log" 2>&1 || true
    again=$(slow_places)
    slow=$(comm -12 <(cut -d: -f1-3 <<<"$first" | sort -u) <(cut -d: -f1-3 <<<"$again" | sort -u))
    [ -n "$slow" ] && slow=$(grep -F -f <(sed 's/$/:/' <<<"$slow") <<<"$again" || true)
fi
if [ -n "$slow" ]; then
    echo "$slow"
    echo "typecheck: $(wc -l <<<"$slow") place(s) over ${limit} ms to type-check, twice; give them types or split them" >&2
    exit 1
fi
echo "typecheck: nothing over ${limit} ms"
