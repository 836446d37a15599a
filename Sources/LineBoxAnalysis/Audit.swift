import FontValues

/// Puts measured items in a platform's line box at each size, in named steps: the line boxes
/// (one per set of fonts drawn together), the clipped items, the fixes (overflow, gutters,
/// line-height fix, the platform's advice), and the collisions between lines.
public enum Auditor {
    public static func audit(
        metrics: VerticalMetrics, postScriptName: String?, familyName: String? = nil,
        glyphs: [MeasuredItem], hintedGlyphs: [GlyphHinting: [Double: [MeasuredItem]]] = [:],
        fallbacks: [VerticalMetrics] = [], fallbacksUsed: [[Int]] = [],
        layouts: [TextLayout] = [], settings: AuditSettings
    ) -> FontAudit {
        audit(
            AuditInput(
                metrics: metrics, postScriptName: postScriptName, familyName: familyName, glyphs: glyphs,
                hintedGlyphs: hintedGlyphs, fallbacks: fallbacks, fallbacksUsed: fallbacksUsed, layouts: layouts),
            settings: settings)
    }

    public static func audit(_ input: AuditInput, settings: AuditSettings) -> FontAudit {
        let measured = InkTable(input.glyphs, fallbacksUsed: input.fallbacksUsed)
        var results: [SizeResult] = []
        var coefficients = Edges(top: 0, bottom: 0)
        for size in settings.sizes {
            let result = audit(input, measured, size: size, settings: settings)
            results.append(result)
            if size > 0 { coefficients = coefficients.max(result.overflow.map { $0 / size }) }
        }
        coefficients = coefficients.map(roundUpToTenThousandth)
        return FontAudit(settings: settings, results: results, coefficients: coefficients)
    }

    /// One size: the same steps as every size.
    private static func audit(_ input: AuditInput, _ measured: InkTable, size: Double, settings: AuditSettings)
        -> SizeResult
    {
        let platform = settings.platform
        let grid = PixelGrid(scale: platform.pixelsPerUnit(scale: settings.scale, options: settings.options))
        let context = SizeContext(
            size: size, unitScale: size / Double(input.metrics.unitsPerEm), grid: grid,
            tolerance: settings.tolerancePixels / grid.scale + PixelGrid.tolerance, settings: settings)
        let primary = LineInput(
            metrics: input.metrics, postScriptName: input.postScriptName,
            familyName: input.familyName, size: size, lineHeight: settings.lineHeight,
            scale: settings.scale, options: settings.options, viewHeight: settings.viewHeight,
            centredInHeight: settings.centredInHeight, capHeight: input.capHeight(size: size))
        let primaryBox = primary.box(on: platform)
        let wrapped = wrap(input, context, primaryBox: primaryBox)
        // Hinted items are the same items in the same order: they keep their lines' fallback fonts.
        let hinted = settings.options.drawsHinted(on: platform) ? input.hintedGlyphs[settings.hinting]?[size] : nil
        let table =
            wrapped.isEmpty
            ? hinted.map { InkTable($0, fallbacksUsed: input.fallbacksUsed) } ?? measured
            : InkTable(input.glyphs.map { $0.clipping(wrapped[$0.item]) }, fallbacksUsed: input.fallbacksUsed)
        let (inputs, boxes) = lineBoxes(
            table, primary: primary, primaryBox: primaryBox, fallbacks: input.fallbacks, platform: platform)
        let sides = sideOverflows(table, context, wrapped: wrapped)
        let clipped = clippedItems(table, boxes, sides, context, wrapped: wrapped)
        var result = fixes(table, inputs: inputs, boxes: boxes, sides: sides, context)
        result.clipped = clipped
        result.judgement = settings.judgement
        result.mixedLineBoxes = table.fontSets.indices.dropFirst().map { (table.fontSets[$0], boxes[$0]) }
        if !wrapped.isEmpty {
            result.wrappedLines = wrapped.values.map(\.lineCount).max()
        }
        result.collisions =
            settings.rules.reports(.collides) ? collisions(table, wrapped: wrapped, box: boxes[0], context) : []
        return result
    }

    /// What every step of one size shares.
    private struct SizeContext {
        var size: Double
        /// Points (or dp, px) per font unit.
        var unitScale: Double
        var grid: PixelGrid
        /// Overflow up to this much (points) does not count.
        var tolerance: Double
        var settings: AuditSettings
    }

