import Foundation
import PackagePlugin

/// `swift package inkbox-check [ARGS...]`: runs `inkbox check` for a package that depends on
/// inkbox. Arguments pass through to `inkbox check`. When none name token files, every
/// `*.tokens.json` and `*.tokens` file of the package is checked; when no `--fonts` is given,
/// every folder named `Fonts` is searched. Exits as inkbox does: non-zero when a token clips
/// or cannot be read.
@main
struct InkboxCheck: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        let tool = try context.tool(named: "inkbox")
        let root = context.package.directoryURL
        var arguments = arguments
        let found = conventionalFiles(under: root)
        if !arguments.contains("--fonts") && !arguments.contains("--font-map") {
            for folder in found.fontFolders { arguments += ["--fonts", folder] }
        }
        let namesTokens = arguments.contains { $0.hasSuffix(".json") || $0.hasSuffix(".tokens") }
        if !namesTokens { arguments += found.tokenFiles }
        let process = Process()
        process.executableURL = tool.url
        process.arguments = ["check"] + arguments
        process.currentDirectoryURL = root
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 {
            Diagnostics.error("inkbox check exited \(process.terminationStatus)")
            throw InkboxCheckFailure(status: process.terminationStatus)
        }
    }

    /// Token files and `Fonts` folders of the package, outside build folders, in a stable order.
    private func conventionalFiles(under root: URL) -> (tokenFiles: [String], fontFolders: [String]) {
        var tokens: [String] = []
        var fonts: [String] = []
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey])
        else {
            return ([], [])
        }
        for case let url as URL in walker {
            let name = url.lastPathComponent
            if name.hasPrefix(".") || name == "node_modules" {
                walker.skipDescendants()
                continue
            }
            let relative = String(url.path.dropFirst(root.path.count + 1))
            if (try? url.resourceValues(forKeys: [.isDirectoryKey]).isDirectory) == true {
                if name == "Fonts" { fonts.append(relative) }
            } else if name.hasSuffix(".tokens.json") || name.hasSuffix(".tokens") {
                tokens.append(relative)
            }
        }
        return (tokens.sorted(), fonts.sorted())
    }
}

struct InkboxCheckFailure: Error, CustomStringConvertible {
    let status: Int32
    var description: String { "inkbox check exited \(status)" }
}
