/// The container a font file comes in, as its first four bytes announce it: an sfnt (TrueType
/// `00 01 00 00` or `true`, OpenType `OTTO`), a collection (`ttcf`), WOFF (`wOFF`) or WOFF2
/// (`wOF2`) (OpenType 1.9.1 "Font file", WOFF 1.0 and 2.0); nil for anything else.
public enum FontContainer: Sendable, Equatable {
    case sfnt, collection, woff, woff2

    public init?(_ bytes: [UInt8]) {
        switch Array(bytes.prefix(4)) {
        case [0, 1, 0, 0], Array("OTTO".utf8), Array("true".utf8): self = .sfnt
        case Array("ttcf".utf8): self = .collection
        case Array("wOFF".utf8): self = .woff
        case Array("wOF2".utf8): self = .woff2
        default: return nil
        }
    }
}