    /// Wrapped strings: what can clip is the first line's top and the last line's bottom.
    private static func wrap(_ input: AuditInput, _ context: SizeContext, primaryBox: LineBox) -> [AuditItem:
        WrappedText]
    {
        guard let width = context.settings.wrapWidth, input.layouts.count == input.glyphs.count, context.size > 0 else {
            return [:]
        }
        let pitch = context.settings.platform.pitch(primaryBox)
        var wrapped: [AuditItem: WrappedText] = [:]
        for (glyph, layout) in zip(input.glyphs, input.layouts) {
            wrapped[glyph.item] = WrappedText(
                layout, width: width / context.unitScale, maxLines: context.settings.lines,
                pitch: pitch, unitScale: context.unitScale)
        }
        return wrapped
    }

    /// Step 1: one line box per set of fonts drawn together; set 0 is the audited font alone.
    private static func lineBoxes(
        _ table: InkTable, primary: LineInput, primaryBox: LineBox, fallbacks: [VerticalMetrics],
        platform: Platform
    ) -> (inputs: [LineInput], boxes: [LineBox]) {
        let inputs = table.fontSets.map { set in
            var input = primary
            input.fallbacks = set.compactMap { fallbacks.indices.contains($0) ? fallbacks[$0] : nil }
            return input
        }
        return (inputs, [primaryBox] + inputs.dropFirst().map { $0.box(on: platform) })
    }

    /// Step 2: how far each item's ink crosses the sides of a view sized to it (or of the wrap
    /// width), in the platform's unit, by table index; empty when the sides are not audited.
    private static func sideOverflows(_ table: InkTable, _ context: SizeContext, wrapped: [AuditItem: WrappedText])
        -> SideOverflows
    {
        var sides = SideOverflows()
        guard context.settings.edges.horizontal else { return sides }
        sides.left.reserveCapacity(table.glyphs.count)
        sides.right.reserveCapacity(table.glyphs.count)
        for index in table.glyphs.indices {
            let (left, right): (Double, Double)
            if let width = context.settings.wrapWidth, let text = wrapped[table.glyphs[index].item] {
                // Each wrapped line at its own alignment in the given width.
                (left, right) = (
                    -(text.left?.x ?? 0) * context.unitScale, (text.right?.x ?? 0) * context.unitScale - width
                )
            } else if table.glyphs[index].isMark {
                // A mark is drawn on the glyph before it, never alone at a side of a line: strings
                // measure marks with their bases.
                (left, right) = (-.infinity, -.infinity)
            } else {
                let box = sideBox(table, index, context)
                (left, right) = (
                    box.left - table.xMin[index] * context.unitScale, table.xMax[index] * context.unitScale - box.right
                )
            }
            sides.left.append(left)
            sides.right.append(right)
            sides.worstLeft = max(sides.worstLeft, left)
            sides.worstRight = max(sides.worstRight, right)
        }
        return sides
    }

    /// The sides of a view as wide as the item at `index` (SideModels).
    private static func sideBox(_ table: InkTable, _ index: Int, _ context: SizeContext) -> SideBox {
        let glyph = table.glyphs[index]
        let settings = context.settings
        let line = SideModels.Line(
            advance: glyph.advance, clusters: glyph.clusters, rightToLeft: glyph.rightToLeft,
            inkXMin: table.xMin[index], inkXMax: table.xMax[index])
        return SideModels.box(
            settings.platform, line, size: context.size, unitScale: context.unitScale,
            letterSpacing: settings.letterSpacing.em(size: context.size), grid: context.grid, options: settings.options)
    }

    /// How far each item's ink crosses each side of its view (flat, by table index), and the
    /// furthest at each side (positive, or 0).
    private struct SideOverflows {
        var left: [Double] = []
        var right: [Double] = []
        var worstLeft = 0.0
        var worstRight = 0.0
    }

