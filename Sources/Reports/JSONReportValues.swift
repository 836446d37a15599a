import FontReading
import FontValues
import JSONText
import LineBoxAnalysis

extension JSONWriter {
    /// `"key": {"top": ..., "bottom": ..., "left": ..., "right": ...}`: gutters, overflows and
    /// paddings in points (rounded as `points`), or coefficients in em (`points: false`, exact).
    /// Without `sides`, top and bottom only (the `ceil(pointSize / 6)` habit is vertical).
    public mutating func edges(_ key: String, _ edges: Edges, points asPoints: Bool = true, sides: Bool = true) {
        beginObject(key)
        for (name, value) in [("top", edges.top), ("bottom", edges.bottom)]
            + (sides ? [("left", edges.left), ("right", edges.right)] : [])
        {
            if asPoints { points(name, value) } else { number(name, value) }
        }
        endObject()
    }

    /// `"key": {"wght": 700, ...}`, or null for nil (a static font).
    public mutating func axisValues(_ key: String?, _ values: [AxisValue]?) {
        guard let values else {
            null(key)
            return
        }
        beginObject(key)
        for axis in values { number(axis.tag, axis.value) }
        endObject()
    }
}
