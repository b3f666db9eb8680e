#!/usr/bin/env python3
"""Drives headless Chromium through the DevTools protocol, over a pipe (--remote-debugging-pipe),
with Python's standard library alone: the browser tests and the bench send real mouse, touch and
key events to a page and read what it shows.

Usage: python3 cdp.py CHROMIUM STEPS.json        (prints one JSON result a step, as a list)

A step is an object with one of these keys (and its options):
  open        URL; width, height (CSS px), mobile (a phone: touch, device scale 3), download (a folder)
  eval        a JavaScript expression (awaited); its value
  wait        a JavaScript expression, polled until true (timeout s, default 10); true or false
  mouse       {type: mouseMoved|mousePressed|mouseReleased|mouseWheel, x, y, button, deltaX, deltaY}
  touch       {type: touchStart|touchMove|touchEnd, points: [[x, y], …]}
  key         "ArrowRight" (and shift: true): a key pressed and released
  drop        {x, y, files: [path, …]}: files dragged in from outside the page and dropped
  click       a CSS selector: the element scrolled into view and clicked in its middle, a real mouse click
  screenshot  a PNG file to write the viewport to
  file        a path, waited for until it exists and stops growing (timeout s); its size, or null
A mouse, touch or drop step may have "at": a JavaScript expression giving [x, y], read just before
the event (the point is then where the page is now, not where it was when the steps were written).
"""
import base64, json, os, subprocess, sys, tempfile, time

KEYS = {  # KeyboardEvent.key → (code, Windows virtual key)
    "ArrowLeft": ("ArrowLeft", 37), "ArrowRight": ("ArrowRight", 39), "ArrowUp": ("ArrowUp", 38),
    "ArrowDown": ("ArrowDown", 40), "PageUp": ("PageUp", 33), "PageDown": ("PageDown", 34),
    "Home": ("Home", 36), "End": ("End", 35), "Tab": ("Tab", 9), "Escape": ("Escape", 27),
    "Enter": ("Enter", 13), "F1": ("F1", 112), "?": ("Slash", 191), " ": ("Space", 32),
}