    /// Step 3: the items whose ink crosses their line box or the sides of their view, by how much
    /// at each edge.
    private static func clippedItems(
        _ table: InkTable, _ boxes: [LineBox], _ sides: SideOverflows,
        _ context: SizeContext, wrapped: [AuditItem: WrappedText]
    ) -> [ClippedItem] {
        let settings = context.settings
        let unitScale = context.unitScale
        let tolerance = context.tolerance
        let exempting = settings.platform.model.exemptsTallScripts && settings.tallScripts == .exempt
        let vertical = settings.edges.vertical
        let judgement = settings.judgement
        // Only glyphs beyond these font-unit heights can clip: one comparison per glyph.
        let limits = boxes.map { (top: ($0.top + tolerance) / unitScale, bottom: -($0.bottom + tolerance) / unitScale) }
        var clipped: [ClippedItem] = []
        for index in table.yMax.indices {
            let set = table.fontSet[index]
            let left = sides.left.isEmpty ? 0 : sides.left[index]
            let right = sides.right.isEmpty ? 0 : sides.right[index]
            let crossesLineBox =
                vertical && (table.yMax[index] > limits[set].top || table.yMin[index] < limits[set].bottom)
            guard crossesLineBox || left > tolerance || right > tolerance else { continue }
            let glyph = table.glyphs[index]
            if exempting && settings.tallScripts.isExempt(glyph.character) { continue }
            let top = vertical ? table.yMax[index] * unitScale - boxes[set].top : 0
            let bottom = vertical ? -table.yMin[index] * unitScale - boxes[set].bottom : 0
            let text = wrapped[glyph.item]
            var item = ClippedItem(
                item: glyph.item, top: top > tolerance ? top : 0, bottom: bottom > tolerance ? bottom : 0,
                topCluster: text?.top?.offset, bottomCluster: text?.bottom?.offset,
                lineBox: boxes[set] == boxes[0] || !crossesLineBox ? nil : boxes[set])
            item.left = left > tolerance ? left : 0
            item.right = right > tolerance ? right : 0
            item.leftCluster = item.left > 0 ? text?.left?.offset : nil
            item.rightCluster = item.right > 0 ? text?.right?.offset : nil
            item.sides = sides.left.isEmpty || text != nil ? nil : sideBox(table, index, context)
            item.rightToLeft = glyph.rightToLeft
            (item.severity, item.rule) = judgement.judge(item.overflow, rightToLeft: item.rightToLeft)
            if item.rule == .clips, let shown = settings.shownCharacters, let character = item.character,
                !shown.contains(character)
            {
                (item.severity, item.rule) = (judgement.level(.unshipped), .unshipped)
            }
            guard settings.rules.reports(item.rule) else { continue }
            clipped.append(item)
        }
        return clipped
    }

    /// Step 4: the overflow, the gutters on the pixel grid, the iOS line-height fix and the
    /// platform's advice, holding every set of fonts that clips. The clipped items and
    /// collisions are left for the other steps.
    /// The smallest view height from `height` up, a device pixel at a time and at most four
    /// times the size more, whose line box holds every set's ink; nil when none does.
    private static func smallestViewHeight(
        from height: Double, inputs: [LineInput],
        reach: [(top: Double, bottom: Double)], table: InkTable, _ context: SizeContext
    ) -> Double? {
        let grid = context.grid
        let model = context.settings.platform.model
        var needed = grid.ceil(height)
        for set in table.fontSets.indices {
            var free = inputs[set]
            free.viewHeight = nil
            let natural = model.lineBox(free)
            var candidate = needed
            var found = false
            for _ in 0...Int(min(4 * context.size * grid.scale, 100_000)) {
                let box = model.lineBox(natural, inHeight: candidate, free)
                if reach[set].top <= box.top + context.tolerance && reach[set].bottom <= box.bottom + context.tolerance
                {
                    found = true
                    break
                }
                candidate += grid.pixel
            }
            guard found else { return nil }
            needed = max(needed, candidate)
        }
        return needed
    }

