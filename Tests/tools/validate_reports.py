"""Check a Thumbrule report file the way its consumer reads it.

    python3 validate_reports.py junit FILE FINDINGS
    python3 validate_reports.py checkstyle FILE FINDINGS
    python3 validate_reports.py codeclimate FILE FINDINGS

junit is read with junitparser (the JUnit XML library CI plugins and pytest tooling use),
checkstyle with the standard library's XML parser against Checkstyle's element and attribute
names, codeclimate against GitLab Code Quality's required fields. FINDINGS is how many
findings the report must carry. Exit 0 when valid; 1 with one line per problem; 2 when the
tooling is missing.
"""
import json
import sys
import xml.etree.ElementTree as ElementTree

problems = []


def junit(path, findings):
    try:
        from junitparser import JUnitXml, Failure
    except ImportError as error:
        print(f"missing test tooling ({error}); run: pip install -r Tests/requirements.txt")
        sys.exit(2)
    document = JUnitXml.fromfile(path)
    failures = 0
    cases = 0
    for suite in document:
        if not suite.name:
            problems.append("a testsuite has no name")
        suite_failures = 0
        for case in suite:
            cases += 1
            if not case.name or not case.classname:
                problems.append(f"a testcase in {suite.name} has no name or classname")
            results = [result for result in case.result if isinstance(result, Failure)]
            failures += len(results)
            suite_failures += 1 if results else 0
            for result in results:
                if not result.message or result.type not in ("error", "warning", "note"):
                    problems.append(f"{case.name}: a failure without message or with type {result.type!r}")
        if suite.tests != len(list(suite)) or suite.failures != suite_failures:
            problems.append(f"suite {suite.name}: tests={suite.tests} failures={suite.failures}, "
                            f"but it holds {len(list(suite))} cases, {suite_failures} failing")
    if cases == 0:
        problems.append("no test cases")
    if failures != findings:
        problems.append(f"{failures} failures, expected {findings}")


def checkstyle(path, findings):
    root = ElementTree.parse(path).getroot()
    if root.tag != "checkstyle" or not root.get("version"):
        problems.append(f"root element is <{root.tag}> with version {root.get('version')!r}")
    errors = 0
    for file in root:
        if file.tag != "file" or not file.get("name"):
            problems.append(f"<{file.tag}> under <checkstyle> is not a named <file>")
        for error in file:
            errors += 1
            if error.tag != "error":
                problems.append(f"<{error.tag}> in a <file>")
            if not error.get("line", "").isdigit() or not error.get("column", "").isdigit():
                problems.append(f"{file.get('name')}: line/column not numbers")
            if error.get("severity") not in ("error", "warning", "info", "ignore"):
                problems.append(f"{file.get('name')}: severity {error.get('severity')!r}")
            if not error.get("message") or not error.get("source"):
                problems.append(f"{file.get('name')}: an error without message or source")
    if errors != findings:
        problems.append(f"{errors} errors, expected {findings}")


def codeclimate(path, findings):
    with open(path, encoding="utf-8") as handle:
        issues = json.load(handle)
    if not isinstance(issues, list):
        problems.append("the document is not an array")
        return
    fingerprints = set()
    for index, issue in enumerate(issues):
        where = f"[{index}]"
        for key, kind in (("description", str), ("check_name", str), ("fingerprint", str), ("severity", str), ("location", dict)):
            if not isinstance(issue.get(key), kind):
                problems.append(f"{where}.{key} missing or not {kind.__name__}")
        if issue.get("type") != "issue":
            problems.append(f"{where}.type is {issue.get('type')!r}")
        if issue.get("severity") not in ("info", "minor", "major", "critical", "blocker"):
            problems.append(f"{where}.severity {issue.get('severity')!r}")
        location = issue.get("location") or {}
        if not isinstance(location.get("path"), str) or location.get("path", "/").startswith("/"):
            problems.append(f"{where}.location.path is not a relative path")
        begin = (location.get("lines") or {}).get("begin")
        if not isinstance(begin, int) or begin < 1:
            problems.append(f"{where}.location.lines.begin {begin!r}")
        if issue.get("fingerprint") in fingerprints:
            problems.append(f"{where}.fingerprint repeats {issue.get('fingerprint')}")
        fingerprints.add(issue.get("fingerprint"))
    if len(issues) != findings:
        problems.append(f"{len(issues)} issues, expected {findings}")


kinds = {"junit": junit, "checkstyle": checkstyle, "codeclimate": codeclimate}
kinds[sys.argv[1]](sys.argv[2], int(sys.argv[3]))
for problem in problems:
    print(problem)
sys.exit(1 if problems else 0)