class Browser:
    def __init__(self, chromium):
        self.profile = tempfile.mkdtemp(prefix="duosim-cdp-")
        to_browser_r, self.to_browser = os.pipe()
        self.from_browser, from_browser_w = os.pipe()
        def child_fds():
            # The browser reads fd 3 and writes fd 4: moved out of the way first, then into place.
            read, write = os.dup(to_browser_r), os.dup(from_browser_w)
            os.dup2(read, 3)
            os.dup2(write, 4)
        self.process = subprocess.Popen(
            [chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-extensions",
             "--hide-scrollbars", "--remote-debugging-pipe", f"--user-data-dir={self.profile}", "about:blank"],
            close_fds=False, preexec_fn=child_fds,
            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(to_browser_r)
        os.close(from_browser_w)
        os.set_inheritable(self.to_browser, False)
        os.set_inheritable(self.from_browser, False)
        self.buffer = b""
        self.next_id = 0
        self.session = None
        self.errors = []

    def send(self, method, params=None, session=True):
        self.next_id += 1
        message = {"id": self.next_id, "method": method, "params": params or {}}
        if session and self.session:
            message["sessionId"] = self.session
        os.write(self.to_browser, json.dumps(message).encode() + b"\0")
        while True:
            reply = self.read()
            if reply.get("id") == self.next_id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error'].get('message')}")
                return reply.get("result", {})

    def read(self):
        while b"\0" not in self.buffer:
            chunk = os.read(self.from_browser, 1 << 20)
            if not chunk:
                raise RuntimeError("the browser closed its pipe")
            self.buffer += chunk
        message, self.buffer = self.buffer.split(b"\0", 1)
        event = json.loads(message)
        if event.get("method") == "Runtime.exceptionThrown":
            details = event["params"]["exceptionDetails"]
            self.errors.append(details.get("exception", {}).get("description") or details.get("text"))
        return event

    def open(self, step):
        # One tab for the whole session; each open loads the page afresh (through about:blank, so
        # an address that differs only after # is a new load, not a hash change).
        if not self.session:
            target = self.send("Target.createTarget", {"url": "about:blank"}, session=False)["targetId"]
            self.session = self.send("Target.attachToTarget", {"targetId": target, "flatten": True},
                                     session=False)["sessionId"]
            self.send("Runtime.enable")
            self.send("Page.enable")
        else:
            self.send("Page.navigate", {"url": "about:blank"})
            self.wait({"wait": "location.href === 'about:blank' && document.readyState === 'complete'"})
        mobile = bool(step.get("mobile"))
        self.send("Emulation.setDeviceMetricsOverride", {
            "width": step.get("width", 1280), "height": step.get("height", 720),
            "deviceScaleFactor": 3 if mobile else 1, "mobile": mobile})
        self.send("Emulation.setFocusEmulationEnabled", {"enabled": True})
        motion = "reduce" if step.get("reducedMotion") else "no-preference"
        self.send("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": motion}]})
        self.send("Emulation.setTouchEmulationEnabled", {"enabled": mobile or bool(step.get("touch")), "maxTouchPoints": 5})
        if step.get("download"):
            self.send("Browser.setDownloadBehavior", {"behavior": "allow", "downloadPath": step["download"]}, session=False)
        self.send("Browser.grantPermissions", {"permissions": ["clipboardReadWrite", "clipboardSanitizedWrite"]},
                  session=False)
        self.send("Page.navigate", {"url": step["open"]})
        url = json.dumps(step["open"])
        return self.wait({"wait": f"location.href === {url} && document.readyState === 'complete'"})

    def eval(self, expression):
        result = self.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True,
                                                "returnByValue": True, "userGesture": True})
        if "exceptionDetails" in result:
            raise RuntimeError(result["exceptionDetails"].get("exception", {}).get("description", "exception"))
        return result["result"].get("value")

    def wait(self, step):
        deadline = time.monotonic() + step.get("timeout", 10)
        while time.monotonic() < deadline:
            if self.eval(step["wait"]):
                return True
        return False

    def key(self, step):
        key, shift = step["key"], step.get("shift", False)
        if key in KEYS:
            code, vk = KEYS[key]
        else:
            code, vk = ("Key" + key.upper() if key.isalpha() else "Digit" + key), ord(key.upper())
        modifiers = 8 if shift or key == "?" else 0
        base = {"key": key, "code": code, "windowsVirtualKeyCode": vk, "modifiers": modifiers}
        if len(key) == 1:
            self.send("Input.dispatchKeyEvent", {"type": "keyDown", "text": key, **base})
        else:
            self.send("Input.dispatchKeyEvent", {"type": "rawKeyDown", **base})
        self.send("Input.dispatchKeyEvent", {"type": "keyUp", **base})
        return True

    def drop(self, step):
        data = {"items": [], "files": step["files"], "dragOperationsMask": 1}
        for kind in ("dragEnter", "dragOver", "drop"):
            self.send("Input.dispatchDragEvent", {"type": kind, "x": step["x"], "y": step["y"], "data": data})
        return True

    def file(self, step):
        deadline = time.monotonic() + step.get("timeout", 10)
        last = -1
        while time.monotonic() < deadline:
            if os.path.exists(step["file"]):
                size = os.path.getsize(step["file"])
                if size > 0 and size == last:
                    return size
                last = size
            self.eval("new Promise(r => setTimeout(r, 50))")
        return None

    def point(self, step, event):
        if "at" in step:
            event["x"], event["y"] = self.eval(step["at"])[:2]
        return event

    def click(self, selector):
        # As a person would: wait until the element is on screen, settled (two frames) and the
        # topmost thing at its middle, then press and release there. A page still laying out
        # (a font arriving, the picture re-drawn) would otherwise take the click somewhere else.
        deadline = time.monotonic() + 10
        where = None
        while time.monotonic() < deadline:
            where = self.eval(f"""(async () => {{ const e = document.querySelector({json.dumps(selector)});
                if (!e) return null;
                e.scrollIntoView({{ block: "center" }});
                await new Promise(r => requestAnimationFrame(() => requestAnimationFrame(r)));
                const r = e.getBoundingClientRect(), x = r.x + r.width / 2, y = r.y + r.height / 2;
                const top = document.elementFromPoint(x, y);
                return [x, y, top !== null && (top === e || e.contains(top))]; }})()""")
            if where and where[2]:
                break
            self.eval("new Promise(r => setTimeout(r, 50))")
        if not where:
            raise RuntimeError(f"nothing matches {selector}")
        if not where[2]:
            raise RuntimeError(f"{selector} stays covered or off screen")
        for kind in ("mousePressed", "mouseReleased"):
            self.send("Input.dispatchMouseEvent", {"type": kind, "x": where[0], "y": where[1], "button": "left",
                                                   "buttons": 1, "clickCount": 1})
        return True

    def run(self, step):
        if "open" in step:
            return self.open(step)
        if "eval" in step:
            return self.eval(step["eval"])
        if "wait" in step:
            return self.wait(step)
        if "mouse" in step:
            self.send("Input.dispatchMouseEvent", self.point(step, {"button": "none", **step["mouse"]}))
            return True
        if "click" in step:
            return self.click(step["click"])
        if "touch" in step:
            points = [{"x": x, "y": y} for x, y in step["touch"].get("points", [])]
            if "at" in step and points:
                points[0] = self.point(step, points[0])
            self.send("Input.dispatchTouchEvent", {"type": step["touch"]["type"], "touchPoints": points})
            return True
        if "key" in step:
            return self.key(step)
        if "drop" in step:
            return self.drop(self.point(step, dict(step["drop"])))
        if "screenshot" in step:
            shot = self.send("Page.captureScreenshot", {"format": "png", "captureBeyondViewport": False})
            with open(step["screenshot"], "wb") as f:
                f.write(base64.b64decode(shot["data"]))
            return True
        if "file" in step:
            return self.file(step)
        raise RuntimeError(f"unknown step {step}")

    def close(self):
        try:
            self.send("Browser.close", session=False)
        except Exception:
            pass
        self.process.wait(timeout=10)


def main():
    chromium, steps_file = sys.argv[1], sys.argv[2]
    with open(steps_file) as f:
        steps = json.load(f)
    browser = Browser(chromium)
    results = []
    try:
        for step in steps:
            try:
                results.append(browser.run(step))
            except Exception as error:  # the step's failure is its result; the test says which
                results.append({"error": str(error)})
    finally:
        browser.close()
    print(json.dumps({"results": results, "errors": browser.errors}))


if __name__ == "__main__":
    main()