    private static func fixes(
        _ table: InkTable, inputs: [LineInput], boxes: [LineBox],
        sides: SideOverflows, _ context: SizeContext
    ) -> SizeResult {
        let platform = context.settings.platform
        let unitScale = context.unitScale
        let grid = context.grid
        // Per set: how far its highest and lowest ink reach (nowhere when the top and bottom
        // are not audited).
        let vertical = context.settings.edges.vertical
        let reach = table.fontSets.indices.map { set in
            vertical
                ? (
                    top: (table.highest[set]?.inkBounds?.yMax ?? 0) * unitScale,
                    bottom: -(table.lowest[set]?.inkBounds?.yMin ?? 0) * unitScale
                ) : (top: -Double.infinity, bottom: -Double.infinity)
        }
        let worstTop = table.fontSets.indices.max { reach[$0].top - boxes[$0].top < reach[$1].top - boxes[$1].top } ?? 0
        let worstBottom =
            table.fontSets.indices.max {
                reach[$0].bottom - boxes[$0].bottom < reach[$1].bottom - boxes[$1].bottom
            } ?? 0
        let overflow = Edges(
            top: positive(reach[worstTop].top - boxes[worstTop].top),
            bottom: positive(reach[worstBottom].bottom - boxes[worstBottom].bottom),
            left: positive(sides.worstLeft), right: positive(sides.worstRight))
        let gutter = overflow.map(grid.ceil)
        var fix = LineHeightFix(top: nil, fixesBottom: false)
        var clippingAdvice: [PlatformAdvice] = []
        var unclippedAdvice = PlatformAdvice(padding: gutter, onlyFontCanFix: false)
        for set in table.fontSets.indices {
            let box = boxes[set]
            let setOverflow = Edges(
                top: positive(reach[set].top - box.top), bottom: positive(reach[set].bottom - box.bottom))
            let clips = setOverflow.top > 0 || setOverflow.bottom > 0
            guard clips || set == 0 else { continue }
            if setOverflow.top > 0,
                let (line, multiple) = platform.model.topLineHeightFix(inkTop: reach[set].top, box: box, grid: grid)
            {
                fix.top = (max(fix.top?.lineHeight ?? line, line), max(fix.top?.multiple ?? multiple, multiple))
            }
            let adviceContext = AdviceContext(
                input: inputs[set], box: box, clips: clips, inkTop: reach[set].top,
                inkBottom: reach[set].bottom, grid: grid, highest: table.highest[set]?.inkBounds?.yMax,
                lowest: table.lowest[set]?.inkBounds?.yMin)
            let setAdvice = PlatformAdvice.advice(platform, adviceContext, gutter: gutter)
            if clips { clippingAdvice.append(setAdvice) } else { unclippedAdvice = setAdvice }
        }
        var advice = clippingAdvice.dropFirst().reduce(clippingAdvice.first ?? unclippedAdvice) { $0.merged(with: $1) }
        if let height = context.settings.viewHeight, overflow.top > 0 || overflow.bottom > 0 {
            advice.smallestViewHeight = smallestViewHeight(
                from: height, inputs: inputs, reach: reach, table: table, context)
        }
        let size = context.size
        return SizeResult(
            platform: platform, pointSize: size, lineBox: boxes[0], clipped: [],
            highest: table.highest[worstTop], lowest: table.lowest[worstBottom], overflow: overflow, gutter: gutter,
            heuristic: platform.model.judgesHabit
                ? heuristicVerdict(pointSize: size, overflow: overflow, gutter: gutter) : nil,
            lineHeightFix: fix, advice: advice)
    }

    /// Step 5: where one line's ink reaches into the next: between a wrapped string's own
    /// lines, or, with `lines` > 1, between any two items at the line pitch.
    private static func collisions(
        _ table: InkTable, wrapped: [AuditItem: WrappedText], box: LineBox,
        _ context: SizeContext
    ) -> [Collision] {
        if !wrapped.isEmpty {
            let index = Dictionary(
                table.glyphs.enumerated().map { ($0.element.item, $0.offset) }, uniquingKeysWith: { first, _ in first })
            return wrapped.compactMap { item, text in
                text.collision.map {
                    var collision = Collision(
                        upper: index[item] ?? 0, lower: index[item] ?? 0, overlap: $0.overlap, line: $0.line,
                        upperCluster: $0.upper, lowerCluster: $0.lower)
                    collision.upperItem = item
                    collision.lowerItem = item
                    return collision
                }
            }.sorted { ($0.overlap, -$0.upper) > ($1.overlap, -$1.upper) }.prefix(10).map { $0 }
        }
        guard context.settings.lines > 1, let pitch = context.settings.platform.pitch(box) else { return [] }
        let extents: [(yMin: Double, yMax: Double)?] = table.yMin.indices.map { (table.yMin[$0], table.yMax[$0]) }
        return Collisions.find(extents, unitScale: context.unitScale, pitch: pitch).map {
            var collision = $0
            collision.upperItem = table.glyphs[$0.upper].item
            collision.lowerItem = table.glyphs[$0.lower].item
            return collision
        }
    }

    /// `ceil(pointSize / 6)` in whole points, the gutter teams add by habit.
    static func heuristicVerdict(pointSize: Double, overflow: Edges, gutter: Edges) -> HeuristicVerdict {
        let habit = (pointSize / 6 - PixelGrid.tolerance).rounded(.up)
        return HeuristicVerdict(
            gutter: habit,
            shortfall: Edges(top: positive(overflow.top - habit), bottom: positive(overflow.bottom - habit)),
            waste: Edges(top: positive(habit - gutter.top), bottom: positive(habit - gutter.bottom)))
    }
}

