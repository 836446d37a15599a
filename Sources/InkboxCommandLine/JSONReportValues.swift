import FontReading
import JSONText
import LineBoxAnalysis

extension JSONWriter {
    /// `"key": {"top": ..., "bottom": ...}`: gutters, overflows and paddings in points (rounded
    /// as `points`), or coefficients in em (`points: false`, exact).
    mutating func edges(_ key: String, _ gutter: EdgePair, points asPoints: Bool = true) {
        beginObject(key)
        if asPoints {
            points("top", gutter.top)
            points("bottom", gutter.bottom)
        } else {
            number("top", gutter.top)
            number("bottom", gutter.bottom)
        }
        endObject()
    }

    /// `"key": {"wght": 700, ...}`, or null for nil (a static font).
    mutating func axisValues(_ key: String?, _ values: [AxisValue]?) {
        guard let values else { null(key); return }
        beginObject(key)
        for axis in values { number(axis.tag, axis.value) }
        endObject()
    }
}
