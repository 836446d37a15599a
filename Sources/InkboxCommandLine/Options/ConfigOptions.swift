import CommandOptions
import ConfigFile
import Foundation

/// `inkbox.toml` (`Configuration`) for audit, check and scan: found upward from the working
/// folder unless `--config` names one or `--isolated` reads none; its options go before the
/// command line's, which override them.
enum ConfigOptions {
    static let config = OptionSpec(
        name: "--config", valueName: "file",
        help: "Read options from this file instead of the inkbox.toml found in the working folder or one above it.",
        group: "CONFIG OPTIONS")
    static let isolated = OptionSpec(
        name: "--isolated", help: "Read no inkbox.toml: only the command line's options.", group: "CONFIG OPTIONS")
    static let verbose = OptionSpec(
        name: "--verbose", help: "Say on standard error which inkbox.toml the run read, if any.",
        group: "CONFIG OPTIONS")
    static let options = [config, isolated, verbose]

    /// The commands that read a configuration file: the tables it may have.
    static let commands: Set<String> = ["audit", "check", "scan"]

    /// `arguments` with the configuration's options before them, and the file read (nil: none).
    static func apply(_ spec: CommandSpec, _ arguments: [String], folder: String) throws(UsageError) -> (
        arguments: [String], file: String?
    ) {
        guard commands.contains(spec.name) else { return (arguments, nil) }
        let given = try ParsedArguments(arguments, options: spec.options)
        // Help is shown whatever the file holds, a broken one included.
        guard !given.wantsHelp else { return (arguments, nil) }
        try given.exclusive(config, isolated)
        guard let path = given.values[config.name] ?? (given.has(isolated) ? nil : Configuration.find(from: folder))
        else { return (arguments, nil) }
        do throws(ConfigurationError) {
            let file = try Configuration.read(path)
            let named = Set(given.values.keys).union(given.flags)
            let own = Set(options.map(\.name))
            let specs = Specs.commands.filter { commands.contains($0.name) }
            let before = try file.arguments(for: spec.name, commands: commands, given: named, from: folder) {
                command, name in
                guard !own.contains(name),
                    let option = specs.first(where: { $0.name == command })?.options.first(where: { $0.name == name })
                else { return nil }
                return option.valueName == nil ? .flag : option.valueIsPath ? .path : .value
            }
            return (before + arguments, path)
        } catch {
            throw UsageError(error.description)
        }
    }
}
