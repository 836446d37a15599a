"""Times inkbox against its peers on the same work in the same run and prints ratios.
Wall time is the median of several runs; peak memory is each child's maximum resident set."""
import os
import statistics
import subprocess
import sys
import time


def measure(command, runs):
    times, peaks = [], []
    for _ in range(runs):
        start = time.perf_counter()
        process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        _, status, usage = os.wait4(process.pid, 0)
        times.append(time.perf_counter() - start)
        peaks.append(usage.ru_maxrss / 1024)  # KiB to MiB on Linux
        code = os.waitstatus_to_exitcode(status)
        if code not in (0, 1):  # inkbox exits 1 when something clips
            sys.exit(f"bench: {' '.join(command)} exited {code}: {process.stderr.read().decode()}")
    return statistics.median(times), max(peaks)


def main():
    font, face, inkbox, bare, python, runs, peer_runs = sys.argv[1:8]
    runs, peer_runs = int(runs), int(peer_runs)
    here = os.path.dirname(os.path.abspath(__file__))
    jobs = [
        ("inkbox audit --set glyphs (text)", [inkbox, "audit", "--set", "glyphs", "--face", face, font], runs),
        ("inkbox audit --set glyphs (json)", [inkbox, "audit", "--set", "glyphs", "--face", face, "--format", "json", font], runs),
        ("bare FreeType load + BBox loop (C)", [bare, font, face], runs),
        ("fontTools BoundsPen + same analysis", [python, os.path.join(here, "fonttools_audit.py"), font, face], peer_runs),
    ]
    results = {}
    for name, command, count in jobs:
        results[name] = measure(command, count)
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
