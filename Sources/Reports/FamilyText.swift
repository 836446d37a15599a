import LineBoxAnalysis
import TextEscaping

extension TextReport {
    /// The family checks' findings, by family: each with its severity and rule, the message wrapped.
    public static func families(_ findings: [FamilyFinding], colour: Bool, width: TextWidth) -> String {
        let paint = Paint(enabled: colour)
        var text = ""
        var last: String?
        for finding in findings {
            if finding.family != last {
                text +=
                    paint.bold(Escape.terminal("family \"\(finding.family)\" (\(finding.faces.count) faces)")) + "\n"
                last = finding.family
            }
            text += "  \(finding.severity.rawValue) \(finding.rule.rawValue):\n"
            text += wrapWords(Escape.terminal(finding.message), width: width.prose - 4).map { "    " + $0 + "\n" }
                .joined()
        }
        return text.isEmpty ? "" : text + "\n"
    }
}
