import Foundation
import TextEscaping

// MARK: - Text for a terminal

/// How text reports are laid out for a terminal, whatever they report: tables aligned and fitted
/// to a width (`TableFit`), words wrapped, labelled lines, padding and colour (`Paint`).
extension TextReport {
    /// Aligns cells in columns two spaces apart; `style` may colour a cell after padding (it is
    /// given the column's index in `rows`). With `fit`, a table wider than its width loses
    /// `fit.optional` columns in order, then shortens `fit.shrinkable` cells, then wraps its last
    /// column, and ends with a line saying what `--wide` would show.
    public static func table(
        _ rows: [[String]], rightAligned: Set<Int>, fit: TableFit = .wide,
        style: (Int, Int, String) -> String
    ) -> String {
        let input = rows
        // Cells hold names and paths from input: escaped before they are measured.
        var rows = rows.map { $0.map(Escape.terminal) }
        // The last column on lines of its own below each row, indented and wrapped.
        var below: [String] = []
        if fit.lastBelow {
            below = rows.map { $0.count > 1 ? $0[$0.count - 1] : "" }
            rows = rows.map { $0.count > 1 ? Array($0.dropLast()) : $0 }
        }
        func widths() -> [Int] {
            var widths: [Int] = []
            for row in rows {
                for (column, cell) in row.enumerated() {
                    if column >= widths.count { widths.append(0) }
                    widths[column] = max(widths[column], cell.terminalColumns)
                }
            }
            return widths
        }
        var kept = Array(widths().indices)
        func total(_ widths: [Int]) -> Int { 2 + kept.map { widths[$0] }.reduce(0, +) + 2 * max(kept.count - 1, 0) }
        var dropped: [String] = []
        if let limit = fit.width {
            for column in fit.optional where total(widths()) > limit && kept.contains(column) {
                kept.removeAll { $0 == column }
                if let heading = rows.first, heading.indices.contains(column) { dropped.append(heading[column]) }
            }
            for column in fit.shrinkable where total(widths()) > limit {
                let current = widths()
                guard current.indices.contains(column) else { continue }
                let target = max(fit.shortest, current[column] - (total(current) - limit))
                for row in rows.indices.dropFirst()
                where rows[row].indices.contains(column) && rows[row][column].terminalColumns > target {
                    let cell = rows[row][column]
                    let head = (target - 1) / 2
                    rows[row][column] =
                        fit.keepsHead.contains(column)
                        ? cell.leading(columns: target - 1) + "…"
                        : fit.keepsEnds.contains(column)
                            ? cell.leading(columns: head) + "…" + cell.trailing(columns: target - 1 - head)
                            : "…" + cell.trailing(columns: target - 1)
                }
            }
        }
        var final = widths()
        // The last column, when still too wide, wraps at its words onto lines of its own.
        var wrapAt: Int?
        if let limit = fit.width, let last = kept.last, total(final) > limit {
            let room = final[last] - (total(final) - limit)
            // Too narrow to read wrapped: the last column goes on lines of its own below each row.
            if room < Self.narrowestWrap, !fit.lastBelow, rows.count > 1, kept.count > 1 {
                var below = fit
                below.lastBelow = true
                return table(input, rightAligned: rightAligned, fit: below, style: style)
            }
            wrapAt = max(Self.narrowestWrap, room)
            final[last] = wrapAt ?? final[last]
        }
        var text = ""
        for (rowIndex, row) in rows.enumerated() {
            if let heading = fit.headings[rowIndex] { text += "  " + Escape.terminal(heading) + "\n" }
            var line = "  "
            let cells = kept.filter { row.indices.contains($0) }
            var continuation: [String] = []
            for (position, column) in cells.enumerated() {
                var cell = row[column]
                if let wrapAt, column == kept.last, cell.terminalColumns > wrapAt {
                    let lines = wrapList(cell, width: wrapAt)
                    cell = lines.first ?? cell
                    continuation = Array(lines.dropFirst())
                }
                let filler = String(repeating: " ", count: max(0, final[column] - cell.terminalColumns))
                let padded = rightAligned.contains(column) ? filler + cell : cell + filler
                line += style(rowIndex, column, padded) + (position == cells.count - 1 ? "" : "  ")
            }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
            let indent = String(repeating: " ", count: total(final) - (kept.last.map { final[$0] } ?? 0))
            for more in continuation { text += indent + more + "\n" }
            // An empty or "-" cell says nothing on a line of its own.
            if rowIndex > 0, below.indices.contains(rowIndex), !["", "-"].contains(below[rowIndex]) {
                for line in wrapWords(below[rowIndex], width: (fit.width ?? TextWidth.wide.prose) - 6) {
                    text += "      " + line + "\n"
                }
            }
        }
        if !dropped.isEmpty {
            let note = "(--wide also shows: " + dropped.joined(separator: ", ") + ")"
            text += wrapWords(note, width: (fit.width ?? TextWidth.wide.prose) - 4).enumerated().map {
                ($0.offset == 0 ? "  " : "    ") + $0.element + "\n"
            }.joined()
        }
        return text
    }

