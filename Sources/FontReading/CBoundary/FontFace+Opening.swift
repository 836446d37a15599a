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
        if error.isUnknownFileFormat {
            guard let container = fontSignature(path) else { throw .notAFont(path: path) }
            throw .corrupt(path: path, reason: "starts like \(container) but no FreeType driver can read it")
        }
        if error.isCannotOpenResource { throw .unreadable(path: path, reason: error.reason) }
        throw .corrupt(path: path, reason: "\(error.function): \(error.reason)")
    }
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
