"""Checks inkbox's fontbakery profile (Integrations/fontbakery) from fontbakery's --json report
(scripts/fontbakery-check): the clipping font fails naming É and j and the sizes cut, the clean
one passes."""
import json
import sys


def main():
    report_path, clipping, clean = sys.argv[1:4]
    with open(report_path, encoding="utf-8") as report:
        checks = [check for section in json.load(report)["sections"] for check in section["checks"]]
    results = {check["filename"]: check for check in checks if check["key"][1].endswith("inkbox/clipping>")}
    failures = []
    failing = results.get(clipping)
    messages = "\n".join(
        log["message"]["message"] if isinstance(log["message"], dict) else str(log["message"])
        for log in (failing or {}).get("logs", []))
    if not failing or failing["result"] != "FAIL":
        failures.append(f"{clipping}: expected FAIL, got {failing and failing['result']}")
    for needed in ("É +", "j +", "is cut on ios at 10 sizes (11, 12, 13, 15, 16, 17, 20, 22, 28, 34 pt)",
                   "fix: inkbox fix"):
        if needed not in messages:
            failures.append(f"{clipping}: the FAIL does not say {needed!r}:\n{messages}")
    passing = results.get(clean)
    if not passing or passing["result"] != "PASS":
        failures.append(f"{clean}: expected PASS, got {passing and passing['result']}")
    print(f"fontbakery-check: profile: {clipping} {failing and failing['result']}, "
          f"{clean} {passing and passing['result']}")
    for failure in failures:
        print(f"fontbakery-check: profile: {failure}", file=sys.stderr)
    sys.exit(1 if failures else 0)


main()
