import AuditPipeline
import DesignTokens
import FontValues
import Foundation
import InputFiles
import JSONText
import LineBoxAnalysis
import TextSources

/// A problem with one scanned file (unreadable, malformed XML): the others are still scanned.
/// The same file, line and message as a string source's problem.
public typealias ScanError = StringSourceError

/// Every usage found under a project root, and the font files it ships. A scan parses each file
/// once with the reader of its type (`ScanIndex.readers`), which returns the usages the file
/// holds on its own and puts what it declares in a project-wide `ScanIndex`; then the usages that
/// name what other files declare are resolved through the index (`resolve`).
public struct AppScan: Sendable {
    public var root: String
    public var usages: [TextUsage] = []
    /// Font files found in the tree (absolute paths).
    public var fonts: [String] = []
    /// The font file names an iOS app registers: `UIAppFonts` in its Info.plist files, the
    /// `customFonts` of its storyboards and XIBs (which Xcode adds to it), and the shipped files a
    /// Swift file that calls `CTFontManagerRegister...` names in a literal
    /// (`SwiftScanner.registeredFonts`). Empty when it registers none: an iOS font resolves only to
    /// a registered file or one given with `--fonts`.
    public var appFonts: Set<String> = []
    public var errors: [ScanError] = []
    /// How many files were read, and their bytes: the source a scan's speed is counted in
    /// (`scripts/bench-scan`), each file once.
    public var filesRead = 0
    public var bytesRead = 0
    /// The languages the project declares, by the platform whose usages they are for (primary
    /// subtags, sorted): Android `values-xx` folders; iOS `xx.lproj` folders and `.xcstrings`
    /// catalogs' localizations; Flutter `*_xx.arb` files and `supportedLocales`; the web
    /// `<html lang>`; the web's and React Native's translation files (`locales/fr.json`).
    public var languages: [Platform: [String]] = [:]
    /// The characters of the app's own strings, by platform (iOS `.strings` and `.xcstrings`,
    /// Android `values*/strings.xml`, React Native's translations and scripts), as written (a
    /// view in capitals adds their capitals, `ScanIndex.withCapitals`): where a usage's text is
    /// not known, a character its view cuts that none of them holds is cut only in text the app
    /// does not ship (`Rule.unshipped`). None for a platform whose strings are not read.
    public var shownCharacters: [Platform: Set<Unicode.Scalar>] = [:]
    /// How many of those strings hold each character: where a usage's text is not known, a
    /// character fewer than `CheckSettings.rareShare` of them hold is one it rarely shows.
    public var characterShares: [Platform: CharacterShares] = [:]
    /// Where the project sets Flutter's text scaling itself ("lib/main.dart:12
    /// withClampedTextScaling", the first hundred or so): its Flutter usages are then checked at
    /// their declared size only, which the report says. Empty: they scale with the platform's
    /// setting, Flutter's default.
    public var flutterTextScaling: [String] = []
    /// The `inkbox: ignore[IB001] reason` comments of the files read, in file order.
    public var suppressions: [Suppression] = []

    /// The languages a platform's text not known is also checked in, though the app does not
    /// declare them: where it declares none, its strings' main language when not written in Latin
    /// letters (`CharacterShares.mainLanguage`), instead of English; where it declares some, the
    /// language of each script other than Latin a tenth of its strings hold that none of them is
    /// written in (a web page's `<html lang="en">` is often its scaffold's, Vue CLI's or Create
    /// React App's), beside them.
    public func undeclaredLanguages(_ platform: Platform) -> [String] {
        guard let shares = characterShares[platform] else { return [] }
        let declared = languages[platform] ?? []
        guard !declared.isEmpty else { return shares.mainLanguage.map { [$0] } ?? [] }
        return shares.scriptLanguages(atLeast: 0.1).filter { language in
            // Its letters of that script (CLDR's Russian holds a to z among its auxiliary letters).
            let letters = Set(
                (Exemplars.characters(forLanguage: language) ?? []).filter { CharacterShares.language(of: $0) != nil })
            return !declared.contains { other in
                (Exemplars.characters(forLanguage: other) ?? []).contains { letters.contains($0) }
            }
        }
    }

