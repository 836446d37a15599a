import Foundation

/// The entries of a folder, read with the system's own calls so that no entry is lost in
/// silence: Foundation's listing turns a name that is not valid UTF-8 into one that names
/// nothing, which a walk then cannot `lstat` and used to pass over. Here such a name is kept, with
/// its bytes shown escaped (`a\xFFb.swift`), for the walk to report as an error.
public enum FolderListing {
    /// One entry of a folder.
    public struct Entry: Sendable, Equatable {
        /// The name, when its bytes are valid UTF-8 (and so can be read by name).
        public var name: String?
        /// The name as it can be shown: itself, or its bytes with each invalid one as `\xNN`.
        public var shown: String
    }

    /// The folder's entries but `.` and `..`, sorted by how they are shown; an error when the
    /// folder cannot be opened.
    public static func entries(_ folder: String) throws(InputFileError) -> [Entry] {
        guard let directory = opendir(folder) else { throw InputFileError(path: folder, errno: errno) }
        defer { closedir(directory) }
        var entries: [Entry] = []
        while let entry = readdir(directory) {
            let bytes = withUnsafeBytes(of: entry.pointee.d_name) { raw in Array(raw.prefix { $0 != 0 }) }
            guard bytes != [0x2E], bytes != [0x2E, 0x2E] else { continue }
            let name = String(validating: bytes, as: UTF8.self)
            entries.append(Entry(name: name, shown: name ?? shown(bytes)))
        }
        return entries.sorted { $0.shown < $1.shown }
    }

    /// `bytes` as text: each valid UTF-8 character as itself, every other byte as `\xNN`.
    public static func shown(_ bytes: [UInt8]) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            // The one character that starts here, if it is one (1 to 4 bytes).
            let length = (1...4).first {
                index + $0 <= bytes.count && String(validating: bytes[index..<index + $0], as: UTF8.self) != nil
            }
            if let length {
                text += String(decoding: bytes[index..<index + length], as: UTF8.self)
                index += length
            } else {
                text += "\\x" + String(bytes[index], radix: 16, uppercase: true).leftPadded(to: 2)
                index += 1
            }
        }
        return text
    }
}

extension String {
    fileprivate func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
