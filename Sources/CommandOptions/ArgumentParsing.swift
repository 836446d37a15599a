import LineBoxAnalysis

/// A command-line option: its name, its value's placeholder (nil for a flag) and its help.
/// One table of these per subcommand drives both parsing and `--help`.
public struct OptionSpec: Sendable {
    public let name: String
    public var shortName: String? = nil
    public var valueName: String? = nil
    public let help: String
    public var group: String = "OPTIONS"
    /// The platforms whose line box the option shapes; nil when it applies to every platform.
    /// Given for none of the platforms a run checks, it is a usage error, not silently ignored.
    public var platforms: [Platform]? = nil
    /// The words a shell completes its value with; nil: the words `valueName` lists (`a|b|c`).
    public var values: [String]? = nil

    /// Its value is a path (`<file>`, `<dir>`, `<out>`, `<font>`): a shell completes it with file
    /// names, and inkbox.toml's relative ones are read from the file's folder.
    public var valueIsPath: Bool { ["file", "dir", "out", "font"].contains(valueName ?? "") }

    public init(
        name: String, shortName: String? = nil, valueName: String? = nil, help: String, group: String = "OPTIONS",
        platforms: [Platform]? = nil, values: [String]? = nil
    ) {
        self.name = name
        self.shortName = shortName
        self.valueName = valueName
        self.help = help
        self.group = group
        self.platforms = platforms
        self.values = values
    }
}

extension ParsedArguments {
    /// Every option in `specs` that was given but shapes none of `platforms`: a usage error that
    /// says which platforms it is for.
    public func checkApplicable(_ specs: [OptionSpec], to platforms: [Platform]) throws(UsageError) {
        for spec in specs {
            guard let applies = spec.platforms, values[spec.name] != nil || flags.contains(spec.name),
                !applies.contains(where: platforms.contains)
            else { continue }
            throw UsageError(
                "'\(spec.name)' applies to \(applies.map(\.rawValue).joined(separator: ", ")); this run checks "
                    + platforms.map(\.rawValue).joined(separator: ", ") + " (see --platform)")
        }
    }
}

extension OptionSpec {
    /// `--wide`, for the commands that print text tables.
    public static let wide = OptionSpec(
        name: "--wide",
        help: "Text tables as wide as their cells, every column shown, each file in its rows (default: they "
            + "fit COLUMNS, else the terminal, else 80 columns, leaving out the columns they name, wrapping "
            + "long advice and saying each file once above its rows; paths are never shortened).",
        group: "OUTPUT OPTIONS")
}

extension ParsedArguments {
    /// The last value of a declared option.
    public subscript(_ option: OptionSpec) -> String? { values[option.name] }
    /// Every value of a repeatable option, in order.
    public func all(_ option: OptionSpec) -> [String] { allValues[option.name] ?? [] }
    /// Whether a flag (or an option with a value) was given.
    public func has(_ option: OptionSpec) -> Bool { flags.contains(option.name) || values[option.name] != nil }
    /// Fails when more than one of these options was given.
    public func exclusive(_ options: OptionSpec...) throws(UsageError) {
        let given = options.filter(has).map(\.name)
        if given.count > 1 { throw UsageError("'\(given[0])' and '\(given[1])' cannot be used together") }
    }
}

/// An option whose values are an enum's cases, declared once: what `--help` shows, what parsing
/// accepts, the value list its error gives and its default all come from this declaration.
public struct Choice<Value: RawRepresentable & CaseIterable & Equatable & Sendable>: Sendable
where Value.RawValue == String {
    public let spec: OptionSpec
    public let fallback: Value
    /// The values accepted, in the order help and errors list them (default: every case).
    public let allowed: [Value]

    public init(
        _ name: String, valueName: String? = nil, help: String, default fallback: Value, allowed: [Value]? = nil,
        group: String, platforms: [Platform]? = nil
    ) {
        let allowed = allowed ?? Array(Value.allCases)
        self.spec = OptionSpec(
            name: name, valueName: valueName ?? allowed.map(\.rawValue).joined(separator: "|"), help: help,
            group: group, platforms: platforms, values: allowed.map(\.rawValue))
        self.fallback = fallback
        self.allowed = allowed
    }

    /// "text, json or html".
    public var expected: String {
        let names = allowed.map(\.rawValue)
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " or " + (names.last ?? "")
    }

    public func parse(_ parsed: ParsedArguments) throws(UsageError) -> Value {
        try parsed.value(spec.name, expected) { text in allowed.first { $0.rawValue == text } } ?? fallback
    }

    /// `--format`, where `--statistics` stands for `--format statistics` (not both).
    public func parse(_ parsed: ParsedArguments, statistics: Value) throws(UsageError) -> Value {
        try parsed.exclusive(spec, Specs.statistics)
        return parsed.has(Specs.statistics) ? statistics : try parse(parsed)
    }
}

/// An option with a value, declared once: its spec, what a valid value is (for the error), and
/// how its text becomes the value. Parsing and help both come from this declaration.
public struct Valued<Value>: Sendable {
    public let spec: OptionSpec
    public let expected: String
    public let convert: @Sendable (String) -> Value?

