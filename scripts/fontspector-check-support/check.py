"""Checks `inkbox fontspector-plugin` (through Integrations/fontspector/inkbox-fontspector-plugin)
against fontspector's plugin protocol (scripts/fontspector-check):

- the shapes fontspector's host deserializes, written out from its Rust source at commit
  ba4aa40 (fontspector-checkapi/src/plugin.rs PluginMetadata and CheckMetadata, profile.rs
  Profile and Override, checkresult.rs CheckResult, status.rs Status and StatusCode), with
  serde's rules: a field is required unless it is an Option or has a default;
- the answers of a plugin written with fontspector's own Python helper (fontspectorapi, pinned):
  inkbox's carry the same keys;
- the protocol's rules (plugin.rs's plugin_main and run_external_check; docs/fix.md): --metadata and the legacy `metadata`, --check and `check`,
  JSON only on stdout, exit 0 on an answer and non-zero with a message on stderr otherwise,
  exactly one file for a single-file check;
- the verdicts: IPAex Gothic FAILs naming É and j and the sizes cut, DejaVu Sans PASSes, a file
  that is not a font FAILs as not measured.
"""
import json
import subprocess
import sys

PLUGIN, PYTHON, REFERENCE = sys.argv[1:4]
SEVERITIES = {"SKIP", "INFO", "PASS", "WARN", "FAIL", "FATAL", "ERROR"}
failures = []


def fail(message):
    failures.append(message)


# Each shape: field -> (type check, required). "str?" is an Option<String>: absent or null or a string.
def is_str(value):
    return isinstance(value, str)


def is_bool(value):
    return isinstance(value, bool)


def is_uint(value):
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def list_of(test):
    return lambda value: isinstance(value, list) and all(test(item) for item in value)


def map_of(test):
    return lambda value: isinstance(value, dict) and all(is_str(k) and test(v) for k, v in value.items())


def optional(test):
    return lambda value: value is None or test(value)


def anything(_value):
    return True


def shape(fields):
    def test(value, where="", report=True):
        if not isinstance(value, dict):
            if report:
                fail(f"{where}: not an object")
            return False
        good = True
        for name, (field_test, required) in fields.items():
            if name not in value:
                if required:
                    fail(f"{where}: lacks {name!r}, which fontspector requires")
                    good = False
            elif not field_test(value[name]):
                fail(f"{where}.{name}: {value[name]!r} is not what fontspector reads there")
                good = False
        return good
    return test


OVERRIDE = shape({"code": (is_str, True), "status": (lambda v: v in SEVERITIES, True), "reason": (is_str, True)})
PROFILE = shape({  # #[serde(default)] on the struct: every field may be absent
    "sections": (map_of(list_of(is_str)), False),
    "include_profiles": (list_of(is_str), False),
    "exclude_checks": (list_of(is_str), False),
    "overrides": (map_of(list_of(lambda v: OVERRIDE(v, "override"))), False),
    "configuration_defaults": (map_of(map_of(anything)), False),
})
CHECK_METADATA = shape({
    "id": (is_str, True), "title": (is_str, True), "rationale": (is_str, True),
    "proposal": (list_of(is_str), True), "applies_to": (is_str, True), "runs_on_collection": (is_bool, True),
    "metadata": (anything, True), "hotfix_available": (is_bool, True), "sourcefix_available": (is_bool, True),
})
PLUGIN_METADATA = shape({
    "api_version": (is_uint, True), "plugin_name": (is_str, True), "profiles": (map_of(anything), True),
    "checks": (list_of(lambda v: isinstance(v, dict)), True), "filetypes": (map_of(is_str), True),
})
STATUS = shape({
    "message": (optional(is_str), False), "severity": (lambda v: v in SEVERITIES, True),
    "code": (optional(is_str), False), "metadata": (list_of(anything), False),
})
CHECK_RESULT = shape({
    "check_id": (is_str, True), "check_name": (is_str, True), "check_rationale": (is_str, True),
    "filename": (optional(is_str), False), "source_filename": (optional(is_str), False),
    "section": (optional(is_str), False), "subresults": (list_of(lambda v: isinstance(v, dict)), True),
    "hotfix_result": (anything, False), "sourcefix_result": (anything, False),
    "hotfix_available": (is_bool, True), "sourcefix_available": (is_bool, True),
})


def answer(command, name):
    """The JSON a plugin printed on stdout for `command`, or None (a failure said)."""
    run = subprocess.run(command, capture_output=True, text=True, check=False)
    if run.returncode != 0:
        fail(f"{name}: exit {run.returncode}: {run.stderr.strip()}")
        return None
    try:
        return json.loads(run.stdout)
    except ValueError as error:
        fail(f"{name}: stdout is not JSON only: {error}")
        return None


