import FontValues

/// Where the ink of one line reaches into the ink of the next: in a multi-line label the lines
/// sit one pitch apart, so a string's lowest ink (line above) and another's highest ink (line
/// below) overlap when together they need more than the pitch.
public struct Collision: Sendable, Equatable {
    /// Indices into the items measured: the one on the upper line and the one on the lower
    /// line (they may be the same).
    public var upper: Int
    public var lower: Int
    /// How far the two inks overlap, in the platform's unit.
    public var overlap: Double
    /// The items themselves (glyphs or strings), once the auditor has named them.
    public var upperItem: AuditItem? = nil
    public var lowerItem: AuditItem? = nil
    /// In a wrapped string: the upper line (0 is the first) and the clusters (scalar offsets)
    /// that meet.
    public var line: Int? = nil
    public var upperCluster: Int? = nil
    public var lowerCluster: Int? = nil
}

public enum Collisions {
    /// The worst collisions (at most `limit`, largest overlap first) between any item on one line
    /// and any item on the next, for lines `pitch` apart. `extents` are each item's ink in font
    /// units (`yMin`, `yMax`), `unitScale` converts font units to the platform's unit.
    public static func find(
        _ extents: [(yMin: Double, yMax: Double)?], unitScale: Double, pitch: Double,
        limit: Int = 10
    ) -> [Collision] {
        // Only the lowest and the highest few can be among the worst pairs.
        let indexed = extents.enumerated().compactMap { index, extent in extent.map { (index, $0) } }
        let lowest = indexed.sorted { $0.1.yMin < $1.1.yMin }.prefix(limit)
        let highest = indexed.sorted { $0.1.yMax > $1.1.yMax }.prefix(limit)
        var found: [Collision] = []
        for (upper, upperExtent) in lowest {
            for (lower, lowerExtent) in highest {
                let overlap = (-upperExtent.yMin + lowerExtent.yMax) * unitScale - pitch
                if overlap > PixelGrid.tolerance {
                    found.append(Collision(upper: upper, lower: lower, overlap: overlap))
                }
            }
        }
        return Array(
            found.sorted { ($0.overlap, -$0.upper, -$0.lower) > ($1.overlap, -$1.upper, -$1.lower) }.prefix(limit))
    }
}
