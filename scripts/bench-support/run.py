"""Times inkbox against its peers on the same work in the same run and prints ratios.
The runs of inkbox and the bare FreeType loop are interleaved round by round, so that drift in
the machine's speed (a shared virtual machine) falls on all of them alike; wall time is the
median over the rounds, peak memory each child's maximum resident set."""
import os
import statistics
import subprocess
import sys
import time


def run_once(command):
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):  # inkbox exits 1 when something clips
        sys.exit(f"bench: {' '.join(command)} exited {code}: {process.stderr.read().decode()}")
    return elapsed, usage.ru_maxrss / 1024  # KiB to MiB on Linux


def measure(jobs):
    """{name: (median seconds, peak MiB)}; jobs with the same run count are interleaved."""
    samples = {name: [] for name, _, _ in jobs}
    rounds = max(count for _, _, count in jobs)
    for round_index in range(rounds):
        for name, command, count in jobs:
            if round_index < count:
                samples[name].append(run_once(command))
    return {name: (statistics.median(t for t, _ in runs), max(m for _, m in runs)) for name, runs in samples.items()}


def shaping(inkbox, python, font, catalog, runs):
    """Strings per second on a 10,000-string catalog: inkbox against uharfbuzz + fontTools."""
    here = os.path.dirname(os.path.abspath(__file__))
    jobs = [
        ("inkbox audit --strings (10,000 strings)", [inkbox, "audit", "--strings", catalog, "--lang", "vi", "--size", "17", font], runs),
        ("uharfbuzz + fontTools, same work", [python, os.path.join(here, "shaping_peer.py"), font, catalog], max(1, runs // 2)),
    ]
    results = measure(jobs)
    for name, _, count in jobs:
        seconds, peak = results[name]
        print(f"  {name:40s} {seconds:8.3f} s  {10000 / seconds:9.0f} strings/s  peak {peak:6.1f} MiB  (median of {count})")
    ours, peer = results[jobs[0][0]][0], results[jobs[1][0]][0]
    print(f"\n  uharfbuzz + fontTools / inkbox: {peer / ours:6.1f}x")


def main():
    if sys.argv[1] == "--shaping":
        inkbox, python, font, catalog, runs = sys.argv[2:7]
        shaping(inkbox, python, font, catalog, int(runs))
        return
    font, face, inkbox, bare, python, runs, peer_runs = sys.argv[1:8]
    runs, peer_runs = int(runs), int(peer_runs)
    here = os.path.dirname(os.path.abspath(__file__))
    jobs = [
        ("inkbox audit --set glyphs (text)", [inkbox, "audit", "--set", "glyphs", "--face", face, font], runs),
        ("inkbox audit --set glyphs (json)", [inkbox, "audit", "--set", "glyphs", "--face", face, "--format", "json", font], runs),
        ("bare FreeType load + BBox loop (C)", [bare, font, face], runs),
        ("fontTools BoundsPen + same analysis", [python, os.path.join(here, "fonttools_audit.py"), font, face], peer_runs),
    ]
    results = measure(jobs)
    for name, _, count in jobs:
        seconds, peak = results[name]
        print(f"  {name:40s} {seconds:8.3f} s  peak {peak:6.1f} MiB  (median of {count})", flush=True)
    text = results[jobs[0][0]][0]
    json_time = results[jobs[1][0]][0]
    bare_time = results[jobs[2][0]][0]
    peer = results[jobs[3][0]][0]
    print()
    print(f"  fontTools / inkbox (text):     {peer / text:6.1f}x faster   (target >= 25x)")
    print(f"  inkbox (text) / bare FreeType: {text / bare_time:6.2f}x          (target <= 1.25x)")
    print(f"  inkbox (json) / bare FreeType: {json_time / bare_time:6.2f}x")
    print(f"  inkbox peak memory:            {results[jobs[0][0]][1]:6.1f} MiB text, {results[jobs[1][0]][1]:.1f} MiB json (target < 100)")


if __name__ == "__main__":
    main()
