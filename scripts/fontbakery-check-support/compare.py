"""Compares fontbakery's results on a family before and after `inkbox fix` (scripts/fontbakery-check):
every check that passes on an original passes on its copy, and the family's vertical metrics
are one set of values (`family/vertical_metrics` passes on the copies); the checks a plan targets
(a fourth argument, comma-separated) pass on every copy."""
import collections
import json
import sys


def results(path):
    """(check, file) -> result, from fontbakery's --json report."""
    found = {}
    with open(path, encoding="utf-8") as report:
        for section in json.load(report)["sections"]:
            for check in section["checks"]:
                name = check["key"][1].split(":", 1)[1].rstrip(">")
                found[(name, check.get("filename") or "(family)")] = check["result"]
    return found


def main():
    name, before_path, after_path = sys.argv[1:4]
    # The checks the plan targets (--convention google-fonts): each must pass on every copy.
    targets = [check for check in (sys.argv[4] if len(sys.argv) > 4 else "").split(",") if check]
    before, after = results(before_path), results(after_path)
    failures = []
    for target in targets:
        missed = sorted(f"{filename} {result}" for (check, filename), result in after.items()
                        if check == target and result != "PASS")
        ran = any(check == target for (check, _) in after)
        if missed or not ran:
            failures.append(f"{target}, which the plan targets, does not pass on the copies: {missed or 'not run'}")
    for (check, filename), result in sorted(before.items()):
        if result == "PASS" and after.get((check, filename)) != "PASS":
            failures.append(f"{check} on {filename}: PASS before, {after.get((check, filename), 'missing')} after")
    family = [result for (check, _), result in after.items() if check == "family/vertical_metrics"]
    if family != ["PASS"]:
        failures.append(f"family/vertical_metrics on the copies: {family or 'not run'}")
    def counts(found):
        tally = collections.Counter((check, result) for (check, _), result in found.items())
        return ", ".join(f"{check} {result} {count}" for (check, result), count in sorted(tally.items()))
    print(f"fontbakery-check: {name}: before: {counts(before)}")
    print(f"fontbakery-check: {name}: after:  {counts(after)}")
    for failure in failures:
        print(f"fontbakery-check: {name}: {failure}", file=sys.stderr)
    sys.exit(1 if failures else 0)


main()