    /// The declared languages inkbox has no character set for: not checked where the text is
    /// not known, and said so (Chinese, Amharic, Bengali, Georgian...).
    public var languagesWithoutSets: [String] {
        Set(languages.values.joined()).filter { Exemplars.key(forLanguage: $0) == nil }.sorted()
    }

    /// Folders never searched: version control, build output, dependencies.
    static let ignoredFolders: Set<String> = [
        ".git", ".build", "build", "DerivedData", "Pods", "node_modules", ".gradle",
        ".dart_tool", ".swiftpm", "Carthage",
    ]
    /// The largest source file read (8 MiB) and the most files and folders looked at (200,000).
    static let fileLimit = 8 << 20
    static let entryLimit = 200_000
    /// The most text usages read from one file (2,000: many times a real storyboard's, and a
    /// JSON report of at most tens of MB); the rest are an error, never checked. Each scanner
    /// stops reading a file once it has found one more than this.
    static let usageLimit = 2_000
    /// The most text usages one scan checks (20,000: more than twice what six large public apps
    /// copied into one 100 MB tree hold, 7,404). Files are read until the usages found and those
    /// to come (`ScanIndex.usagesToCome`) pass it; the files after are not read, and what the
    /// files read resolve to past it is not checked: an error says so, never a pass. It bounds
    /// what any tree costs, however dense its styles (issue 41: 10 s and 500 MB).
    static let totalUsageLimit = 20_000
    static let fontExtensions: Set<String> = ["ttf", "otf", "ttc", "otc", "woff", "woff2"]

    /// Scans the tree at `root`: files are read only inside it, symbolic links are not followed, and
    /// what `excluding` matches (`FontFileSearch.isExcluded`, below the root) is left out.
    public init(root: String, excluding patterns: [String] = []) {
        self.root = (root as NSString).standardizingPath
        var index = ScanIndex()
        let files = walk(excluding: patterns, into: &index)
        // Resources first: the other files name them.
        for file in files where ScanIndex.resourceTypes.contains(file.type) { read(file, into: &index) }
        index.styleChains = AndroidScanner.StyleChains(index.androidStyles)
        for file in files where !ScanIndex.resourceTypes.contains(file.type) {
            guard usages.count + index.usagesToCome <= Self.totalUsageLimit else {
                stopped(at: file.relative, reading: "files")
                break
            }
            read(file, into: &index)
        }
        index.composeFamilies.merge(index.composeFontLoads.families(made: index.composeFamilies)) { first, _ in first }
        resolve(index)
    }

    /// Lists the tree: its fonts, the files the scan reads (by type), and the languages its
    /// folder and file names declare. Every entry is read or said not to be.
    private mutating func walk(excluding patterns: [String], into index: inout ScanIndex) -> [ScanFile] {
        var files: [ScanFile] = []
        var seen = 0
        var stack = [root]
        while let folder = stack.popLast(), seen < Self.entryLimit {
            let entries: [FolderListing.Entry]
            do { entries = try FolderListing.entries(folder) } catch {
                errors.append(
                    ScanError(
                        file: relativePath(folder), line: nil, message: "cannot list this folder (\(error.reason))"))
                continue
            }
            // A name that is not UTF-8, or one that cannot be looked at (a path longer than the
            // system allows), is an error with its bytes shown.
            for entry in entries where !entry.shown.hasPrefix(".") || entry.shown == ".well-known" {
                seen += 1
                let shownPath = relativePath((folder as NSString).appendingPathComponent(entry.shown))
                if !patterns.isEmpty, FontFileSearch.isExcluded(shownPath, name: entry.shown, by: patterns) {
                    continue
                }
                guard let name = entry.name else {
                    errors.append(
                        ScanError(file: shownPath, line: nil, message: "a name that is not valid UTF-8: not read"))
                    continue
                }
                let path = (folder as NSString).appendingPathComponent(name)
                var status = stat()
                guard lstat(path, &status) == 0 else {
                    errors.append(
                        ScanError(
                            file: shownPath, line: nil,
                            message: "cannot be looked at (\(String(cString: strerror(errno)).lowercased())): not read")
                    )
                    continue
                }
                switch status.st_mode & S_IFMT {
                case S_IFDIR:
                    if !Self.ignoredFolders.contains(name) { stack.append(path) }
                    if let (platform, language) = Self.declaredLanguage(folder: name) {
                        index.declared[platform, default: []].insert(language)
                    }
                case S_IFREG:
                    let ext = Paths.fileExtension(name).lowercased()
                    let folderName = Paths.name(folder)
                    if ext == "arb", let language = Self.declaredLanguage(arb: name) {
                        index.declared[.flutter, default: []].insert(language)
                    }
                    if ext == "json", let language = Self.declaredLanguage(script: relativePath(path)) {
                        for platform in Self.scriptPlatforms { index.declared[platform, default: []].insert(language) }
                        files.append(ScanFile(path: path, relative: relativePath(path), type: "translations"))
                        continue
                    }
                    if Self.fontExtensions.contains(ext) {
                        fonts.append(path)
                        if folderName == "font" { index.androidFonts[Paths.deletingExtension(name)] = path }
                    } else if let type = ScanIndex.type(name: name, ext: ext, folder: folderName) {
                        // JavaScript or TypeScript past the file limit is a generated bundle, not a
                        // source; Markdown or a server template, text the web's characters can do without.
                        if ReactNativeScanner.fileTypes.contains(type) || ScanIndex.pageTextTypes.contains(type),
                            status.st_size > Self.fileLimit
                        {
                            continue
                        }
                        files.append(ScanFile(path: path, relative: relativePath(path), type: type))
                    }
                default:
                    continue  // links, devices, FIFOs: never read
                }
            }
        }
        if seen >= Self.entryLimit {
            errors.append(
                ScanError(
                    file: ".", line: nil, message: "stopped after \(Self.entryLimit) entries: scan a smaller folder"))
        }
        fonts.sort()
        return files
    }

