"""Tailwind CSS's default theme as a Swift table (scripts/tailwind-defaults).

Reads version 3's `stubs/config.full.js` (a JavaScript object: only the keys below are parsed, with a
small parser of strings, numbers, names, arrays and objects) and version 4's `theme.css` (the
custom properties of its `@theme default` block), and prints both as one table keyed the way
version 4 names them: `font` (families), `text` (sizes) with `text--line-height` and
`text--letter-spacing`, `leading`, `tracking`, `font-weight`, `spacing`. Values are as written.
Only the standard library.
"""
import re
import sys

V3_KEYS = {
    "fontFamily": "font", "fontSize": "text", "fontWeight": "font-weight", "lineHeight": "leading",
    "letterSpacing": "tracking", "spacing": "spacing",
}
V4_NAMESPACES = ["text", "font-weight", "font", "leading", "tracking", "spacing"]
TOKEN = re.compile(r"""\s*(?:('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")|([A-Za-z0-9_.$-]+)|(.))""", re.S)


def tokens(text):
    found = []
    for match in TOKEN.finditer(text):
        string, word, mark = match.groups()
        if string is not None:
            found.append(("string", string[1:-1]))
        elif word is not None:
            found.append(("word", word))
        elif mark is not None and not mark.isspace():
            found.append(("mark", mark))
    return found


def parse(items, at=0):
    """The value at items[at] and the index after it: an object (dict), an array (list), a string
    or a bare word or number (str)."""
    kind, value = items[at]
    at += 1
    if (kind, value) == ("mark", "{"):
        result = {}
        while items[at] != ("mark", "}"):
            if items[at] == ("mark", ","):
                at += 1
                continue
            key = items[at][1]
            if items[at + 1] != ("mark", ":"):
                raise SystemExit(f"tailwind-defaults: expected ':' after {key}, got {items[at + 1]}")
            result[key], at = parse(items, at + 2)
        return result, at + 1
    if (kind, value) == ("mark", "["):
        result = []
        while items[at] != ("mark", "]"):
            if items[at] == ("mark", ","):
                at += 1
                continue
            item, at = parse(items, at)
            result.append(item)
        return result, at + 1
    if kind in ("string", "word"):
        return value, at
    raise SystemExit(f"tailwind-defaults: unexpected {value!r}")


def version3(source):
    table = {}
    for key, namespace in V3_KEYS.items():
        found = re.search(r"^    " + key + r": \{", source, re.M)
        if not found:
            raise SystemExit(f"tailwind-defaults: v3 has no theme.{key}")
        value, _ = parse(tokens(source[found.end() - 1:]))
        for name, item in value.items():
            if namespace == "font":
                table.setdefault("font", {})[name] = ", ".join(item)
            elif namespace == "text":
                size, options = item
                table.setdefault("text", {})[name] = size
                for option, suffix in (("lineHeight", "--line-height"), ("letterSpacing", "--letter-spacing")):
                    if option in options:
                        table.setdefault("text" + suffix, {})[name] = options[option]
            else:
                table.setdefault(namespace, {})[name] = item
    return table


def version4(source):
    source = re.sub(r"/\*.*?\*/", "", source, flags=re.S)
    block = re.search(r"@theme default \{(.*?)\n\}", source, re.S)
    if not block:
        raise SystemExit("tailwind-defaults: v4 has no @theme default block")
    table = {}
    for statement in block.group(1).split(";"):
        name, _, value = statement.strip().partition(":")
        value = " ".join(value.split())
        if not name.startswith("--"):
            continue
        name = name[2:]
        if name == "spacing":
            table.setdefault("spacing", {})[""] = value
            continue
        for namespace in V4_NAMESPACES:
            if name.startswith(namespace + "-"):
                key = name[len(namespace) + 1:]
                for suffix in ("--line-height", "--letter-spacing"):
                    if namespace == "text" and key.endswith(suffix):
                        table.setdefault("text" + suffix, {})[key[: -len(suffix)]] = value
                        break
                else:
                    if "--" not in key:
                        table.setdefault(namespace, {})[key] = value
                break
    return table


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def swift(name, major, pin, table):
    lines = [f"    /// Tailwind CSS {major}'s default theme ({pin})."]
    lines.append(f"    static let {name} = TailwindTheme(")
    lines.append(f"        major: {major},")
    lines.append("        values: [")
    for namespace in sorted(table):
        lines.append(f"            {swift_string(namespace)}: [")
        for key in table[namespace]:
            lines.append(f"                {swift_string(key)}: {swift_string(table[namespace][key])},")
        lines.append("            ],")
    lines.append("        ])")
    return lines


def main():
    v3_path, v3_pin, v4_path, v4_pin = sys.argv[1:5]
    with open(v3_path, encoding="utf-8") as file:
        v3 = version3(file.read())
    with open(v4_path, encoding="utf-8") as file:
        v4 = version4(file.read())
    print("// Generated by scripts/tailwind-defaults from tailwindcss " + v3_pin + " stubs/config.full.js")
    print("// and " + v4_pin + " packages/tailwindcss/theme.css: do not edit.")
    print("// swift-format-ignore-file")
    print()
    print("extension TailwindTheme {")
    print("\n".join(swift("version3", 3, v3_pin.split()[0], v3)))
    print()
    print("\n".join(swift("version4", 4, v4_pin.split()[0], v4)))
    print("}")


main()
