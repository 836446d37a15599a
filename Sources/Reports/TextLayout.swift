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
                    widths[column] = max(widths[column], cell.count)
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
                where rows[row].indices.contains(column) && rows[row][column].count > target {
                    let cell = rows[row][column]
                    rows[row][column] =
                        fit.keepsHead.contains(column)
                        ? String(cell.prefix(target - 1)) + "…" : "…" + String(cell.suffix(target - 1))
                }
            }
        }
        var final = widths()
        // The last column, when still too wide, wraps at its words onto lines of its own.
        var wrapAt: Int?
        if let limit = fit.width, let last = kept.last, total(final) > limit {
            wrapAt = max(24, final[last] - (total(final) - limit))
            final[last] = wrapAt ?? final[last]
        }
        var text = ""
        for (rowIndex, row) in rows.enumerated() {
            var line = "  "
            let cells = kept.filter { row.indices.contains($0) }
            var continuation: [String] = []
            for (position, column) in cells.enumerated() {
                var cell = row[column]
                if let wrapAt, column == kept.last, cell.count > wrapAt {
                    let lines = wrapWords(cell, width: wrapAt)
                    cell = lines.first ?? cell
                    continuation = Array(lines.dropFirst())
                }
                let filler = String(repeating: " ", count: max(0, final[column] - cell.count))
                let padded = rightAligned.contains(column) ? filler + cell : cell + filler
                line += style(rowIndex, column, padded) + (position == cells.count - 1 ? "" : "  ")
            }
            while line.hasSuffix(" ") { line.removeLast() }
            text += line + "\n"
            let indent = String(repeating: " ", count: total(final) - (kept.last.map { final[$0] } ?? 0))
            for more in continuation { text += indent + more + "\n" }
            if rowIndex > 0, below.indices.contains(rowIndex), !below[rowIndex].isEmpty {
                for line in wrapWords(below[rowIndex], width: (fit.width ?? TableFit.terminalWidth) - 6) {
                    text += "      " + line + "\n"
                }
            }
        }
        if !dropped.isEmpty { text += "  (--wide also shows: " + dropped.joined(separator: ", ") + ")\n" }
        return text
    }

    /// "  label     text", the text wrapped at its words to fit 120 columns under itself.
    public static func labelled(_ label: String, _ text: String) -> String {
        let lead = "  " + pad(label, 10)
        let indent = String(repeating: " ", count: lead.count)
        return wrapWords(text, width: TableFit.terminalWidth - indent.count).enumerated().map { index, line in
            (index == 0 ? lead : indent) + line + "\n"
        }.joined()
    }

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word stays whole).
    public static func wrapWords(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + word.count + 1 > width {
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
        /// Shrinkable columns shortened at their end (the others lose their start, as paths do).
        public var keepsHead: Set<Int> = []
        public var shortest = 16
        /// Put the last column's cells on lines of their own below each row (its heading is left out).
        public var lastBelow = false

        public static let wide = TableFit(width: nil)
        /// The width tables fit by default.
        public static let terminalWidth = 120

        /// `terminalWidth` unless `wide`.
        public static func terminal(wide: Bool, optional: [Int] = [], shrinkable: [Int] = [], keepsHead: Set<Int> = [])
            -> TableFit
        {
            TableFit(
                width: wide ? nil : terminalWidth, optional: optional, shrinkable: shrinkable, keepsHead: keepsHead)
        }
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
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
}
