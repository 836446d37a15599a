import InputFiles

extension OptionSpec {
    /// `--root`, of every command: the project folder, beside the current directory (`Project`).
    public static let root = OptionSpec(
        name: "--root", valueName: "dir",
        help: "The project folder (default: the current directory). A path inside it or the current directory, "
            + "named here or inside an input, is read or written only while its links keep it there, and nothing "
            + "in .git (or another version control folder) ever is; catalogs and --font-map entries named inside "
            + "inputs must resolve to regular files inside this folder. Paths outside both are read as named.",
        group: "OUTPUT OPTIONS")
}

extension ParsedArguments {
    /// The run's project: the current directory and `--root`.
    public var project: Project { Project(root: self[OptionSpec.root]) }
}
