#!/usr/bin/env python3
"""Validates a document against a schema: JSON against a JSON Schema (jsonschema, the draft the
schema names), XML against an XML Schema (lxml).

Usage: python3 .ci/validate.py json SCHEMA.json FILE...
       python3 .ci/validate.py xml SCHEMA.xsd FILE...
Exit 0 when every file is valid; 1 and one line a problem otherwise; 3 when the validator
module is missing (the tests then skip and say so).
"""
import json
import sys


def validate_json(schema_path, paths):
    try:
        import jsonschema
    except ImportError:
        print("validate: the jsonschema module is missing (python3 -m pip install jsonschema)", file=sys.stderr)
        return 3
    with open(schema_path, encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema, format_checker=validator_class.FORMAT_CHECKER)
    problems = 0
    for path in paths:
        with open(path, encoding="utf-8") as handle:
            document = json.load(handle)
        for error in sorted(validator.iter_errors(document), key=lambda e: list(e.absolute_path)):
            where = "/".join(str(part) for part in error.absolute_path) or "(root)"
            print(f"{path}: {where}: {error.message}")
            problems += 1
    return 1 if problems else 0


def validate_xml(schema_path, paths):
    try:
        from lxml import etree
    except ImportError:
        print("validate: the lxml module is missing (python3 -m pip install lxml)", file=sys.stderr)
        return 3
    schema = etree.XMLSchema(etree.parse(schema_path))
    problems = 0
    for path in paths:
        document = etree.parse(path)
        if not schema.validate(document):
            for error in schema.error_log:
                print(f"{path}:{error.line}: {error.message}")
                problems += 1
    return 1 if problems else 0


def main(arguments):
    if len(arguments) < 3 or arguments[0] not in ("json", "xml"):
        print(__doc__, file=sys.stderr)
        return 2
    kind, schema, paths = arguments[0], arguments[1], arguments[2:]
    return (validate_json if kind == "json" else validate_xml)(schema, paths)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
