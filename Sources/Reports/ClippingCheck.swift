import AuditPipeline
import FontValues
import JSONText
import LineBoxAnalysis

/// inkbox's check inside font engineers' QA tools: fontspector's plugin protocol
/// (`inkbox fontspector-plugin`; summarised in docs/fix.md, "Inside fontbakery and fontspector",
/// from its host: github.com/fonttools/fontspector at ba4aa40, fontspector-checkapi/src/plugin.rs)
/// and, through it, the fontbakery profile in Integrations/fontbakery. One FAIL per face and platform that cuts ink, naming the glyphs,
/// sizes and the fix; a PASS where nothing is cut; a FAIL where nothing could be measured.
public enum ClippingCheck {
    public static let id = "inkbox/clipping"
    public static let title = "Glyphs cut by a platform's line box (inkbox)"
    public static let rationale = """
        A UILabel on iOS, an Android TextView and a web box with `overflow: hidden` draw text into a box \
        the size of the font's line, which each platform takes from its own table (hhea, OS/2 typo under \
        USE_TYPO_METRICS, the CSS line box). Where a glyph's ink reaches past that line, as accents above \
        capitals and descenders do in many fonts, the platform cuts it off. inkbox measures each glyph's \
        exact outline extremes with FreeType and puts them in each platform's line box at the sizes apps \
        use; this check fails where ink is cut by more than a faint sliver, and names the glyphs, sizes \
        and platforms. `inkbox fix` writes a copy whose vertical metrics hold the ink (a family given \
        together gets one plan).
        """
    public static let proposals = [
        "https://github.com/fonttools/fontbakery/issues/2652",
        "https://github.com/fonttools/fontbakery/issues/3071",
        "https://github.com/fonttools/fontspector/issues/210",
    ]
    /// The profile fontspector runs it under (`fontspector --profile inkbox`).
    public static let profile = "inkbox"
    /// The worst glyphs named per platform and edge; more are counted.
    static let named = 6

    /// One subresult: fontspector's `Status` (severity, code, message).
    public struct Status: Sendable, Equatable {
        public var severity: String
        public var code: String
        public var message: String
    }

    /// What the check says of one font file: its faces' audits (top and bottom edges), or why
    /// it could not be read. `platforms` is the `--platform` value the fix command repeats.
    public static func statuses(file: String, faces: [FaceAudit], errors: [String], platforms: String) -> [Status] {
        if !errors.isEmpty || faces.isEmpty {
            let reason = errors.isEmpty ? "\(file): no face to measure" : errors.joined(separator: "; ")
            return [Status(severity: "FAIL", code: "not-measured", message: "inkbox could not measure it: \(reason)")]
        }
        var statuses: [Status] = []
        for face in faces {
            let name = face.face.postScriptName ?? face.face.family
            for audit in face.audits {
                let cut = audit.results.filter { $0.clipped.contains { $0.severity == .error } }
                guard let unit = cut.first?.platform.unit else { continue }
                let sizes = cut.map { NumberText.plain($0.pointSize) }.joined(separator: ", ")
                var lines = [
                    "\(name) is cut on \(audit.settings.platformLabel) at \(cut.count) sizes (\(sizes) \(unit)):"
                ]
                for edge in [Edge.top, .bottom] {
                    // Each glyph's worst cut at this edge, and the size it is at.
                    var worst: [(glyph: String, amount: Double, size: Double)] = []
                    for result in cut {
                        for glyph in result.clipped where glyph.severity == .error {
                            let amount = edge == .top ? glyph.top : glyph.bottom
                            guard amount > 0 else { continue }
                            let label = glyph.character.map { String(Character($0)) } ?? "glyph \(glyph.glyphID ?? 0)"
                            if let at = worst.firstIndex(where: { $0.glyph == label }) {
                                if amount > worst[at].amount { worst[at] = (label, amount, result.pointSize) }
                            } else {
                                worst.append((label, amount, result.pointSize))
                            }
                        }
                    }
                    guard !worst.isEmpty else { continue }
                    worst.sort { $0.amount > $1.amount }
                    let shown = worst.prefix(named).map {
                        "\($0.glyph) +\(NumberText.two($0.amount)) \(unit) at \(NumberText.plain($0.size))"
                    }
                    let more = worst.count > named ? " and \(worst.count - named) more" : ""
                    lines.append("  \(edge.rawValue): " + shown.joined(separator: ", ") + more)
                }
                lines.append(
                    "  fix: inkbox fix --platform \(platforms) --set probe \(file) --family NEW-NAME -o FIXED.ttf"
                        + " (a new family name, as the OFL's Reserved Font Names and the IPA licence ask)")
                statuses.append(
                    Status(
                        severity: "FAIL", code: "cut-\(audit.settings.platformLabel)",
                        message: lines.joined(separator: "\n")))
            }
        }
        if statuses.isEmpty {
            statuses.append(
                Status(
                    severity: "PASS", code: "not-cut",
                    message: "No glyph of inkbox's probe set is cut on \(platforms)."))
        }
        return statuses
    }

    /// `--metadata`: the plugin's one check and the profile that runs it (fontspector-checkapi's
    /// `PluginMetadata`, `CheckMetadata` and `Profile`).
    public static func metadata() -> String {
        var json = JSONWriter()
        json.beginObject()
        json.integer("api_version", 1)
        json.string("plugin_name", "inkbox")
        json.beginObject("profiles")
        json.beginObject(profile)
        json.beginObject("sections")
        json.strings("inkbox: glyphs cut by platforms' line boxes", [id])
        json.endObject()
        json.strings("include_profiles", [])
        json.strings("exclude_checks", [])
        json.beginObject("overrides")
        json.endObject()
        json.beginObject("configuration_defaults")
        json.endObject()
        json.endObject()
        json.endObject()
        json.beginArray("checks")
        json.beginObject()
        json.string("id", id)
        json.string("title", title)
        json.string("rationale", rationale)
        json.strings("proposal", proposals)
        json.string("applies_to", "TTF")
        json.bool("runs_on_collection", false)
        json.beginObject("metadata")
        json.endObject()
        json.bool("hotfix_available", false)
        json.bool("sourcefix_available", false)
        json.endObject()
        json.endArray()
        json.beginObject("filetypes")
        json.endObject()
        json.endObject()
        return json.text + "\n"
    }

    /// `--check`: one file's statuses as fontspector-checkapi's `CheckResult`.
    public static func result(file: String, _ statuses: [Status]) -> String {
        let order = ["SKIP", "PASS", "INFO", "WARN", "FAIL", "FATAL", "ERROR"]
        let worst = statuses.map(\.severity).max { (order.firstIndex(of: $0) ?? 0) < (order.firstIndex(of: $1) ?? 0) }
        var json = JSONWriter()
        json.beginObject()
        json.string("check_id", id)
        json.string("check_name", title)
        json.string("check_rationale", rationale)
        json.string("filename", file)
        json.string("section", profile)
        json.beginArray("subresults")
        for status in statuses {
            json.beginObject()
            json.string("severity", status.severity)
            json.string("code", status.code)
            json.string("message", status.message)
            json.endObject()
        }
        json.endArray()
        json.string("worst_status", worst ?? "PASS")
        json.bool("hotfix_available", false)
        json.bool("sourcefix_available", false)
        json.endObject()
        return json.text + "\n"
    }
}
