/// The words of a project's scripts, for the styles of a sheet its file exports and never names
/// (`export const styles = StyleSheet.create(...)` in `Card.styles.ts`): another file draws such a
/// style only by saying its name (`styles.title`, `const { title } = styles`, `styles['title']`) or
/// by taking the sheet whole (`styles[variant]`, `Object.values(styles)`, `import { styles as card
/// }`). A word is known by a hash of its bytes: two words that share one read as said, which can
/// only keep a style listed. One pass over every script's bytes, under a two-hundredth of a
/// React Native scan.
struct ScriptWords: Sendable {
    /// An open-addressed table by hash (0: an empty slot) of each word of three bytes or more
    /// (names and the words of strings and comments alike): the number of the first file that
    /// says it, or -1 once a second does; and whether a file follows it as one that may take a
    /// whole sheet (`takesWhole`).
    private var hashes = [UInt64](repeating: 0, count: 1 << 12)
    private var firsts = [Int32](repeating: 0, count: 1 << 12)
    private var wholes = [Bool](repeating: false, count: 1 << 12)
    private var used = 0
    /// The scripts read so far (at most `AppScan.entryLimit`): the number of the one being read.
    private var files: Int32 = 0
    /// Past this many words (a tree of generated names) none is known unsaid: every style stays listed.
    static let limit = 1 << 21
    private var full = false

    /// Reads a script's words.
    mutating func read(_ text: String) {
        guard !full else { return }
        files += 1
        var text = text
        text.withUTF8 { bytes in
            var offset = 0
            while offset < bytes.count, !full {
                offset = read(bytes, from: offset)
                if 2 * used >= hashes.count { grow() }
            }
        }
    }

    /// Reads words from `offset` until the end or until the table is half full; gives where it stopped.
    private mutating func read(_ bytes: UnsafeBufferPointer<UInt8>, from offset: Int) -> Int {
        let file = files
        let room = hashes.count / 2 - used
        var added = 0
        var offset = offset
        Self.nameBytes.withUnsafeBufferPointer { isName in
            hashes.withUnsafeMutableBufferPointer { hashes in
                firsts.withUnsafeMutableBufferPointer { firsts in
                    wholes.withUnsafeMutableBufferPointer { wholes in
                        let mask = hashes.count - 1
                        while offset < bytes.count, added < room {
                            guard isName[Int(bytes[offset])] else {
                                offset += 1
                                continue
                            }
                            let start = offset
                            var hash = Self.seed
                            while offset < bytes.count, isName[Int(bytes[offset])] {
                                hash = (hash ^ UInt64(bytes[offset])) &* Self.prime
                                offset += 1
                            }
                            guard offset - start >= 3 else { continue }
                            let key = Self.key(hash)
                            var slot = Self.start(key, mask)
                            while hashes[slot] != 0, hashes[slot] != key { slot = (slot + 1) & mask }
                            if hashes[slot] == 0 {
                                (hashes[slot], firsts[slot]) = (key, file)
                                added += 1
                            } else if firsts[slot] != file {
                                firsts[slot] = -1
                            }
                            if Self.takesWhole(bytes, after: offset) { wholes[slot] = true }
                        }
                    }
                }
            }
        }
        used += added
        return offset
    }

    /// Whether what follows a word may take a whole sheet of its name: `[` or `)`
    /// (`styles[variant]`, `flatten(styles)`), or ` as ` (`import { styles as card }`, whose
    /// `card[variant]` says another name).
    private static func takesWhole(_ bytes: UnsafeBufferPointer<UInt8>, after end: Int) -> Bool {
        guard end < bytes.count else { return false }
        return bytes[end] == UInt8(ascii: "[") || bytes[end] == UInt8(ascii: ")")
            || bytes[end] == UInt8(ascii: " ") && end + 3 < bytes.count && bytes[end + 1] == UInt8(ascii: "a")
                && bytes[end + 2] == UInt8(ascii: "s") && bytes[end + 3] == UInt8(ascii: " ")
    }

    /// Whether a style of an exported sheet (`name`, of the sheet `owner`) may be drawn by another
    /// file: one says its name, or takes the sheet whole; or it is too short to be looked up.
    func mayBeDrawn(_ name: String, of owner: String) -> Bool {
        guard !full, name.utf8.count >= 3 else { return true }
        let said = firsts[slot(Self.hash(name))] == -1  // an empty slot's is 0
        let whole = owner.utf8.count >= 3 && wholes[slot(Self.hash(owner))]
        return said || whole
    }

    /// The slot of a hash: its own, else the empty one it would take.
    private func slot(_ hash: UInt64) -> Int {
        let key = Self.key(hash)
        let mask = hashes.count - 1
        var slot = Self.start(key, mask)
        while hashes[slot] != 0, hashes[slot] != key { slot = (slot + 1) & mask }
        return slot
    }

    private static func start(_ key: UInt64, _ mask: Int) -> Int { Int(truncatingIfNeeded: key ^ key >> 29) & mask }

    private mutating func grow() {
        guard hashes.count < 2 * Self.limit else {
            full = true
            return
        }
        let old = (hashes, firsts, wholes)
        hashes = [UInt64](repeating: 0, count: 2 * old.0.count)
        firsts = [Int32](repeating: 0, count: hashes.count)
        wholes = [Bool](repeating: false, count: hashes.count)
        for index in old.0.indices where old.0[index] != 0 {
            let slot = slot(old.0[index])
            (hashes[slot], firsts[slot], wholes[slot]) = (old.0[index], old.1[index], old.2[index])
        }
    }

    /// `isScriptNameByte` of each byte, looked up.
    private static let nameBytes = (0...255).map { isScriptNameByte(UInt8($0)) }

    // FNV-1a, 64 bits; 0 marks an empty slot, so a word that hashes to it is read as 1.
    private static let seed: UInt64 = 0xcbf2_9ce4_8422_2325
    private static let prime: UInt64 = 0x100_0000_01b3
    private static func key(_ hash: UInt64) -> UInt64 { hash == 0 ? 1 : hash }

    private static func hash(_ word: String) -> UInt64 {
        word.utf8.reduce(seed) { ($0 ^ UInt64($1)) &* prime }
    }
}
