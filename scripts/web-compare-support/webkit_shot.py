#!/usr/bin/env python3
"""One WebKitGTK screenshot: webkit_shot.py URL WIDTH HEIGHT OUT.png [EXPRESSION]. Loads the page
in a WebKitWebView of WIDTH x HEIGHT CSS pixels, waits for its fonts (`document.fonts.ready`), and
writes a snapshot of the whole document at the display's scale (GDK_SCALE), or, given a JavaScript
EXPRESSION, writes its value as JSON to OUT instead; exits 3, writing nothing, when a font of the
page did not load. Needs the system Python with gir1.2-webkit2-4.1 and a display (browsers.WebKit
runs it under xvfb-run)."""
import sys

import gi

gi.require_version("Gtk", "3.0")
gi.require_version("WebKit2", "4.1")
from gi.repository import GLib, Gtk, WebKit2  # noqa: E402

url, width, height, out = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), sys.argv[4]
expression = sys.argv[5] if len(sys.argv) > 5 else None
settings = WebKit2.Settings()
settings.set_allow_file_access_from_file_urls(True)
settings.set_allow_universal_access_from_file_urls(True)
view = WebKit2.WebView.new_with_settings(settings)
window = Gtk.OffscreenWindow()
window.set_default_size(width, height)
view.set_size_request(width, height)
window.add(view)
window.show_all()
failure = []
refused = []  # the engine did not load the page's font


def finish(error=None):
    if error:
        failure.append(error)
    Gtk.main_quit()


def snapshot_ready(source, result):
    try:
        surface = view.get_snapshot_finish(result)
        surface.write_to_png(out)
        finish()
    except Exception as error:  # any failure ends the main loop with its message
        finish(str(error))


def fonts_ready(source, result):
    try:
        loaded = view.call_async_javascript_function_finish(result).to_boolean()
    except GLib.Error as error:
        finish(str(error))
        return
    if not loaded:
        refused.append(True)
        finish()
        return
    if expression:
        view.call_async_javascript_function("return " + expression, -1, None, None, None, None, evaluated)
        return
    view.get_snapshot(WebKit2.SnapshotRegion.FULL_DOCUMENT, WebKit2.SnapshotOptions.NONE, None, snapshot_ready)


def evaluated(source, result):
    try:
        with open(out, "w", encoding="utf-8") as file:
            file.write(view.call_async_javascript_function_finish(result).to_json(0))
        finish()
    except Exception as error:  # any failure ends the main loop with its message
        finish(str(error))


def loaded(view, event):
    if event == WebKit2.LoadEvent.FINISHED:
        # The function's promise is awaited: the fonts the page uses have loaded.
        view.call_async_javascript_function(
            "await document.fonts.ready; return [...document.fonts].every(f => f.status == 'loaded');",
            -1, None, None, None, None, fonts_ready)


view.connect("load-changed", loaded)
view.load_uri(url)
GLib.timeout_add_seconds(90, lambda: finish("timed out") or False)
Gtk.main()
if failure:
    sys.exit(f"webkit_shot: {url}: {failure[0]}")
if refused:
    sys.exit(3)
