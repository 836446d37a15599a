/// One escaper per output language for text that inkbox did not write itself: font names, file
/// paths, token paths, catalog strings, error messages. Each keeps such text inside the place it
/// is put (a comment, a string literal, a terminal line, a workflow command's message), whatever
/// it holds. Every generated file and every report goes through these and nothing else.
public enum Escape {
    /// Terminal and CI-log text on one line: control characters (C0, DEL, C1), line and paragraph
    /// separators and bidirectional overrides and isolates are shown as `\u{…}`, and a backslash
    /// as `\\` so that a literal `\u{1B}` in a name cannot pass for an escape.
    public static func terminal(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: { isUnsafe($0) || $0 == "\\" }) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\\" {
                result += "\\\\"
            } else if isUnsafe(scalar) {
                result += visible(scalar)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text for a `//` Swift comment line: on one line, controls shown as `\u{…}`.
    public static func swiftComment(_ text: String) -> String { oneLine(text) }

    /// A Swift string literal, quotes included.
    public static func swiftString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case _ where isUnsafe(scalar): result += visible(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// Text inside a CSS `/* … */` comment: on one line, and no `*/` that would end the comment.
    public static func cssComment(_ text: String) -> String {
        var result = ""
        for scalar in oneLine(text).unicodeScalars {
            if scalar == "/", result.unicodeScalars.last == "*" { result += " " }
            result.unicodeScalars.append(scalar)
        }
        return result
    }

    /// A CSS string in double quotes (CSS Syntax 3, "Serialization"): quotes, backslashes, `<`
    /// and every unsafe or invisible character as a hex escape followed by a space, so that no
    /// value can end the string, the declaration or a surrounding `<style>` element.
    public static func cssString(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            if scalar == "\"" || scalar == "\\" || scalar == "<" || scalar == ">" || isUnsafe(scalar) {
                result += "\\" + String(scalar.value, radix: 16) + " "
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// XML text and attribute values: markup characters as entities, tab and newline as
    /// character references; characters XML 1.0 cannot hold (other C0 controls, U+FFFE, U+FFFF)
    /// as U+FFFD; DEL, C1 controls, line and paragraph separators and bidi controls as character
    /// references, so a reader gets them back but none stands raw in the file (JUnit).
    public static func xmlText(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&#39;"
            // As references, so that no line break from input lands raw in a file a CI log may print.
            case "\n": result += "&#10;"
            case "\t": result += "&#9;"
            case _ where scalar.value < 0x20: result += "\u{FFFD}"
            case _ where (0xFFFE...0xFFFF).contains(scalar.value): result += "\u{FFFD}"
            case _ where isUnsafe(scalar): result += "&#x\(String(scalar.value, radix: 16, uppercase: true));"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Text a page or a picture shows (HTML, SVG): as `xmlText`, but controls, line separators
    /// and bidi controls are shown as `\u{…}`, since a browser would apply a reference to them.
    public static func htmlText(_ text: String) -> String { xmlText(oneLine(text)) }

    /// Text in a Markdown table cell (GitHub's step summary): on one line, with every character
    /// Markdown or HTML could read as syntax escaped by a backslash or an entity, so a token or
    /// file name can neither make a link, an image or a tag, nor end the cell.
    public static func markdownCell(_ text: String) -> String {
        var result = ""
        for character in oneLine(text) {
            switch character {
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "&": result += "&amp;"
            // Links, images, code, emphasis, cells, headings, mentions and autolinks (www., http:).
            case "|", "\\", "`", "*", "_", "[", "]", "#", "~", ".", "@", ":":
                result += "\\" + String(character)
            default: result.append(character)
            }
        }
        return result
    }

    /// Text inside an XML `<!-- … -->` comment: on one line, no `--` (XML 1.0 forbids it in a
    /// comment) and no final `-`.
    public static func xmlComment(_ text: String) -> String {
        var result = ""
        for scalar in oneLine(text).unicodeScalars {
            if scalar == "-", result.unicodeScalars.last == "-" { result += " " }
            result.unicodeScalars.append(scalar)
        }
        return result.hasSuffix("-") ? result + " " : result
    }

    /// An Android string resource's text: XML-escaped, with the characters aapt2 treats as
    /// syntax (`\`, `'`, `"`, and `@` or `?` at the start) escaped with a backslash
    /// (developer.android.com, "String resources", Escaping).
    public static func androidString(_ text: String) -> String {
        var result = ""
        for (index, scalar) in text.unicodeScalars.enumerated() {
            switch scalar {
            case "\\", "'", "\"": result += "\\" + String(scalar)
            case "@" where index == 0, "?" where index == 0: result += "\\" + String(scalar)
            case "\n": result += "\\n"
            case "\t": result += "\\t"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return xmlText(result)
    }

    /// A GitHub Actions workflow command's message: `%`, CR and LF escaped as the runner
    /// decodes them (actions/toolkit `packages/core/src/command.ts`, `escapeData`); other
    /// controls shown as `\u{…}` so that nothing reaches the log raw.
    public static func githubData(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case _ where isUnsafe(scalar): result += visible(scalar)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A workflow command's property value (`file=`, `title=`): as a message, and `:` and `,`
    /// escaped too (`escapeProperty` in the same file).
    public static func githubProperty(_ text: String) -> String {
        var result = ""
        for scalar in githubData(text).unicodeScalars {
            switch scalar {
            case ":": result += "%3A"
            case ",": result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Controls and separators shown as `\u{…}`; everything else as it is.
    private static func oneLine(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if isUnsafe(scalar) { result += visible(scalar) } else { result.unicodeScalars.append(scalar) }
        }
        return result
    }

    private static func visible(_ scalar: Unicode.Scalar) -> String { "\\u{\(String(scalar.value, radix: 16))}" }

    /// Characters that move the cursor, start a terminal escape sequence, end a line, or reorder
    /// what a reader sees (bidi embeddings, overrides and isolates: "Trojan Source", CVE-2021-42574).
    static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }
}
