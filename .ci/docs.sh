#!/usr/bin/env bash
# The library's documentation (Docs/LIBRARY.md, "Documentation"): a DocC archive for each library
# product — PoseEngine, PoseEngineTesting, PoseEngineSnapshotTesting — from the symbol graphs of
# the built modules (swift-symbolgraph-extract) and the catalog beside each one's sources
# (Sources/<Module>/<Module>.docc), made by the toolchain's `docc convert`. Any warning fails: a
# broken symbol link, an undocumented parameter, a topic that names nothing.
#
#   bash .ci/docs.sh [output folder]        (default .build/docs)
#
# Each <Module>.doccarchive is a static site (docc's --transform-for-static-hosting), and
# duosim.doccarchive all three (docc merge): serve its folder
# (python3 -m http.server -d .build/docs/duosim.doccarchive) and open /documentation/poseengine. DUOSIM_DOCS_MODULES names a folder of built .swiftmodule files and
# skips the build (DocumentationTests passes the one `swift test` built).
set -euo pipefail
cd "$(dirname "$0")/.."

output="${1:-.build/docs}"
modules_list=(PoseEngine PoseEngineTesting PoseEngineSnapshotTesting)

# docc and the extractor: on the PATH, else where the toolchain is installed here.
tool() {
    if command -v "$1" >/dev/null 2>&1; then command -v "$1"
    elif [ -x "/opt/swift/usr/bin/$1" ]; then echo "/opt/swift/usr/bin/$1"
    else echo "docs: $1 not found (it comes with the Swift toolchain)" >&2; return 1
    fi
}
docc="$(tool docc)"
extract="$(tool swift-symbolgraph-extract)"

modules="${DUOSIM_DOCS_MODULES:-}"
if [ -z "$modules" ]; then
    # The snapshot kit's target brings the other two with it.
    swift build --target PoseEngineSnapshotTesting
    modules="$(swift build --show-bin-path)/Modules"
fi
build="$(dirname "$modules")"
# The target triple is the build folder's name (.build/x86_64-unknown-linux-gnu/debug/Modules).
triple="$(basename "$(dirname "$build")")"
case "$triple" in *-*-*) ;; *) triple="$(swift -print-target-info | sed -n 's/.*"triple": "\(.*\)".*/\1/p' | head -1)" ;; esac

graphs="$(mktemp -d)"
trap 'rm -rf "$graphs"' EXIT
mkdir -p "$output"
for module in "${modules_list[@]}"; do
    mkdir -p "$graphs/$module"
    # The C module the snapshot kit's dependencies import, by the module map the build made for it.
    maps=()
    if [ -f "$build/CTerminalRestore.build/module.modulemap" ]; then
        maps=(-Xcc "-fmodule-map-file=$build/CTerminalRestore.build/module.modulemap")
    fi
    "$extract" -module-name "$module" -I "$modules" -target "$triple" -minimum-access-level public \
        -skip-synthesized-members -output-dir "$graphs/$module" "${maps[@]}"
    rm -rf "$output/$module.doccarchive"
    "$docc" convert "Sources/$module/$module.docc" --additional-symbol-graph-dir "$graphs/$module" \
        --output-path "$output/$module.doccarchive" --fallback-display-name "$module" \
        --fallback-bundle-identifier "duosim.$module" --warnings-as-errors
done
# The three as one site, with a landing page naming them: duosim.doccarchive.
rm -rf "$output/duosim.doccarchive"
archives=()
for module in "${modules_list[@]}"; do archives+=("$output/$module.doccarchive"); done
"$docc" merge "${archives[@]}" --synthesized-landing-page-name duosim --output-path "$output/duosim.doccarchive"
echo "docs: ${modules_list[*]} in $output, and all three in $output/duosim.doccarchive"
