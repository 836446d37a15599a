#!/usr/bin/env python3
"""Runs action.yml's steps on this machine as a runner would, in order: each `run` step in bash
with its `env`, `${{ inputs.x }}`, `${{ runner.temp }}` and `${{ steps.id.outputs.x }}` filled in,
GITHUB_OUTPUT, GITHUB_PATH and GITHUB_STEP_SUMMARY files, and the step's outputs read back. Steps
that use another action (actions/cache, codeql's upload-sarif) are GitHub's own and are listed as
not run. Prints a JSON record of every step: its exit status, standard output and outputs.

Usage: run_action.py ACTION_DIR WORKSPACE INPUTS_JSON"""
import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

import yaml

EXPRESSION = re.compile(r"\$\{\{\s*([^}]*?)\s*\}\}")


def main():
    action_dir, workspace, given = Path(sys.argv[1]).resolve(), Path(sys.argv[2]).resolve(), json.loads(sys.argv[3])
    action = yaml.safe_load((action_dir / "action.yml").read_text())
    inputs = {name: str(spec.get("default", "")) for name, spec in action["inputs"].items()}
    unknown = set(given) - set(inputs)
    if unknown:
        sys.exit(f"run_action: action.yml has no input {sorted(unknown)}")
    inputs.update(given)
    temp = Path(tempfile.mkdtemp(prefix="inkbox-action-"))
    outputs, records = {}, []

    def value(expression):
        if expression.startswith("inputs."):
            return inputs[expression[len("inputs."):]]
        if expression == "runner.temp":
            return str(temp)
        match = re.fullmatch(r"steps\.([\w-]+)\.outputs\.([\w-]+)", expression)
        if match:
            return outputs.get(match[1], {}).get(match[2], "")
        sys.exit(f"run_action: no value for ${{{{ {expression} }}}}")

    def fill(text):
        return EXPRESSION.sub(lambda m: value(m[1]), str(text))

    for step in action["runs"]["steps"]:
        if "uses" in step:
            records.append({"name": step["name"], "ran": False, "uses": step["uses"]})
            continue
        files = {name: temp / f"{name}-{len(records)}" for name in ("GITHUB_OUTPUT", "GITHUB_PATH")}
        for path in files.values():
            path.write_text("")
        env = dict(os.environ, GITHUB_ACTION_PATH=str(action_dir), GITHUB_WORKSPACE=str(workspace),
                   GITHUB_STEP_SUMMARY=str(temp / "step-summary.md"), RUNNER_TEMP=str(temp),
                   **{k: str(v) for k, v in files.items()}, **{k: fill(v) for k, v in step.get("env", {}).items()})
        # What earlier steps added to GITHUB_PATH comes first, as on a runner.
        added = (temp / "paths").read_text().splitlines() if (temp / "paths").exists() else []
        env["PATH"] = os.pathsep.join(list(reversed(added)) + [env["PATH"]])
        run = subprocess.run(["bash", "-e", "-o", "pipefail", "-c", fill(step["run"])], cwd=workspace, env=env,
                             capture_output=True, text=True)
        step_outputs = dict(line.split("=", 1) for line in files["GITHUB_OUTPUT"].read_text().splitlines() if "=" in line)
        with open(temp / "paths", "a") as paths:
            paths.write(files["GITHUB_PATH"].read_text())
        if "id" in step:
            outputs[step["id"]] = step_outputs
        records.append({"name": step["name"], "ran": True, "status": run.returncode, "stdout": run.stdout,
                        "stderr": run.stderr[-2000:], "outputs": step_outputs})
        if run.returncode != 0:
            break
    summary = temp / "step-summary.md"
    print(json.dumps({"steps": records, "summary": summary.read_text() if summary.exists() else ""}))


if __name__ == "__main__":
    main()
