#!/usr/bin/env python3
"""Validates JSON documents against a JSON Schema with Python's jsonschema (the tests' standard validator).

Usage: python3 .ci/validate-json.py SCHEMA < DOCUMENTS
  DOCUMENTS is a JSON array of documents. Prints a JSON array with, for each document, null when it is
  valid, else its best error: {"path": the JSON path of the value, "field": the key it names (the path,
  or the path and the key for a missing or unexpected key), "message": jsonschema's words}.
Exit 0; 3 when jsonschema isn't installed (`python3 -m pip install jsonschema`); 2 on bad input.
"""
import json
import re
import sys

try:
    import jsonschema
except ImportError:
    sys.stderr.write("validate-json: jsonschema isn't installed (python3 -m pip install jsonschema)\n")
    sys.exit(3)


def field(error):
    """The JSON path of the key an error is about, as duosim writes it."""
    path = error.json_path
    ancestor = error.parent
    while ancestor is not None:
        if ancestor.validator == "oneOf":
            return ancestor.json_path  # one of several keys: the object is at fault, as duosim says
        ancestor = ancestor.parent
    if error.validator == "required":
        match = re.match(r"'(.+)' is a required property", error.message)
        if match:
            return f"{path}.{match.group(1)}"
    if error.validator == "additionalProperties" and isinstance(error.instance, dict):
        known = error.schema.get("properties", {})
        patterns = error.schema.get("patternProperties", {})
        extra = sorted(key for key in error.instance
                       if key not in known and not any(re.search(p, key) for p in patterns))
        if extra:
            return f"{path}.{extra[0]}"
    return path


def main():
    if len(sys.argv) != 2:
        sys.stderr.write(__doc__)
        sys.exit(2)
    with open(sys.argv[1], encoding="utf-8") as handle:
        schema = json.load(handle)
    validator_class = jsonschema.validators.validator_for(schema)
    validator_class.check_schema(schema)
    validator = validator_class(schema)
    results = []
    for document in json.load(sys.stdin):
        error = jsonschema.exceptions.best_match(validator.iter_errors(document))
        if error is None:
            results.append(None)
        else:
            results.append({"path": error.json_path, "field": field(error), "message": error.message})
    json.dump(results, sys.stdout)
    sys.stdout.write("\n")


main()
