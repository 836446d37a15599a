"""The browser engines the web comparisons render with, each taking a page's screenshot at a device
pixel ratio: Chromium (Debian's `chromium`, headless), Firefox ESR (Gecko, through Marionette;
`marionette-driver` pinned in requirements.txt) and WebKitGTK (`gir1.2-webkit2-4.1` under `xvfb`,
through webkit_shot.py with the system Python's GObject bindings).

Each engine maps to the inkbox options that model it as this harness runs it (INKBOX_MODEL). A screenshot is a
grayscale PIL image of the whole page from its origin, `dpr` device pixels per CSS pixel, taken
once the page's fonts have loaded.
"""
import io
import json
import os
import shutil
import socket
import subprocess
import tempfile
import threading
import time
from pathlib import Path

from PIL import Image

# WebKitGTK runs under xvfb here, with no desktop font settings: WebKit then hints glyphs fully
# (FontRenderOptionsSkia.cpp: an unset hint style is Medium, SkFontHinting::kNormal).
INKBOX_MODEL = {"chromium": "--engine chrome-linux", "firefox": "--engine firefox-linux",
                "webkit": "--engine webkit-linux --web-hinting full"}
HERE = Path(__file__).resolve().parent


class FontNotLoaded(Exception):
    """The engine refused the page's web font (its sanitiser, a format it does not take): the
    page shows a fallback font, so its verdicts say nothing about the font."""


class Chromium:
    name = "chromium"

    def __init__(self, binary):
        self.binary = binary

    def version(self):
        return subprocess.run([self.binary, "--version"], capture_output=True, text=True).stdout.strip()

    def screenshot(self, html, width, height, dpr, path):
        source = path.with_suffix(".html")
        source.write_text(html, encoding="utf-8")
        subprocess.run([self.binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                        f"--force-device-scale-factor={dpr}", "--allow-file-access-from-files",
                        "--virtual-time-budget=4000", f"--window-size={width},{height}",
                        f"--screenshot={path}", source.as_uri()], check=True, capture_output=True)
        return Image.open(path).convert("L")

    def close(self):
        pass


