#!/usr/bin/env python3
"""Reads inkbox's SARIF with an independent SARIF 2.1.0 reader (sarif-pydantic, pinned in
requirements.txt) and checks that it carries the same findings as the GitHub annotations.

Usage: check.py INKBOX
Runs `inkbox check` on the example tokens (github and sarif) and `inkbox audit` on the bundled
fonts (sarif); exits 1 with the reason when a log does not read or the findings differ.
"""
import json
import re
import subprocess
import sys

from sarif_pydantic import Sarif

LEVELS = {"error": "error", "warning": "warning", "notice": "note"}


def run(inkbox, *arguments):
    return subprocess.run([inkbox, *arguments], capture_output=True, text=True).stdout


def read(text):
    log = Sarif.model_validate_json(text)
    assert log.version == "2.1.0", log.version
    assert len(log.runs) == 1 and log.runs[0].tool.driver.name == "inkbox"
    rules = [rule.id for rule in log.runs[0].tool.driver.rules]
    findings = []
    for result in log.runs[0].results:
        assert result.rule_id in rules, result.rule_id
        assert rules[result.rule_index] == result.rule_id
        location = result.locations[0].physical_location if result.locations else None
        uri = location.artifact_location.uri if location else None
        line = location.region.start_line if location and location.region else None
        findings.append((result.level.value if hasattr(result.level, "value") else result.level, uri, line, result.message.text))
    return findings


def unescaped(text):
    """A workflow command's value as GitHub reads it: %25, %0D, %0A (and in properties %3A, %2C) decoded."""
    codes = {"25": "%", "0D": "\r", "0A": "\n", "3A": ":", "2C": ","}
    return re.sub(r"%(25|0D|0A|3A|2C)", lambda match: codes[match.group(1)], text)


def github(text):
    findings = []
    for line in text.splitlines():
        match = re.match(r"::(error|warning|notice) (.*?)::(.*)$", line)
        if not match:
            continue
        properties = {key: unescaped(value)
                      for key, value in (part.split("=", 1) for part in match.group(2).split(","))}
        findings.append((LEVELS[match.group(1)], properties.get("file"), int(properties["line"]) if "line" in properties else None,
                         f"{properties['title']}: {unescaped(match.group(3))}"))
    return findings


def main():
    inkbox = sys.argv[1]
    tokens = ["check", "--fonts", "Fonts", "Examples/dtcg/typography.tokens.json"]
    from_sarif = read(run(inkbox, *tokens, "--format", "sarif"))
    from_github = github(run(inkbox, *tokens, "--format", "github"))
    if from_sarif != from_github or not from_sarif:
        sys.exit(f"sarif-check: check's SARIF and GitHub annotations differ:\n{from_sarif}\n{from_github}")
    audit_text = run(inkbox, "audit", "Fonts", "--format", "sarif")
    audit = read(audit_text)
    # Each result's level is its rule's severity (docs/rules.md): read apart from the reader above.
    raw = json.loads(audit_text)["runs"][0]
    default = {rule["id"]: rule["defaultConfiguration"]["level"] for rule in raw["tool"]["driver"]["rules"]}
    levels = [(result["level"], default[result["ruleId"]]) for result in raw["results"]]
    if (not any(level == "error" for level, _, _, _ in audit) or any(not uri for _, uri, _, _ in audit)
            or any(level != rule for level, rule in levels)):
        sys.exit(f"sarif-check: audit's SARIF lacks its findings or their rules' levels: {audit}")
    scan = ["scan", "--fonts", "Fonts", "Examples/scan-app"]
    scan_sarif = read(run(inkbox, *scan, "--format", "sarif"))
    scan_github = github(run(inkbox, *scan, "--format", "github"))
    if scan_sarif != scan_github or not any(level == "note" for level, _, _, _ in scan_sarif):
        sys.exit(f"sarif-check: scan's SARIF and GitHub annotations differ:\n{scan_sarif}\n{scan_github}")
    print(f"sarif-check: check {len(from_sarif)} and scan {len(scan_sarif)} findings equal to their GitHub annotations, "
          f"audit {len(audit)} findings; every log read as SARIF 2.1.0 by sarif-pydantic")


if __name__ == "__main__":
    main()
