enum OutputFormat: String, CaseIterable, Sendable {
    case text, json, jsonl, sarif, html
}

enum CheckFormat: String, CaseIterable, Sendable {
    case text, json, junit, github, sarif, html
}
