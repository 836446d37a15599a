/// Device-pixel snapping at a screen scale (1, 2 or 3 pixels per point).
///
/// Values within `tolerance` of a pixel boundary count as on it: the inputs are sums and
/// products of Doubles, and 17 * 1802 / 2048 must not become a pixel taller through
/// floating-point noise.
public struct PixelGrid: Sendable, Equatable {
    public var scale: Double
    /// Distances this close (in points) are treated as equal.
    public static let tolerance = 1e-9

    public init(scale: Double) { self.scale = scale }

    /// Rounds up to the next pixel: UIKit's `ceil(x * scale) / scale` for intrinsic sizes.
    public func ceil(_ points: Double) -> Double {
        // Adding 0 turns the -0 of a zero gutter into 0.
        (points * scale - Self.tolerance).rounded(.up) / scale + 0
    }

    /// Rounds to the nearest pixel, halves up: the baseline position of a centred label.
    public func round(_ points: Double) -> Double {
        (points * scale + 0.5 + Self.tolerance).rounded(.down) / scale
    }

    /// One pixel, in points.
    public var pixel: Double { 1 / scale }
}