    /// The narrowest a table's last column wraps to; narrower, it goes below each row.
    static let narrowestWrap = 24

    /// "  label     text", the text wrapped at its words to fit the width under itself.
    public static func labelled(_ label: String, _ text: String, width: TextWidth) -> String {
        let lead = "  " + pad(label, 10)
        return hanging(lead, text, indent: lead.count, width: width)
    }

    /// `lead` and the text, wrapped at its words to fit the width, its further lines indented.
    public static func hanging(_ lead: String, _ text: String, indent: Int, width: TextWidth) -> String {
        let spaces = String(repeating: " ", count: indent)
        let room = max(width.prose - max(lead.terminalColumns, indent), 20)
        return wrapWords(text, width: room).enumerated().map { index, line in
            (index == 0 ? lead : spaces) + line + "\n"
        }.joined()
    }

    /// A list ("É +0.73 top @34, j +2.66 bottom @34") in lines of at most `width` columns, broken
    /// after its commas when every item fits a line, else at spaces (`wrapWords`).
    static func wrapList(_ text: String, width: Int) -> [String] {
        let items = text.components(separatedBy: ", ")
        guard items.allSatisfy({ $0.terminalColumns < width }) else { return wrapWords(text, width: width) }
        var lines: [String] = []
        var current = ""
        for item in items {
            let next = current.isEmpty ? item : current + ", " + item
            if next.terminalColumns <= width {
                current = next
            } else {
                lines.append(current + ",")
                current = item
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// `text` in lines of at most `width` columns, broken at spaces (a longer word stays whole).
    public static func wrapWords(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.terminalColumns + String(word).terminalColumns + 1 > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines
    }

    /// How a table fits a terminal: the width (nil: as wide as its cells, `--wide`), the columns
    /// it may leave out in order, the columns whose cells it may shorten from the left.
    public struct TableFit: Sendable {
        public var width: Int?
        public var optional: [Int] = []
        public var shrinkable: [Int] = []
        /// Shrinkable columns shortened at their end, and those shortened in their middle (the
        /// others lose their start).
        public var keepsHead: Set<Int> = []
        public var keepsEnds: Set<Int> = []
        public var shortest = 16
        /// Put the last column's cells on lines of their own below each row (its heading is left out).
        public var lastBelow = false
        /// Lines written before rows (by row index), apart from the columns: a group's file or face,
        /// said once above its rows and never shortened.
        public var headings: [Int: String] = [:]

        public static let wide = TableFit(width: nil)

        /// A table fitted to `width`.
        public static func terminal(
            _ width: TextWidth, optional: [Int] = [], shrinkable: [Int] = [], keepsHead: Set<Int> = []
        ) -> TableFit {
            TableFit(width: width.columns, optional: optional, shrinkable: shrinkable, keepsHead: keepsHead)
        }
    }
}

/// How wide a text report may be: its tables fit it (dropping columns by priority, wrapping their
/// last one) and its prose wraps within it. A path is never shortened to fit: a line that holds
/// one may be wider.
public struct TextWidth: Sendable, Equatable {
    /// The columns, or nil: tables as wide as their cells (`--wide`).
    public let columns: Int?

    public init(columns: Int?) { self.columns = columns.map { max($0, Self.narrowest) } }

    public static let wide = TextWidth(columns: nil)
    /// What a pipe or a CI log gets when nothing says how wide it is.
    public static let standard = TextWidth(columns: 80)
    /// No report is fitted narrower: below it, lines are wider than asked.
    public static let narrowest = 40

    /// The width prose wraps at: the columns, or 120 under tables as wide as their cells.
    public var prose: Int { columns ?? 120 }

    /// `--wide`, else the `COLUMNS` environment variable (a positive integer), else the width of
    /// the terminal standard output is, else 80, as a pipe or a log is read.
    public static func resolve(wide: Bool, environment: [String: String], terminalColumns: Int?) -> TextWidth {
        if wide { return .wide }
        if let text = environment["COLUMNS"], let columns = Int(text.trimmingCharacters(in: .whitespaces)), columns > 0
        {
            return TextWidth(columns: columns)
        }
        if let terminalColumns, terminalColumns > 0 { return TextWidth(columns: terminalColumns) }
        return .standard
    }
}

/// ANSI styling that does nothing when disabled.
public struct Paint {
    public let enabled: Bool
    public init(enabled: Bool) { self.enabled = enabled }
    public func red(_ text: String) -> String { wrap(text, "31") }
    public func green(_ text: String) -> String { wrap(text, "32") }
    public func yellow(_ text: String) -> String { wrap(text, "33") }
    public func bold(_ text: String) -> String { wrap(text, "1") }
    public func dim(_ text: String) -> String { wrap(text, "2") }
    private func wrap(_ text: String, _ code: String) -> String { enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text }
}

/// `text` padded with spaces to `width` columns, or followed by one space when it is that wide.
public func pad(_ text: String, _ width: Int) -> String {
    let columns = text.terminalColumns
    return columns >= width ? text + " " : text + String(repeating: " ", count: width - columns)
}

extension String {
    /// How many columns a terminal gives the text: marks that combine or format nothing (Mn, Me,
    /// Cf) none, East Asian wide and fullwidth characters two (the ranges of Markus Kuhn's
    /// wcwidth), the rest one. A Swift Character count is not it: a Thai vowel sign joins the
    /// character before it in one Character and still takes a column of its own.
    public var terminalColumns: Int {
        // ASCII takes a column a character: none of it is a mark or a format character (a
        // report's text is nearly all ASCII, and Unicode's property tables cost a lookup each).
        if utf8.allSatisfy({ $0 < 0x80 }) { return utf8.count }
        var columns = 0
        for scalar in unicodeScalars {
            switch scalar.properties.generalCategory {
            case .nonspacingMark, .enclosingMark, .format: continue
            default: columns += scalar.isWide ? 2 : 1
            }
        }
        return columns
    }
}

extension String {
    /// The longest start of the text that takes at most `columns` columns.
    fileprivate func leading(columns: Int) -> String {
        var taken = 0
        return String(
            prefix { character in
                taken += String(character).terminalColumns
                return taken <= columns
            })
    }

    /// The longest end of the text that takes at most `columns` columns.
    fileprivate func trailing(columns: Int) -> String {
        String(String(reversed()).leading(columns: columns).reversed())
    }
}

extension Unicode.Scalar {
    /// East Asian wide or fullwidth (wcwidth's ranges).
    fileprivate var isWide: Bool {
        switch value {
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6, 0x1F300...0x1F64F,
            0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
            return true
        default: return false
        }
    }
}
