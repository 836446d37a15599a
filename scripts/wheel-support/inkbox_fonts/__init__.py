"""inkbox from Python: the command line on PATH (`inkbox ...`), and its JSON reports as dicts.

    import inkbox_fonts as inkbox
    report = inkbox.audit(["Fonts/ipaexg.ttf"], set="probe", platform=["ios", "web"])
    report["fonts"][0]["results"][0]["severity"]

Each keyword is the command's option without its dashes (`fail_on="warning"` is `--fail-on warning`):
True gives a flag, a list repeats the option, None and False leave it out. `audit`, `check` and `scan`
return the JSON report (docs/json.md, docs/check.md, docs/scan.md), whatever the exit code says of the
findings; `run` returns the whole `subprocess.CompletedProcess`. A usage error, or a run that printed no
JSON, raises `InkboxError` with what inkbox wrote on standard error.
"""
import json
import os
import subprocess
import sys

__all__ = ["audit", "check", "scan", "run", "binary", "InkboxError", "main"]


class InkboxError(Exception):
    """inkbox refused the command line or printed no report: its exit code and standard error."""

    def __init__(self, status, message):
        super().__init__(f"inkbox exited {status}: {message.strip()}")
        self.status = status
        self.message = message


def binary():
    """The inkbox executable this package carries (its libraries beside it, in lib/inkbox)."""
    return os.path.join(os.path.dirname(os.path.abspath(__file__)), "_bin", "bin", "inkbox")


def _arguments(options):
    arguments = []
    for key, value in options.items():
        name = "--" + key.replace("_", "-")
        if value is None or value is False:
            continue
        if value is True:
            arguments.append(name)
        elif isinstance(value, (list, tuple)):
            for item in value:
                arguments += [name, str(item)]
        else:
            arguments += [name, str(value)]
    return arguments


def run(arguments, **kwargs):
    """Runs `inkbox ARGUMENTS...` and returns the CompletedProcess (text, captured)."""
    return subprocess.run([binary()] + [str(a) for a in arguments], capture_output=True, text=True, **kwargs)


def _report(command, paths, options):
    if isinstance(paths, (str, os.PathLike)):
        paths = [paths]
    options = dict(options)
    options["format"] = "json"
    done = run([command] + _arguments(options) + [os.fspath(p) for p in paths])
    if done.returncode == 64:
        raise InkboxError(done.returncode, done.stderr)
    try:
        return json.loads(done.stdout)
    except json.JSONDecodeError:
        raise InkboxError(done.returncode, done.stderr or "no JSON report") from None


def audit(paths, **options):
    """`inkbox audit PATHS --format json` with OPTIONS: the report as a dict."""
    return _report("audit", paths, options)


def check(paths, **options):
    """`inkbox check TOKEN_FILES --format json` with OPTIONS (fonts="Fonts", ...): the report as a dict."""
    return _report("check", paths, options)


def scan(paths, **options):
    """`inkbox scan FOLDERS --format json` with OPTIONS: the report as a dict."""
    return _report("scan", paths, options)


def main():
    """The `inkbox` command a pip install puts on PATH: the carried binary, in this process's place."""
    executable = binary()
    os.execv(executable, [executable] + sys.argv[1:])