    public init(
        _ name: String, valueName: String, help: String, expected: String, group: String, platforms: [Platform]? = nil,
        values: [String]? = nil, convert: @escaping @Sendable (String) -> Value?
    ) {
        spec = OptionSpec(
            name: name, valueName: valueName, help: help, group: group, platforms: platforms, values: values)
        self.expected = expected
        self.convert = convert
    }

    public var name: String { spec.name }

    /// The value given, nil when the option is absent; a usage error for a bad value.
    public func parse(_ parsed: ParsedArguments) throws(UsageError) -> Value? {
        try parsed.value(spec.name, expected, convert)
    }
}

extension Valued where Value == Double {
    /// A number within `range`.
    public init(
        _ name: String, valueName: String, help: String, expected: String, group: String, platforms: [Platform]? = nil,
        range: ClosedRange<Double>
    ) {
        self.init(name, valueName: valueName, help: help, expected: expected, group: group, platforms: platforms) {
            number($0, in: range)
        }
    }
}

/// A positional argument, for help.
public struct ArgumentSpec: Sendable {
    public let name: String
    public let help: String

    public init(name: String, help: String) {
        self.name = name
        self.help = help
    }
}

/// A mistake on the command line: printed as `Error: ...` with the usage, exit 64.
public struct UsageError: Error, Equatable {
    public let message: String
    public init(_ message: String) { self.message = message }
}

/// The raw result of matching arguments against an option table, with no side effects.
public struct ParsedArguments {
    /// The last value of each option.
    public var values: [String: String] = [:]
    /// Every value of each option, in order, for repeatable options such as `--fonts`.
    public var allValues: [String: [String]] = [:]
    public var flags: Set<String> = []
    public var positionals: [String] = []
    public var wantsHelp = false

    /// Parses `arguments` the way swift-argument-parser does: `--name value`, `--name=value`,
    /// `-h`/`--help` anywhere, `--` ends the options. A repeated option keeps its last value in
    /// `values` and all of them in `allValues`.
    public init(_ arguments: [String], options: [OptionSpec]) throws(UsageError) {
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                positionals.append(contentsOf: arguments[index...])
                break
            }
            if argument == "-h" || argument == "--help" {
                wantsHelp = true
                continue
            }
            guard argument.hasPrefix("-"), argument != "-" else {
                positionals.append(argument)
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            guard let option = options.first(where: { $0.name == name || $0.shortName == name }) else {
                throw UsageError("unknown option '\(name)'" + suggestion(name, among: options.map(\.name)))
            }
            if option.valueName == nil {
                if inlineValue != nil { throw UsageError("option '\(option.name)' takes no value") }
                flags.insert(option.name)
                continue
            }
            if let inlineValue {
                values[option.name] = inlineValue
                allValues[option.name, default: []].append(inlineValue)
            } else if index < arguments.count {
                values[option.name] = arguments[index]
                allValues[option.name, default: []].append(arguments[index])
                index += 1
            } else {
                throw UsageError("missing value for '\(option.name) <\(option.valueName ?? "value")>'")
            }
        }
    }

    /// The value of an option converted by `convert`, which returns nil for a bad value.
    public func value<T>(_ name: String, _ expected: String, _ convert: (String) -> T?) throws(UsageError) -> T? {
        guard let text = values[name] else { return nil }
        guard let value = convert(text) else {
            throw UsageError("invalid value '\(text)' for '\(name)': expected \(expected)")
        }
        return value
    }

    /// Fails when more than one of these options was given.
    public func exclusive(_ names: String...) throws(UsageError) {
        let given = names.filter { values[$0] != nil || flags.contains($0) }
        if given.count > 1 {
            throw UsageError("'\(given[0])' and '\(given[1])' cannot be used together")
        }
    }
}

/// A finite number within `range`, for numeric option values.
public func number(_ text: String, in range: ClosedRange<Double>) -> Double? {
    guard let value = Double(text), value.isFinite, range.contains(value) else { return nil }
    return value
}

/// `; did you mean '--size'?` for a close spelling (edit distance at most 2, or a prefix), or
/// nothing: what swift-argument-parser and git say for a typo.
public func suggestion(_ given: String, among names: [String]) -> String {
    let scored = names.map { (name: $0, distance: editDistance(given, $0)) }
    guard let best = scored.min(by: { $0.distance < $1.distance }),
        best.distance <= 2 || (given.count >= 4 && best.name.hasPrefix(given))
    else { return "" }
    return "; did you mean '\(best.name)'?"
}

/// Levenshtein distance, counting a swap of two neighbours as one edit (`audti` is one from `audit`).
public func editDistance(_ a: String, _ b: String) -> Int {
    let a = Array(a)
    let b = Array(b)
    guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
    var rows = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
    for i in 0...a.count { rows[i][0] = i }
    for j in 0...b.count { rows[0][j] = j }
    for i in 1...a.count {
        for j in 1...b.count {
            let cost = a[i - 1] == b[j - 1] ? 0 : 1
            rows[i][j] = min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + cost)
            if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                rows[i][j] = min(rows[i][j], rows[i - 2][j - 2] + 1)
            }
        }
    }
    return rows[a.count][b.count]
}
