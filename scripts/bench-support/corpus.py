#!/usr/bin/env python3
"""The corpus benchmark: `inkbox audit DIR --set all` over every font of a folder, as text, JSON and
`--summary`, against the bare FreeType load+bbox loop over the same faces in two processes (one
per core), the runs interleaved round by round so that the machine's drift falls on all alike.
Reports median wall time, CPU use (user+system over wall) and peak memory, and the ratios.

Usage: corpus.py INKBOX LOOP DIR ROUNDS
"""
import json
import os
import resource
import statistics
import subprocess
import sys
import time


def measure(commands):
    """Runs the commands at once; wall seconds, CPU seconds and the largest peak RSS (MiB)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    processes = [subprocess.Popen(command, stdin=stdin, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
                 for command, stdin in commands]
    peaks = []
    for process in processes:
        _, status, usage = os.wait4(process.pid, 0)
        peaks.append(usage.ru_maxrss / 1024)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    return wall, cpu, max(peaks)


def main():
    inkbox, loop, folder, rounds = sys.argv[1], sys.argv[2], sys.argv[3], int(sys.argv[4])
    listing = json.loads(subprocess.run([inkbox, "metrics", folder, "--format", "json"], capture_output=True, text=True).stdout)
    faces = [(font["file"], font["faceIndex"]) for font in listing["fonts"]]
    halves = [faces[0::2], faces[1::2]]
    lists = []
    for index, half in enumerate(halves):
        path = f".build/bench/corpus-faces-{index}.tsv"
        with open(path, "w") as out:
            out.writelines(f"{file}\t{face}\n" for file, face in half)
        lists.append(path)
    print(f"corpus: {folder}, {len(faces)} faces in {len({f for f, _ in faces})} files; {rounds} rounds, interleaved")
    jobs = {
        "inkbox text": lambda: [([inkbox, "audit", folder, "--set", "all"], None)],
        "inkbox json": lambda: [([inkbox, "audit", folder, "--set", "all", "--format", "json"], None)],
        "inkbox --summary": lambda: [([inkbox, "audit", folder, "--set", "all", "--summary"], None)],
        "FreeType loop, 2 processes": lambda: [([loop], open(path)) for path in lists],
    }
    results = {name: [] for name in jobs}
    for round_index in range(rounds):
        order = list(jobs) if round_index % 2 == 0 else list(reversed(jobs))
        for name in order:
            results[name].append(measure(jobs[name]()))
    median = {name: tuple(statistics.median(sample[i] for sample in samples) for i in range(3)) for name, samples in results.items()}
    peer = median["FreeType loop, 2 processes"][0]
    text = median["inkbox text"][0]
    print(f"  {'job':28s} {'wall (median)':>14s} {'CPU use':>8s} {'peak memory':>12s} {'vs loop':>8s} {'vs text':>8s}")
    for name, (wall, cpu, peak) in median.items():
        print(f"  {name:28s} {wall:12.2f} s {cpu / wall:7.0%} {peak:9.0f} MiB {wall / peer:7.2f}x {wall / text:7.2f}x")


if __name__ == "__main__":
    main()