class Firefox:
    """One headless Firefox per thread, driven through Marionette; the device pixel ratio is the
    `layout.css.devPixelsPerPx` preference, set before each page."""
    name = "firefox"

    def __init__(self, binary):
        self.binary = binary
        self.local = threading.local()
        self.sessions = []
        self.lock = threading.Lock()

    def version(self):
        return subprocess.run([self.binary, "--version"], capture_output=True, text=True).stdout.strip()

    def _session(self):
        client = getattr(self.local, "client", None)
        if client is not None:
            return client
        from marionette_driver.marionette import Marionette

        with socket.socket() as probe:
            probe.bind(("127.0.0.1", 0))
            port = probe.getsockname()[1]
        profile = Path(tempfile.mkdtemp(prefix="inkbox-firefox-"))
        prefs = {
            # Fonts from /usr/share/fonts on a page in another folder.
            "security.fileuri.strict_origin_policy": False,
            "marionette.port": port,
            "browser.shell.checkDefaultBrowser": False,
            "datareporting.policy.dataSubmissionEnabled": False,
            "toolkit.telemetry.reportingpolicy.firstRun": False,
            "browser.startup.homepage_override.mstone": "ignore",
            "layout.css.devPixelsPerPx": "1.0",
        }
        def literal(value):
            return ("true" if value else "false") if isinstance(value, bool) else \
                str(value) if isinstance(value, int) else f'"{value}"'
        (profile / "user.js").write_text("".join(f'user_pref("{k}", {literal(v)});\n' for k, v in prefs.items()))
        process = subprocess.Popen([self.binary, "--headless", "--marionette", "-remote-allow-system-access", "--no-remote",
                                    "-profile", str(profile)],
                                   stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        client = Marionette(host="127.0.0.1", port=port, startup_timeout=60)
        for _ in range(120):
            try:
                client.start_session()
                break
            except Exception:  # Firefox not listening yet
                time.sleep(0.5)
        else:
            raise RuntimeError("Firefox's Marionette did not answer")
        self.local.client = client
        self.local.dpr = None
        with self.lock:
            self.sessions.append((client, process, profile))
        return client

    def _load(self, html, width, height, dpr, path):
        client = self._session()
        if self.local.dpr != dpr:
            with client.using_context("chrome"):
                client.execute_script(
                    "Services.prefs.setCharPref('layout.css.devPixelsPerPx', arguments[0]);", script_args=[str(dpr)])
            self.local.dpr = dpr
        source = path.with_suffix(".html")
        source.write_text(html, encoding="utf-8")
        client.set_window_rect(width=width + 40, height=min(height, 4000) + 120)
        client.navigate(source.as_uri())
        client.execute_async_script("document.fonts.ready.then(() => arguments[0]())")
        if not client.execute_script("return [...document.fonts].every(f => f.status == 'loaded')"):
            raise FontNotLoaded(f"{self.name} did not load the page's font")
        return client

    def screenshot(self, html, width, height, dpr, path):
        png = self._load(html, width, height, dpr, path).screenshot(format="binary", full=True)
        path.write_bytes(png)
        return Image.open(io.BytesIO(png)).convert("L")

    def evaluate(self, html, width, height, dpr, path, expression):
        """The value of a JavaScript expression on the loaded page."""
        return self._load(html, width, height, dpr, path).execute_script("return " + expression)

    def close(self):
        for client, process, profile in self.sessions:
            try:
                client.delete_session()
            except Exception:  # already gone
                pass
            process.terminate()
            process.wait(timeout=30)
            shutil.rmtree(profile, ignore_errors=True)


class WebKit:
    """WebKitGTK through the system Python's GObject bindings, one process per page under a
    virtual X server; the device pixel ratio is GDK_SCALE."""
    name = "webkit"

    def __init__(self, python="/usr/bin/python3"):
        self.python = python

    def version(self):
        script = "import gi; gi.require_version('WebKit2', '4.1'); from gi.repository import WebKit2; " \
                 "print('WebKitGTK %d.%d.%d' % (WebKit2.get_major_version(), WebKit2.get_minor_version(), " \
                 "WebKit2.get_micro_version()))"
        return subprocess.run([self.python, "-c", script], capture_output=True, text=True).stdout.strip()

    def _run(self, html, width, height, dpr, path, *expression):
        source = path.with_suffix(".html")
        source.write_text(html, encoding="utf-8")
        environment = dict(os.environ, GDK_SCALE=str(int(dpr)), GDK_BACKEND="x11")
        run = subprocess.run(["xvfb-run", "-a", "-s", "-screen 0 4000x4000x24", self.python,
                              str(HERE / "webkit_shot.py"), source.as_uri(), str(width), str(height), str(path),
                              *expression], capture_output=True, text=True, env=environment, timeout=300)
        if run.returncode == 3:
            raise FontNotLoaded(f"{self.name} did not load the page's font")
        if run.returncode != 0:
            raise RuntimeError(f"webkit_shot failed on {source}: {run.stderr.strip()[-500:]}")

    def screenshot(self, html, width, height, dpr, path):
        self._run(html, width, height, dpr, path)
        return Image.open(path).convert("L")

    def evaluate(self, html, width, height, dpr, path, expression):
        """The value of a JavaScript expression on the loaded page."""
        self._run(html, width, height, dpr, path, expression)
        return json.loads(path.read_text(encoding="utf-8"))

    def close(self):
        pass


def make(name, chromium=None):
    if name == "chromium":
        return Chromium(chromium or shutil.which("chromium"))
    if name == "firefox":
        return Firefox(shutil.which("firefox-esr") or shutil.which("firefox"))
    if name == "webkit":
        return WebKit()
    raise SystemExit(f"unknown engine {name}: chromium, firefox or webkit")
