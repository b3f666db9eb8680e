#!/usr/bin/env python3
"""The demo page's redraw per degree, in headless Chromium at 1280×720: for each page given, a sweep
of the hinge from 0° to 180° one degree at a time, each step timed from the slider's change to the
page laid out again (script, style and layout; not paint), in Split View and not. Pages are run in
turn, ROUNDS times, so a busy machine slows each alike: compare them as a ratio.

Usage: python3 .ci/demo-redraw.py PAGE.html [OTHER.html …] [--rounds N]
       (make a page with `duosim demo --app mail -o PAGE.html`; the previous commit's binary makes
       the other one)"""
import json, os, shutil, statistics, subprocess, sys, tempfile

SWEEP = """(async () => {
  const times = [];
  for (let a = 0; a <= 180; a++) {
    const start = performance.now();
    setAngle(a);
    document.body.getBoundingClientRect();
    times.push(performance.now() - start);
    await new Promise(r => requestAnimationFrame(r));
  }
  return times;
})()"""


def main():
    args, rounds = sys.argv[1:], 5
    if "--rounds" in args:
        at = args.index("--rounds")
        rounds = int(args[at + 1])
        del args[at:at + 2]
    chromium = shutil.which("chromium") or shutil.which("chromium-browser") or shutil.which("google-chrome")
    if not args or not chromium:
        sys.exit(__doc__ if not args else "demo-redraw: no Chromium found (apt-get install chromium)")
    cdp = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "DuosimCLITests", "cdp.py")
    times = {page: [] for page in args}
    for _ in range(rounds):
        for page in args:
            url = "file://" + os.path.abspath(page)
            steps = []
            for fragment in ["#angle=0", "#angle=0&split=1"]:
                steps += [{"open": url + fragment, "width": 1280, "height": 720},
                          {"wait": "document.querySelector('#drawing svg') !== null"}, {"eval": SWEEP}]
            with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as f:
                json.dump(steps, f)
            out = subprocess.run([sys.executable, cdp, chromium, f.name], capture_output=True, text=True, check=True)
            os.unlink(f.name)
            results = json.loads(out.stdout)["results"]
            for sweep in results[2::3]:
                times[page] += sweep
    first = None
    for page, values in times.items():
        values.sort()
        p50, p90 = statistics.median(values), values[int(0.9 * (len(values) - 1))]
        first = first or (p50, p90)
        print(f"{page}: {len(values)} steps, median {p50:.2f} ms, p90 {p90:.2f} ms, max {values[-1]:.1f} ms"
              + ("" if (p50, p90) == first else f"  (× {p50 / first[0]:.2f} median, × {p90 / first[1]:.2f} p90 of the first)"))


if __name__ == "__main__":
    main()
