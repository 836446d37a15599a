import Foundation

/// The folders a run counts as the project: the current directory (in CI, the checkout) and
/// `--root`. One rule for every path the command line names, to read or to write, whichever
/// option names it (fonts and font folders, token files, catalogs, text files, baselines, font
/// maps, scanned folders, outputs):
///
/// - a path inside the project, as written (`.` and `..` taken out as text), is read or written
///   only while its links keep it inside the same folder: a link planted in a pull request that
///   leads out of the checkout is refused with one line, and the other inputs still run;
/// - a path outside the project (an absolute font folder, `../shared`) is what the user named
///   directly, and is read as named;
/// - nothing inside a version control folder (`.git`, `.hg`, `.svn`...) is ever read or written,
///   however it is named or linked to.
///
/// Paths named *inside* inputs (catalogs, `@font-face` sources) are held tighter still, to the
/// project root alone (`ProjectRoot`).
public struct Project: Sendable, Equatable {
    /// A folder of the project, as written (absolute) and through its links.
    struct Place: Sendable, Equatable {
        var lexical: String
        var canonical: String

        init(_ path: String) {
            lexical = Paths.lexical(path)
            canonical = Paths.canonical(lexical) ?? lexical
        }
    }

    let places: [Place]

    /// The current directory and `root` (`--root`, when given).
    public init(root: String? = nil) {
        places = [Place(FileManager.default.currentDirectoryPath)] + (root.map { [Place($0)] } ?? [])
    }

    /// The folder a path must stay in: the outermost folder of the project that holds it as
    /// written (`lexical`: absolute, without `.` or `..`); nil for a path outside the project.
    func place(holding lexical: String) -> Place? {
        places.filter { Paths.within(lexical, $0.lexical) || Paths.within(lexical, $0.canonical) }
            .min { $0.canonical.count < $1.canonical.count }
    }

    /// Refuses `path`, named on the command line to be read, when the read rule above does: a
    /// link inside the project that leads out of it, or anything in a version control folder.
    /// Another path that does not exist passes: reading it says so.
    public func admit(_ path: String) throws(InputFileError) {
        try admit(path, within: place(holding: Paths.lexical(path)))
    }

    /// Refuses `entry`, found by a folder search under `argument` (itself admitted), when the
    /// read rule does: a link found under a folder inside the project must stay in it.
    public func admit(_ entry: String, foundUnder argument: String) throws(InputFileError) {
        try admit(entry, within: place(holding: Paths.lexical(argument)))
    }

    private func admit(_ path: String, within place: Place?) throws(InputFileError) {
        let lexical = Paths.lexical(path)
        let canonical = Paths.canonical(lexical)
        if let place, let canonical, !Paths.within(canonical, place.canonical) {
            throw InputFileError(
                path: path,
                reason: "a link leads outside the project folder \(place.canonical) (see --root); "
                    + "nothing was read through it")
        }
        if let folder = Paths.versionControl(in: lexical, below: place?.lexical)
            ?? canonical.flatMap({ Paths.versionControl(in: $0, below: place?.canonical) })
        {
            throw InputFileError(path: path, reason: "inside \(folder), which inkbox never reads")
        }
    }
}