/// The inked glyphs of a measurement with their vertical extents in flat arrays, grouped by
/// the set of fallback fonts drawn on their line, and the highest and lowest of each group:
/// built once per measurement, read once per size.
private struct InkTable {
    var glyphs: [MeasuredItem] = []
    var yMin: [Double] = []
    var yMax: [Double] = []
    var xMin: [Double] = []
    var xMax: [Double] = []
    /// The distinct sets of fallback fonts (indices); set 0 is none, the audited font alone.
    var fontSets: [[Int]] = [[]]
    /// Each glyph's index into `fontSets`.
    var fontSet: [Int] = []
    /// The highest and lowest glyph of each set.
    var highest: [MeasuredItem?] = [nil]
    var lowest: [MeasuredItem?] = [nil]

    init(_ measured: [MeasuredItem], fallbacksUsed: [[Int]]) {
        glyphs.reserveCapacity(measured.count)
        yMin.reserveCapacity(measured.count)
        yMax.reserveCapacity(measured.count)
        fontSet.reserveCapacity(measured.count)
        var setIndex: [[Int]: Int] = [[]: 0]
        for (position, glyph) in measured.enumerated() {
            guard let ink = glyph.inkBounds else { continue }
            let fonts = position < fallbacksUsed.count ? fallbacksUsed[position].sorted() : []
            let set =
                setIndex[fonts]
                ?? {
                    fontSets.append(fonts)
                    highest.append(nil)
                    lowest.append(nil)
                    setIndex[fonts] = fontSets.count - 1
                    return fontSets.count - 1
                }()
            if ink.yMax > highest[set]?.inkBounds?.yMax ?? -.infinity { highest[set] = glyph }
            if ink.yMin < lowest[set]?.inkBounds?.yMin ?? .infinity { lowest[set] = glyph }
            glyphs.append(glyph)
            yMin.append(ink.yMin)
            yMax.append(ink.yMax)
            xMin.append(ink.xMin)
            xMax.append(ink.xMax)
            fontSet.append(set)
        }
    }
}

/// Values within floating-point noise of 0 are 0.
func positive(_ value: Double) -> Double { value > PixelGrid.tolerance ? value : 0 }

private func roundUpToTenThousandth(_ value: Double) -> Double {
    (value * 10_000 - PixelGrid.tolerance).rounded(.up) / 10_000
}

extension FontAudit {
    /// How many clipped items a picture of an audit draws.
    public static let drawnItems = 12

    /// The size where the overflow is largest and its clipped items, worst first, at most
    /// `count`: what the pictures of an audit draw. Nil when nothing clips.
    public func worst(count: Int = FontAudit.drawnItems) -> (result: SizeResult, glyphs: [ClippedItem])? {
        guard let result = results.max(by: { $0.overflow.largest < $1.overflow.largest }), !result.clipped.isEmpty
        else { return nil }
        // The worst of each edge in turn, so that a size clipping at several shows each.
        let edges: [[ClippedItem]] = Edge.allCases.map { edge in
            result.clipped.filter { $0[edge] > 0 }.sorted { $0[edge] > $1[edge] }
        }
        var glyphs: [ClippedItem] = []
        for index in 0..<(edges.map(\.count).max() ?? 0) where glyphs.count < count {
            for edge in edges
            where index < edge.count && glyphs.count < count
                && !glyphs.contains(where: { $0.item == edge[index].item })
            {
                glyphs.append(edge[index])
            }
        }
        return (result, glyphs)
    }
}

extension SizeResult {
    /// The items a person would see cut: the errors of `clipped`.
    public var cut: [ClippedItem] { clipped.filter { $0.severity == .error } }

    /// The gravest finding at this size (a collision is an error unless the run says otherwise); nil
    /// when nothing crosses.
    public var severity: Severity? {
        (clipped.map(\.severity) + (collisions.isEmpty ? [] : [judgement.level(.collides)])).max()
    }

    /// The clipped item crossing `edge` furthest (the first of equals), nil when none crosses it.
    public func worstClipped(_ edge: Edge) -> ClippedItem? {
        clipped.max { $0[edge] < $1[edge] }.flatMap { $0[edge] > 0 ? $0 : nil }
    }

    /// The clipped item crossing `edge` furthest, when it is cut there (an error at that edge).
    public func worstCut(_ edge: Edge) -> ClippedItem? {
        worstClipped(edge).flatMap { judgement.severity(of: $0, at: edge) == .error ? $0 : nil }
    }
}

extension SizeResult {
    /// Whether ink crosses the line box's top or bottom.
    public var clipsVertically: Bool { overflow.top > 0 || overflow.bottom > 0 }
}
