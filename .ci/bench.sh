#!/usr/bin/env bash
# Measures what needs a process or a terminal, next to `duosim bench`:
#   - a 181-step hinge sweep recorded headless by `duosim record` (process start included)
#     against the same sweep driven through the live UI in tmux (send-keys, capture-pane);
#   - startup: launch to the first frame on a terminal (a pty);
#   - peak resident memory of a live session and of `record`, from outside (/usr/bin/time);
#   - next to each, what bounds it on this machine: the same files written by a bare loop, and an
#     empty Swift program built like duosim (a static executable) on the same pty.
# Usage: bash .ci/bench.sh            (builds release first; needs tmux and python3)
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v swift >/dev/null 2>&1 && [ -x /opt/swift/usr/bin/swift ]; then export PATH="/opt/swift/usr/bin:$PATH"; fi
swift build -c release >/dev/null
BIN="$PWD/.build/release/duosim"
"$BIN" bench
python3 - "$BIN" <<'PY'
import json, os, pty, select, shutil, signal, statistics, struct, subprocess, sys, tempfile, time, fcntl, termios

binary = sys.argv[1]
work = tempfile.mkdtemp(prefix="duosim-bench-")
steps = 181

def run_measured(argv, cwd):
    """Runs argv twice, returns (seconds, peak RSS in MB), both measured from outside. The time is
    of a run spawned straight from this script, as the tmux loops' commands are (/usr/bin/time in
    front would add its own start, about a millisecond). The peak is of a second run under
    /usr/bin/time when it is there: a child spawned straight from this script starts out sharing
    this script's memory, which would count in its own peak."""
    start = time.perf_counter()
    result = subprocess.run(argv, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    elapsed = time.perf_counter() - start
    assert result.returncode == 0, argv
    timer = shutil.which("time") or ("/usr/bin/time" if os.path.exists("/usr/bin/time") else None)
    if not timer:
        return elapsed, float("nan")
    result = subprocess.run([timer, "-f", "%M", *argv], cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                            text=True)
    assert result.returncode == 0, argv
    return elapsed, int(result.stderr.strip().splitlines()[-1]) / 1024

# 1. duosim record: a 181-step sweep, one capture per step, process start included. Twice: into a
#    folder on this disk, and into a tmpfs (/dev/shm) where making a file costs little, so what is
#    duosim's and what is the file system's can be told apart.
tape = os.path.join(work, "sweep.tape")
with open(tape, "w") as f:
    f.write("Set Width 160\nSet Height 48\nOutput \"sweep.cast\"\n")
    for angle in range(steps):
        f.write(f"Hinge {angle}\nCapture \"step-{angle:03d}\"\n")
def record_in(folder):
    runs = [run_measured([binary, "record", tape, "-o", folder, "--force"], work) for _ in range(7)]
    return statistics.median(r[0] for r in runs), max(r[1] for r in runs)
record_time, record_rss = record_in(os.path.join(work, "out"))
shm = None
if os.path.isdir("/dev/shm") and os.access("/dev/shm", os.W_OK):
    shm = tempfile.mkdtemp(prefix="duosim-bench-", dir="/dev/shm")
    shm_time, _ = record_in(os.path.join(shm, "out"))

def files_alone(folder):
    """What the file system alone costs for the same files: each written to a temporary file
    beside its target and renamed into place, as duosim does (median of 7)."""
    sizes = [os.path.getsize(os.path.join(work, "out", name)) for name in sorted(os.listdir(os.path.join(work, "out")))]
    target = os.path.join(folder, "floor")
    os.makedirs(target, exist_ok=True)
    times = []
    for _ in range(7):
        start = time.perf_counter()
        for index, size in enumerate(sizes):
            path = os.path.join(target, f"f{index}")
            fd = os.open(path + ".tmp", os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o644)
            os.write(fd, b"x" * size)
            os.close(fd)
            os.rename(path + ".tmp", path)
        times.append(time.perf_counter() - start)
    return statistics.median(times)
disk_files = files_alone(work)
shm_files = files_alone(shm) if shm else None

# An empty Swift program, built the way duosim's release build is (a static executable): the
# floor for start-up time and memory on this machine.
hello = None
hello_source = os.path.join(work, "hello.swift")
with open(hello_source, "w") as f:
    f.write('print("hinge 0")\n')
if shutil.which("swiftc") and subprocess.run(["swiftc", "-O", "-static-executable", hello_source, "-o", os.path.join(work, "hello")],
                                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
    hello = os.path.join(work, "hello")
    hello_start = statistics.median(run_measured([hello], work)[0] for _ in range(7))
    hello_rss = max(run_measured([hello], work)[1] for _ in range(3))

# 2. The same sweep through the live UI in tmux: send-keys, then capture-pane until the frame shows.
sock = f"duosim-bench-{os.getpid()}"
runs = 0
def tmux(*args, capture=False):
    return subprocess.run(["tmux", "-L", sock, *args], check=True, stdout=subprocess.PIPE if capture else subprocess.DEVNULL,
                          stderr=subprocess.DEVNULL, text=True).stdout
def tmux_sweep(settle):
    """181 frames through tmux. settle=None polls capture-pane until each frame shows (the
    fastest correct loop); a number sleeps that long after each key, as tmux scripts usually do."""
    global sock, runs
    runs += 1
    sock = f"duosim-bench-{os.getpid()}-{runs}"
    env = "LANG=C.UTF-8 LC_ALL=C.UTF-8 TERM=xterm-256color"
    tmux("new-session", "-d", "-x", "160", "-y", "48", f"env {env} {binary} tui --angle 0 --no-mouse; sleep 60")
    def wait_for(text):
        while True:
            screen = tmux("capture-pane", "-p", capture=True)
            if text in screen:
                return screen
    wait_for("    0° closed")
    start = time.perf_counter()
    captures = []
    for angle in range(1, steps):
        tmux("send-keys", "Right")
        if settle is None:
            captures.append(wait_for(f"{angle:>5}° "))
        else:
            time.sleep(settle)
            captures.append(tmux("capture-pane", "-p", capture=True))
    elapsed = time.perf_counter() - start
    tmux("kill-server")
    return elapsed

tmux_time = tmux_settled = None
if shutil.which("tmux"):
    tmux_time = statistics.median(tmux_sweep(None) for _ in range(3))
    tmux_settled = tmux_sweep(0.05)

# 3. Startup to the first frame, and a live session's peak memory, on a pty. The peak comes from
#    /usr/bin/time run inside the pty: a child forked straight from this script would count this
#    script's own memory in its peak until it execs.
def live_session(argv, sweep, marker=b"hinge 0"):
    timer = shutil.which("time") or ("/usr/bin/time" if os.path.exists("/usr/bin/time") else None)
    peak_file = os.path.join(work, "peak.txt")
    command = [timer, "-o", peak_file, "-f", "%M", *argv] if timer and sweep else argv
    pid, fd = pty.fork()
    if pid == 0:
        fcntl.ioctl(0, termios.TIOCSWINSZ, struct.pack("HHHH", 48, 160, 0, 0))
        os.environ.update({"TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8"})
        os.execv(command[0], command)
    start = time.perf_counter()
    seen = b""
    def read_until(marker, timeout=10):
        nonlocal seen
        deadline = time.perf_counter() + timeout
        while marker not in seen and time.perf_counter() < deadline:
            ready, _, _ = select.select([fd], [], [], 0.5)
            if ready:
                try:
                    seen += os.read(fd, 65536)
                except OSError:
                    break
        return marker in seen
    read_until(marker)
    first = time.perf_counter() - start
    sent = []
    if sweep:
        # Each key redraws only the changed cells; wait for that output before the next key.
        for key in [b"\x1b[D"] * 127 + [b"\x1b[C"] * 180:
            os.write(fd, key)
            out = b""
            ready, _, _ = select.select([fd], [], [], 2)
            while ready:
                out += os.read(fd, 65536)
                ready, _, _ = select.select([fd], [], [], 0.005)
            sent.append(len(out))
    try:
        os.write(fd, b"q")
    except OSError:
        pass
    while True:
        try:
            if not os.read(fd, 65536):
                break
        except OSError:
            break
    _, status, usage = os.wait4(pid, 0)
    os.close(fd)
    peak = float("nan")
    if sweep and timer:
        with open(peak_file) as f:
            peak = int(f.read().split()[-1]) / 1024
    return first, peak, sent

# 4. Memory that stays flat (issue 12): a 10,000-frame session, a 1,000,000-line tape, 1000 captures.
long_tape = os.path.join(work, "long.tape")
with open(long_tape, "w") as f:
    f.write("Set Width 160\nSet Height 48\nOutput \"long.txt\"\nOutput \"long.cast\"\n")
    frames = 0
    while frames < 10000:
        f.write("Sweep 0 180 1s\nSweep 180 0 1s\n")
        frames += 362
long_time, long_rss = run_measured([binary, "record", long_tape, "-o", os.path.join(work, "long"), "--force"], work)
million_tape = os.path.join(work, "million.tape")
with open(million_tape, "w") as f:
    f.write("Output \"m.txt\"\n")
    # Mostly waits and comments, a key now and then: the parser's memory, not the renderer's time.
    # Written a block at a time: this script's own memory must stay small, since a spawned
    # child's peak resident size starts from what it shared with its parent.
    block = "Sleep 1ms\n# a comment line\n" * 499 + "Key Right\nHinge 90\n"
    for _ in range(1000):
        f.write(block)
million_time, million_rss = run_measured([binary, "record", million_tape, "-o", os.path.join(work, "million"), "--force"], work)
captures_tape = os.path.join(work, "captures.tape")
with open(captures_tape, "w") as f:
    f.write("Key p 1000\n")
captures_time, captures_rss = run_measured([binary, "record", captures_tape, "-o", os.path.join(work, "captures"), "--force"], work)

startups = [live_session([binary, "tui", "--no-mouse"], False)[0] for _ in range(15)]
first_frame = statistics.median(startups)
hello_first = statistics.median(live_session([hello], False)[0] for _ in range(15)) if hello else None
# ncurses alone, from C: start it as duosim does and show one line. With the empty Swift
# program, what a terminal UI built on ncurses can't go below here.
curses = None
curses_source = os.path.join(work, "curses.c")
with open(curses_source, "w") as f:
    f.write(r"""
#define _XOPEN_SOURCE_EXTENDED 1
#include <locale.h>
#include <ncursesw/curses.h>
int main(void) {
    setlocale(LC_ALL, "");
    initscr(); cbreak(); noecho(); keypad(stdscr, TRUE); curs_set(0); timeout(100);
    start_color(); use_default_colors();
    mvaddstr(LINES - 1, 0, " hinge 0");
    refresh();
    while (getch() != 'q') {}
    endwin();
    return 0;
}
""")
# Linked statically, as duosim's release build is.
if shutil.which("gcc") and subprocess.run(["gcc", "-O2", "-static", curses_source, "-o", os.path.join(work, "curses"), "-lncursesw", "-ltinfo"],
                                          stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode == 0:
    curses = os.path.join(work, "curses")
curses_first = statistics.median(live_session([curses], False)[0] for _ in range(15)) if curses else None
# duosim's own binary doing nothing but print its version: loading it and its libraries.
version_first = statistics.median(live_session([binary, "--version"], False, marker=b"duosim ")[0] for _ in range(15))
_, live_rss, live_sent = live_session([binary, "tui", "--no-mouse"], True)

def row(name, value, unit, budget=None, better="lower"):
    ok = "" if budget is None else (("  ✔" if value <= budget else "  ✘") if better == "lower" else ("  ✔" if value >= budget else "  ✘"))
    sign = "≤" if better == "lower" else "≥"
    budget_text = "" if budget is None else f"   {sign} {budget:g} {unit}"
    print(f"  {name:<64}{value:>10.3f} {unit}{budget_text}{ok}")

print("\nprocess-level figures (median of 7 where timed)\n")
row("record a 181-step sweep, a capture per step (with startup)", record_time, "s", 0.5)
if shm:
    row("  the same into a tmpfs (/dev/shm)", shm_time, "s")
if tmux_time is not None:
    row("tmux: send-keys, poll capture-pane until the frame shows", tmux_time, "s")
    row("  ÷ duosim record into this disk's folder", tmux_time / record_time, "×", 50, better="higher")
    if shm:
        row("  ÷ duosim record into a tmpfs", tmux_time / shm_time, "×", 50, better="higher")
    row("tmux: send-keys, sleep 50 ms, capture-pane (the usual script)", tmux_settled, "s")
    row("  ÷ duosim record into this disk's folder", tmux_settled / record_time, "×", 50, better="higher")
print("  what bounds it:")
row("  the 182 files alone, staged and renamed, on this disk", disk_files, "s")
if tmux_time is not None:
    row("    tmux loop ÷ that: the best any recorder can do here", tmux_time / disk_files, "×")
if shm:
    row("  the 182 files alone on a tmpfs", shm_files, "s")
if hello:
    row("  an empty Swift program (static executable), start to exit", hello_start, "s")
row("launch to the first frame (160×48 pty)", first_frame * 1000, "ms", 5)
print("  what bounds it:")
if hello_first is not None:
    row("  an empty Swift program printing its line on the same pty", hello_first * 1000, "ms")
row("  duosim --version on the same pty (loading the binary and its libraries)", version_first * 1000, "ms")
if curses_first is not None:
    row("  ncurses alone (C): start it, colours on, show one line", curses_first * 1000, "ms")
row("bytes the live UI sends to the pty per 1° step, median", statistics.median(live_sent[127:]), "B")
row("peak memory: live session with a hinge sweep", live_rss, "MB", 12)
row("peak memory: duosim record (181 captures)", record_rss, "MB", 12)
if hello:
    row("  what bounds them: an empty Swift program (static executable)", hello_rss, "MB")
row(f"peak memory: record a {frames}-frame session at 160×48 (.txt + .cast)", long_rss, "MB", 30)
row("  its time", long_time, "s")
row("peak memory: record a 1,000,000-line tape", million_rss, "MB", 40)
row("  its time", million_time, "s")
row("record 'Key p 1000' (1000 named captures)", captures_time, "s", 1)

# The demo page: `duosim demo` as a person runs it (process start and the file written), its
# size, and its first paint in headless Chromium (the page's own Paint Timing entry, read
# through the DevTools protocol by the browser tests' cdp.py).
demo_page = os.path.join(work, "mail-demo.html")
demo_runs = []
for _ in range(5):
    start = time.perf_counter()
    subprocess.run([binary, "demo", "--app", "mail", "-o", demo_page, "--force"], check=True,
                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    demo_runs.append(time.perf_counter() - start)
row("duosim demo --app mail (160×48, 8688 frames, with startup)", statistics.median(demo_runs), "s", 0.5)
row("  its page", os.path.getsize(demo_page) / 1024, "KiB", 1024)
chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
if chromium:
    steps = os.path.join(work, "paint.json")
    paint = ("new Promise(done => { const look = () => { const p = performance.getEntriesByName('first-contentful-paint')[0];"
             " p ? done(p.startTime) : setTimeout(look, 20); }; look(); })")
    with open(steps, "w") as f:
        json.dump([step for _ in range(5) for step in
                   ({"open": "file://" + demo_page, "width": 1280, "height": 720}, {"eval": paint})], f)
    cdp = os.path.join(os.getcwd(), "Tests", "DuosimCLITests", "cdp.py")
    out = subprocess.run([sys.executable, cdp, chromium, steps], capture_output=True, text=True, check=True).stdout
    paints = [value for value in json.loads(out)["results"][1::2] if isinstance(value, (int, float))]
    if paints:
        row("  first contentful paint in headless Chromium (1280×720)", statistics.median(paints), "ms", 1000)
shutil.rmtree(work, ignore_errors=True)
if shm:
    shutil.rmtree(shm, ignore_errors=True)
PY
