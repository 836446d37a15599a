#!/usr/bin/env python3
"""Reads inkbox's SARIF with an independent SARIF 2.1.0 reader (sarif-pydantic, pinned in
requirements.txt) and checks that it carries the same findings as the GitHub annotations: with
--annotate note, one annotation per file, line and column holding every finding there at the gravest
level; by default, the same for errors alone, and every SARIF result keeps a partialFingerprint.

Usage: check.py INKBOX
Runs `inkbox check` on the example tokens and `inkbox scan` on the example app (github and sarif) and
`inkbox audit` on the bundled fonts (sarif); exits 1 with the reason when a log does not read or the
findings differ.
"""
import json
import re
import subprocess
import sys

from sarif_pydantic import Sarif

LEVELS = {"error": "error", "warning": "warning", "notice": "note"}
RANK = {"note": 0, "warning": 1, "error": 2}


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
        column = location.region.start_column if location and location.region else None
        assert result.partial_fingerprints and len(result.partial_fingerprints.get("inkboxFinding/v1", "")) == 16
        level = result.level.value if hasattr(result.level, "value") else result.level
        findings.append((level, uri, line, column, result.message.text))
    return findings


def grouped(findings, least):
    """SARIF results as GitHub should annotate them: by file, line and column, at the gravest level."""
    groups = {}
    for level, uri, line, column, message in findings:
        if RANK[level] >= RANK[least]:
            groups.setdefault((uri, line, column), []).append((level, message))
    return {place: (max((level for level, _ in entries), key=RANK.get), sorted(message for _, message in entries))
            for place, entries in groups.items()}


def unescaped(text):
    """A workflow command's value as GitHub reads it: %25, %0D, %0A (and in properties %3A, %2C) decoded."""
    codes = {"25": "%", "0D": "\r", "0A": "\n", "3A": ":", "2C": ","}
    return re.sub(r"%(25|0D|0A|3A|2C)", lambda match: codes[match.group(1)], text)


def github(text):
    """Annotations by file, line and column: their level and each finding's "title: message"."""
    annotations = {}
    for line in text.splitlines():
        match = re.match(r"::(error|warning|notice) (.*?)::(.*)$", line)
        if not match:
            continue
        properties = {key: unescaped(value)
                      for key, value in (part.split("=", 1) for part in match.group(2).split(","))}
        place = (properties.get("file"), int(properties["line"]) if "line" in properties else None,
                 int(properties["col"]) if "col" in properties else None)
        assert place not in annotations, f"two annotations at {place}"
        titles = properties["title"].split(" · ")
        messages = unescaped(match.group(3)).split("\n")
        # One platform: its title once, for every line; several: each line names its own.
        messages = [f"{titles[0]}: {message}" for message in messages] if len(titles) == 1 else messages
        annotations[place] = (LEVELS[match.group(1)], sorted(messages))
    return annotations


def compare(command, inkbox, arguments, sarif):
    """The annotations of --annotate note and of the default (errors) against the SARIF results."""
    for least, option in (("note", ["--annotate", "note"]), ("error", [])):
        expected = grouped(sarif, least)
        annotated = github(run(inkbox, *arguments, "--format", "github", *option))
        if expected != annotated or not expected:
            sys.exit(f"sarif-check: {command}'s SARIF and GitHub annotations (--annotate {least}) differ:\n"
                     f"{expected}\n{annotated}")


def main():
    inkbox = sys.argv[1]
    tokens = ["check", "--fonts", "Fonts", "Examples/dtcg/typography.tokens.json"]
    from_sarif = read(run(inkbox, *tokens, "--format", "sarif"))
    compare("check", inkbox, tokens, from_sarif)
    audit_text = run(inkbox, "audit", "Fonts", "--format", "sarif")
    audit = read(audit_text)
    # Each result's level is its rule's severity (docs/rules.md): read apart from the reader above.
    raw = json.loads(audit_text)["runs"][0]
    default = {rule["id"]: rule["defaultConfiguration"]["level"] for rule in raw["tool"]["driver"]["rules"]}
    levels = [(result["level"], default[result["ruleId"]]) for result in raw["results"]]
    if (not any(level == "error" for level, _, _, _, _ in audit) or any(not uri for _, uri, _, _, _ in audit)
            or any(level != rule for level, rule in levels)):
        sys.exit(f"sarif-check: audit's SARIF lacks its findings or their rules' levels: {audit}")
    scan = ["scan", "--fonts", "Fonts", "Examples/scan-app"]
    scan_sarif = read(run(inkbox, *scan, "--format", "sarif"))
    if not any(level == "note" for level, _, _, _, _ in scan_sarif):
        sys.exit(f"sarif-check: scan's SARIF lacks its notes: {scan_sarif}")
    compare("scan", inkbox, scan, scan_sarif)
    print(f"sarif-check: check {len(from_sarif)} and scan {len(scan_sarif)} findings grouped as their GitHub annotations are (per file and line; errors alone by default), "
          f"audit {len(audit)} findings; every log read as SARIF 2.1.0 by sarif-pydantic")


if __name__ == "__main__":
    main()
