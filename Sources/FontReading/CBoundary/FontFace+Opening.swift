internal import CFreeType
import Foundation

// MARK: - Opening

func checkReadableFile(_ path: String) throws(FontReadingError) {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
        throw .fileNotFound(path: path)
    }
    if isDirectory.boolValue { throw .isDirectory(path: path) }
    guard FileManager.default.isReadableFile(atPath: path) else {
        throw .unreadable(path: path, reason: "permission denied")
    }
    // A device, FIFO or socket could block or never end: only regular files are fonts.
    var status = stat()
    guard stat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
        throw .unreadable(path: path, reason: "not a regular file")
    }
    if status.st_size == 0 { throw .emptyFile(path: path) }
}

func wrap<T>(_ path: String, _ body: () throws(FreeTypeError) -> T) throws(FontReadingError) -> T {
    do { return try body() } catch { throw .corrupt(path: path, reason: "\(error.function): \(error.reason)") }
}

func openFace(library: FreeTypeLibrary, path: String, index: Int) throws(FontReadingError) -> FreeTypeFace {
    do {
        return try FreeTypeFace(library: library, path: path, index: index)
    } catch {
        let container = fontSignature(path)
        // A page or a pointer saved under a font's name is named as such, whatever a driver made of it.
        if container == nil, let content = nonFontContent(path) { throw .notAFont(path: path, content: content) }
        if error.isUnknownFileFormat {
            guard let container else { throw .notAFont(path: path) }
            throw .corrupt(path: path, reason: "starts like \(container) but no FreeType driver can read it")
        }
        if error.isCannotOpenResource { throw .unreadable(path: path, reason: error.reason) }
        throw .corrupt(path: path, reason: "\(error.function): \(error.reason)")
    }
}

/// What a file that is no font is instead, from its first 512 bytes, when they say: a Git LFS
/// pointer (the font was never fetched), an HTML page (a download page saved in the font's place,
/// as public apps ship them), other text (a placeholder), or zero bytes only (a copy whose content
/// was lost); nil for anything else.
func nonFontContent(_ path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    return nonFontContent(of: [UInt8](handle.readData(ofLength: 512)))
}

func nonFontContent(of bytes: [UInt8]) -> String? {
    // A copy whose content was lost (two public apps ship theirs so): nothing but zero bytes.
    if bytes.count >= 4, bytes.allSatisfy({ $0 == 0 }) { return "nothing but zero bytes where its tables should be" }
    var start = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    while start < bytes.count, [0x09, 0x0A, 0x0D, 0x20].contains(bytes[start]) { start += 1 }
    let head = bytes[start...]
    // The last character may be cut by the 512 bytes: text is what decodes up to it.
    var text = head
    while !text.isEmpty, String(validating: text, as: UTF8.self) == nil, head.count - text.count < 4 {
        text = text.dropLast()
    }
    guard !head.isEmpty, let decoded = String(validating: text, as: UTF8.self),
        decoded.unicodeScalars.allSatisfy({
            $0.value >= 0x20 && $0.value != 0x7F || "\t\n\r".unicodeScalars.contains($0)
        })
    else { return nil }
    let lowered = decoded.prefix(20).lowercased()
    if decoded.hasPrefix("version https://git-lfs.github.com/spec/") {
        return "a Git LFS pointer; the font itself was not fetched (git lfs pull)"
    }
    if lowered.hasPrefix("<!doctype html") || lowered.hasPrefix("<html") {
        return "an HTML page, saved in the font's place"
    }
    return "a text file"
}

/// The container a file's first four bytes announce, to tell a damaged font from a file
/// that is no font at all.
func fontSignature(_ path: String) -> String? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    let bytes = [UInt8](handle.readData(ofLength: 4))
    switch bytes {
    case [0x00, 0x01, 0x00, 0x00], Array("true".utf8): return "a TrueType font"
    case Array("OTTO".utf8): return "an OpenType (CFF) font"
    case Array("ttcf".utf8): return "a font collection"
    case Array("wOFF".utf8): return "a WOFF font"
    case Array("wOF2".utf8): return "a WOFF2 font"
    default: return nil
    }
}