def metadata_ok(metadata, name):
    if PLUGIN_METADATA(metadata, name):
        for profile_name, profile in metadata["profiles"].items():
            PROFILE(profile, f"{name}.profiles.{profile_name}")
        for index, check in enumerate(metadata["checks"]):
            CHECK_METADATA(check, f"{name}.checks[{index}]")


def result_ok(result, name):
    if CHECK_RESULT(result, name):
        for index, status in enumerate(result["subresults"]):
            STATUS(status, f"{name}.subresults[{index}]")


def same_keys(ours, theirs, where):
    if set(ours) != set(theirs):
        fail(f"{where}: inkbox has keys {sorted(ours)}, fontspector's helper {sorted(theirs)}")


reference = [PYTHON, REFERENCE]
their_metadata = answer(reference + ["--metadata"], "reference --metadata")
their_result = answer(reference + ["--check", "reference/check", "Fonts/DejaVuSans.ttf"], "reference --check")
metadata_ok(their_metadata, "reference metadata")  # the shapes hold for fontspector's own helper
result_ok(their_result, "reference result")

for form in (["--metadata"], ["metadata"]):
    metadata = answer([PLUGIN] + form, " ".join(form))
    if metadata is None:
        continue
    metadata_ok(metadata, " ".join(form))
    if their_metadata:
        same_keys(metadata, their_metadata, "metadata")
        same_keys(metadata["checks"][0], their_metadata["checks"][0], "metadata.checks[0]")
        same_keys(next(iter(metadata["profiles"].values())), next(iter(their_metadata["profiles"].values())),
                  "metadata.profiles")
    ids = [check["id"] for check in metadata.get("checks", [])]
    if ids != ["inkbox/clipping"] or metadata["profiles"].get("inkbox", {}).get("sections") is None:
        fail(f"{' '.join(form)}: expected the check inkbox/clipping in the profile inkbox, got {ids}")

verdicts = {}
for form, font in ((["--check"], "Fonts/ipaexg.ttf"), (["check"], "Fonts/DejaVuSans.ttf"),
                   (["--check"], "Fonts/README.md")):
    result = answer([PLUGIN] + form + ["inkbox/clipping", font], f"{form[0]} {font}")
    if result is None:
        continue
    result_ok(result, f"result {font}")
    if their_result:
        same_keys(result, their_result, f"result {font}")
        for status in result["subresults"]:
            same_keys(status, their_result["subresults"][0], f"result {font} subresult")
    verdicts[font] = result

ipa = verdicts.get("Fonts/ipaexg.ttf", {})
messages = "\n".join(status.get("message", "") for status in ipa.get("subresults", []))
if ipa.get("worst_status") != "FAIL":
    fail(f"IPAex Gothic: expected FAIL, got {ipa.get('worst_status')}")
for needed in ("É +", "j +", "is cut on ios at 10 sizes (11, 12, 13, 15, 16, 17, 20, 22, 28, 34 pt)",
               "fix: inkbox fix"):
    if needed not in messages:
        fail(f"IPAex Gothic: the FAIL does not say {needed!r}:\n{messages}")
dejavu = verdicts.get("Fonts/DejaVuSans.ttf", {})
if [s.get("severity") for s in dejavu.get("subresults", [])] != ["PASS"]:
    fail(f"DejaVu Sans: expected one PASS, got {dejavu.get('subresults')}")
readme = verdicts.get("Fonts/README.md", {})
if [(s.get("severity"), s.get("code")) for s in readme.get("subresults", [])] != [("FAIL", "not-measured")]:
    fail(f"not a font: expected FAIL not-measured, got {readme.get('subresults')}")

# What is not an answer: non-zero, nothing on stdout, the reason on stderr.
for arguments in (["--check", "inkbox/nothing", "Fonts/DejaVuSans.ttf"],
                  ["--check", "inkbox/clipping", "Fonts/DejaVuSans.ttf", "Fonts/ipaexg.ttf"], []):
    run = subprocess.run([PLUGIN] + arguments, capture_output=True, text=True, check=False)
    if run.returncode == 0 or run.stdout.strip() or not run.stderr.strip():
        fail(f"{arguments}: expected a non-zero exit, an empty stdout and a reason, got exit {run.returncode}")

print(f"fontspector-check: metadata and check answers hold fontspector's shapes; IPAex Gothic "
      f"{ipa.get('worst_status')}, DejaVu Sans {dejavu.get('worst_status')}, not a font {readme.get('worst_status')}")
for failure in failures:
    print("fontspector-check: " + failure, file=sys.stderr)
sys.exit(1 if failures else 0)
