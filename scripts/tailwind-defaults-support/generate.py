"""Tailwind CSS's default theme as a Swift table (scripts/tailwind-defaults).

Reads version 3's `stubs/config.full.js` (a JavaScript object: only the keys below are parsed, with a
small parser of strings, numbers, names, arrays and objects), version 4's `theme.css` (the
custom properties of its `@theme default` block) and UnoCSS's preset-mini theme (`_theme/font.ts`
and `misc.ts`'s objects; a number's rem, `n / 4`, from `_utils/handlers/handlers.ts`), and prints
each as a table keyed the way version 4 names them: `font` (families), `text` (sizes) with
`text--line-height` and `text--letter-spacing`, `leading`, `tracking`, `font-weight`, `spacing`.
Values are as written. Only the standard library.
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


def exported(source, name):
    """The object a TypeScript module exports as `name` (`export const fontSize: T = {...}`), its
    arrays' `.join(',')` read as the joined string."""
    found = re.search(r"^export const " + name + r"\b[^=]*= \{", source, re.M)
    if not found:
        raise SystemExit(f"tailwind-defaults: UnoCSS has no {name}")
    text = re.sub(r"^\s*//[^\n]*$", "", source[found.end() - 1:], flags=re.M)  # whole-line comments
    value, _ = parse(tokens(re.sub(r"\]\.join\('(.*?)'\)", r"]", text)))
    joiner = re.search(r"\]\.join\('(.*?)'\)", source[found.end() - 1:])
    return value, joiner.group(1) if joiner else ","


def unocss(font, misc, handlers):
    if "${round(num / 4)}rem" not in handlers:
        raise SystemExit("tailwind-defaults: UnoCSS's rem() no longer makes a number n n / 4 rem")
    table = {"spacing": {"": "0.25rem"}}
    families, joiner = exported(font, "fontFamily")
    table["font"] = {name: joiner.join(item) for name, item in families.items()}
    sizes, _ = exported(font, "fontSize")
    for name, item in sizes.items():
        table.setdefault("text", {})[name] = item[0]
        if len(item) > 1 and isinstance(item[1], str):
            table.setdefault("text--line-height", {})[name] = item[1]
    for key, namespace in (("lineHeight", "leading"), ("letterSpacing", "tracking"), ("fontWeight", "font-weight")):
        table[namespace] = exported(font, key)[0]
    spacing, _ = exported(misc, "spacing")
    table["spacing"].update(spacing)
    return table


def swift_string(text):
    return '"' + text.replace("\\", "\\\\").replace('"', '\\"') + '"'


def swift(name, major, pin, table, uno=False):
    if uno:
        lines = [f"    /// UnoCSS's preset-mini theme ({pin}): its numbers, as version 4's, multiples of 0.25rem."]
    else:
        lines = [f"    /// Tailwind CSS {major}'s default theme ({pin})."]
    lines.append(f"    static let {name} = TailwindTheme(")
    lines.append(f"        major: {major},")
    lines.append("        values: [")
    for namespace in sorted(table):
        lines.append(f"            {swift_string(namespace)}: [")
        for key in table[namespace]:
            lines.append(f"                {swift_string(key)}: {swift_string(table[namespace][key])},")
        lines.append("            ],")
    lines.append("        ]" + (", uno: true)" if uno else ")"))
    return lines


def read(path):
    with open(path, encoding="utf-8") as file:
        return file.read()


def main():
    v3_path, v3_pin, v4_path, v4_pin, font_path, misc_path, handlers_path, uno_pin = sys.argv[1:9]
    v3 = version3(read(v3_path))
    v4 = version4(read(v4_path))
    uno = unocss(read(font_path), read(misc_path), read(handlers_path))
    print("// Generated by scripts/tailwind-defaults from tailwindcss " + v3_pin + " stubs/config.full.js")
    print("// and " + v4_pin + " packages/tailwindcss/theme.css, and from unocss " + uno_pin)
    print("// packages-presets/preset-mini/src/_theme: do not edit.")
    print("// swift-format-ignore-file")
    print()
    print("extension TailwindTheme {")
    print("\n".join(swift("version3", 3, v3_pin.split()[0], v3)))
    print()
    print("\n".join(swift("version4", 4, v4_pin.split()[0], v4)))
    print()
    print("\n".join(swift("unocss", 4, uno_pin.split()[0], uno, uno=True)))
    print("}")


main()