    /// Reads one file with its type's reader; its usages are kept up to the limit.
    private mutating func read(_ file: ScanFile, into index: inout ScanIndex) {
        guard let text = read(file.path, file.relative), let reader = ScanIndex.readers[file.type] else { return }
        if text.containsBytes("inkbox: ignore[") {
            suppressions += Suppression.comments(in: text, file: file.relative)
        }
        do throws(ScanError) { add(try reader(text, file, &index), of: file.relative) } catch { errors.append(error) }
    }

    /// A file's usages, up to `usageLimit`: the rest are an error, never checked.
    mutating func add(_ found: [TextUsage], of file: String) {
        if found.count > Self.usageLimit {
            errors.append(
                ScanError(
                    file: file, line: found[Self.usageLimit].line,
                    message: "more than "
                        + "\(Self.usageLimit) text usages in one file (the limit): the rest are not checked"))
        }
        usages += found.prefix(Self.usageLimit)
    }

    func relativePath(_ path: String) -> String {
        path == root ? "." : path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
    }

    /// A file's text, counted as read unless it is read again (`again`); an error where it cannot be.
    mutating func read(_ path: String, _ relative: String, again: Bool = false) -> String? {
        do throws(InputFileError) {
            let bytes = try InputFile.read(path, limit: Self.fileLimit)
            if !again {
                filesRead += 1
                bytesRead += bytes.count
            }
            // A property list matters only when it lists UIAppFonts (its keys are ASCII, even in a
            // binary one, which is not read).
            if relative.lowercased().hasSuffix(".plist") {
                guard bytes.firstRange(of: Array("UIAppFonts".utf8)) != nil else { return nil }
                if bytes.starts(with: Array("bplist".utf8)) {
                    errors.append(
                        ScanError(
                            file: relative, line: nil,
                            message: "a binary property list that lists UIAppFonts, which "
                                + "inkbox does not read, so the fonts the app registers are unknown "
                                + "(plutil -convert xml1 makes it XML)"))
                    return nil
                }
            }
            do throws(StringSourceError) {
                let text = try StringSources.decode(bytes, file: relative)
                // Windows line ends read as Unix ones: `\r\n` is one Character in Swift, which no
                // reader's `\n` matches (a pubspec saved on Windows lost its fonts).
                return bytes.contains(0x0D) ? text.replacingOccurrences(of: "\r\n", with: "\n") : text
            } catch {
                errors.append(error)
                return nil
            }
        } catch {
            errors.append(ScanError(file: relative, line: nil, message: error.reason))
            return nil
        }
    }
}
