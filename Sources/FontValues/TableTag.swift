/// An sfnt table tag as text: `OS/2`, `glyf`. A tag from a damaged file may hold any byte: only
/// printable ASCII is shown as it is, the rest as `\xNN`.
public func tableTagName(_ tag: UInt32) -> String {
    let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> UInt32($0)) }
    return bytes.map { (0x20...0x7E).contains($0) ? String(UnicodeScalar($0)) : "\\x" + String($0, radix: 16) }.joined()
}
