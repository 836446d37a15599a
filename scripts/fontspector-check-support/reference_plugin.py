"""A plugin written with fontspector's own helper (fontspectorapi, pinned): what its answers hold
is the reference inkbox's are compared with (scripts/fontspector-check)."""
from fontspectorapi import FAIL, Message, check, plugin_main


@check(id="reference/check", title="Reference", rationale="The shape of an answer.",
       proposal="https://github.com/fonttools/fontspector", applies_to="TTF")
def reference(font_file, _context):
    yield FAIL, Message("code", f"{font_file}")


def register(plugin):
    plugin.register_simple_profile("reference", [reference])


if __name__ == "__main__":
    raise SystemExit(plugin_main(register, plugin_name="reference"))
