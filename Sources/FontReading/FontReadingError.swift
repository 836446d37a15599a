import FontValues

/// Why a font file could not be read. One case per cause; `description` is a one-line,
/// lowercase message that starts with the file path.
public enum FontReadingError: Error, Sendable, Equatable, CustomStringConvertible {
    case fileNotFound(path: String)
    case isDirectory(path: String)
    /// A folder named on the command line in which no font file was found.
    case noFontFiles(path: String)
    /// A folder named on the command line whose every font file was unreadable: nothing was measured.
    case noReadableFont(path: String, skipped: Int)
    case emptyFile(path: String)
    case unreadable(path: String, reason: String)
    /// Never read: the project's read rule refuses it (a link out of the project, `.git`).
    case refused(path: String, reason: String)
    /// A file no FreeType driver reads; `content` says what it is instead, when it is
    /// recognisably something else (`FileContent.kind`).
    case notAFont(path: String, content: String? = nil)
    case corrupt(path: String, reason: String)
    case faceIndexOutOfRange(path: String, index: Int, faceCount: Int)
    case bitmapOnly(path: String)
    case missingTable(path: String, table: String)
    case invalidTable(path: String, reason: String)
    case notVariable(path: String)
    case unknownInstance(path: String, name: String, available: [String])
    case unknownAxis(path: String, tag: String, available: [String])
    case axisValueOutOfRange(path: String, tag: String, value: Double, minimum: Double, maximum: Double)
    case glyphLoadFailed(path: String, glyphID: UInt32, reason: String)
    /// Not one of the glyphs asked for has ink: a face that was not measured must not pass.
    case nothingMeasurable(path: String, asked: Int, missing: Int)
    /// Not one of the strings asked for has ink in the face or its fallbacks.
    case nothingShaped(path: String, strings: Int, missing: Int)

    /// The file the error is about.
    public var path: String {
        switch self {
        case .fileNotFound(let path), .isDirectory(let path), .noFontFiles(let path), .noReadableFont(let path, _),
            .emptyFile(let path),
            .unreadable(let path, _), .refused(let path, _), .notAFont(let path, _), .corrupt(let path, _),
            .faceIndexOutOfRange(let path, _, _), .bitmapOnly(let path),
            .missingTable(let path, _), .invalidTable(let path, _), .notVariable(let path),
            .unknownInstance(let path, _, _), .unknownAxis(let path, _, _),
            .axisValueOutOfRange(let path, _, _, _, _), .glyphLoadFailed(let path, _, _),
            .nothingMeasurable(let path, _, _), .nothingShaped(let path, _, _):
            return path
        }
    }

    /// The cause without the path, for reports that show the path elsewhere.
    public var reason: String {
        switch self {
        case .fileNotFound: return "no such file"
        case .isDirectory: return "is a directory, not a font file"
        case .noFontFiles: return "no font file (.ttf .otf .ttc .otc .woff .woff2) in this folder"
        case .noReadableFont(_, let skipped):
            return
                "no readable font in this folder (\(skipped) font file\(skipped == 1 ? "" : "s") skipped): nothing was measured"
        case .emptyFile: return "empty file"
        case .unreadable(_, let reason): return "cannot read file (\(reason))"
        case .refused(_, let reason): return reason
        case .notAFont(_, let content?): return "not a font: \(content)"
        case .notAFont: return "not a font file FreeType can read"
        case .corrupt(_, let reason): return "corrupt or truncated font (\(reason))"
        case .faceIndexOutOfRange(_, let index, let count):
            return
                "face index \(index) out of range (the file has \(count) face\(count == 1 ? "" : "s"): 0...\(count - 1))"
        case .bitmapOnly: return "bitmap-only face: no outlines to measure"
        case .missingTable(_, let table): return "no \(table) table"
        case .invalidTable(_, let reason): return reason
        case .notVariable: return "not a variable font (--instance and --axis need an fvar table)"
        case .unknownInstance(_, let name, let available):
            return "no named instance '\(name)' (available: \(available.joined(separator: ", ")))"
        case .unknownAxis(_, let tag, let available):
            return "no axis '\(tag)' (available: \(available.joined(separator: ", ")))"
        case .axisValueOutOfRange(_, let tag, let value, let minimum, let maximum):
            return
                "axis \(tag) value \(NumberText.shortest(value)) outside \(NumberText.shortest(minimum))...\(NumberText.shortest(maximum))"
        case .glyphLoadFailed(_, let glyphID, let reason): return "cannot load glyph \(glyphID) (\(reason))"
        case .nothingShaped(_, let strings, let missing):
            return "nothing to measure: none of the \(strings) string\(strings == 1 ? "" : "s") has ink"
                + (missing > 0 ? " (\(missing) of them hold characters no font draws; --fallback FONT draws them)" : "")
        case .nothingMeasurable(_, let asked, let missing):
            return "nothing to measure: none of the \(asked) glyph\(asked == 1 ? "" : "s") asked for has ink"
                + (missing > 0
                    ? " (\(missing) of them not in the font's cmap; choose characters it has with --set or --chars)"
                    : "")
        }
    }

    public var description: String { "\(path): \(reason)" }
}
