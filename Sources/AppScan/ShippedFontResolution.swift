import DesignTokens
import FontValues
import Foundation
import InputFiles

// MARK: - Resolve: the font files a usage's family ships

extension AppScan {
    /// Fonts each usage's own declaration ships: @font/ resources (a Compose family's regular
    /// font), @font-face sources, pubspec assets. A path a source names is read only inside the
    /// scanned folder.
    mutating func resolveShippedFonts(_ index: ScanIndex) {
        let confinement = try? ProjectRoot(root, outside: "the scanned folder")
        var cssFaceByFamily: [String: ScanIndex.CSSFace] = [:]
        var chosenSource: [String: String] = [:]  // the source each face's family is read from
        for face in index.cssFaces where cssFaceByFamily[face.family.lowercased()] == nil {
            cssFaceByFamily[face.family.lowercased()] = face
        }
        // Each used Flutter family's asset files inside the scanned folder, found once.
        var flutterFiles: [String: [String]] = [:]
        for position in usages.indices {
            var usage = usages[position]
            defer { usages[position] = usage }
            if case .composeFamily(let family)? = usage.font { Self.resolve(composeFamily: family, &usage, index) }
            // A family the app loads under a name of its own (expo-font) is that font on both platforms.
            if ReactNativeScanner.platforms.contains(usage.platform), let family = usage.font?.label,
                let loaded = index.scriptDeclarations.loadedFonts[family] ?? nil
            {
                switch loaded {
                case .file(let module, let file):
                    shipped(module, namedIn: root + "/" + file, family: family, by: &usage, confinement)
                case .google(let name, let weight):
                    usage.font = .fileNamed(GoogleFonts.fileName(name, weight: weight), family: family)
                }
                continue
            }
            guard case .name(let name)? = usage.font else { continue }
            if name.hasPrefix("@font/") {
                Self.resolve(fontResource: name, &usage, index)
            } else if usage.platform == .flutter, let family = index.flutterFamilies[name],
                let asset = family.assets.matchingFont(for: usage.weight)
            {
                shipped(asset, namedIn: family.pubspec, family: name, by: &usage, confinement)
                if flutterFiles[name] == nil, case .faces(let faces) = family.assets, let confinement {
                    flutterFiles[name] = faces.compactMap {
                        try? confinement.confine($0.resource, namedIn: family.pubspec)
                    }
                }
                usage.familyFiles = flutterFiles[name] ?? []
            } else if usage.platform == .flutter, let variant = GoogleFonts.variant(ofFamily: name) {
                usage.drawn(from: variant, named: name)
            } else if usage.platform == .web, let face = cssFaceByFamily[name.lowercased()] {
                // A root-absolute URL names the site's document root, not the disk's.
                func isRootAbsolute(_ url: String) -> Bool { url.hasPrefix("/") && !url.hasPrefix("//") }
                func served(_ url: String) -> String? {
                    isRootAbsolute(url) ? Self.documentRootFile(url, sheet: face.file, root: root) : url
                }
                // A browser takes the next source where one is no font (MDN `src`: "fonts containing
                // invalid data ... are ignored"): a file inside the scanned folder that does not
                // begin as a font does. Looked at once a family.
                let url =
                    chosenSource[name.lowercased()]
                    ?? ([face.url] + face.later).first { url in
                        guard let named = served(url), let path = try? confinement?.confine(named, namedIn: face.file)
                        else { return false }
                        return Self.beginsAsFont(path)
                    } ?? face.url
                chosenSource[name.lowercased()] = url
                guard isRootAbsolute(url) else {
                    shipped(url, namedIn: face.file, family: name, by: &usage, confinement)
                    continue
                }
                if let served = served(url) {
                    shipped(served, namedIn: face.file, family: name, by: &usage, confinement)
                    usage.note =
                        "\(url) read as \(relativePath(served)): a root-absolute URL is assumed to be served "
                        + "from that folder"
                } else {
                    let file = Paths.deletingExtension(Paths.name(url))
                    usage.font = .fileNamed(file, family: name)
                }
            }
        }
    }

    /// A Compose family is the `@font/` resource of its font the usage's weight picks.
    private static func resolve(composeFamily family: String, _ usage: inout TextUsage, _ index: ScanIndex) {
        switch index.composeFamilies[family] {
        case .faces?:
            usage.font = index.composeFamilies[family]?.matchingFont(for: usage.weight).map { .name("@font/" + $0) }
        case .downloadable(let provided?)?: usage.downloaded(provided)
        case .downloadable?:
            // A provider's font whose name is no literal (`GoogleFont(BuildConfig.fontName)`).
            usage.font = nil
            usage.skipped = .computed("the downloadable font's name (FontFamily \(family))")
        case .platform(let constant)?:
            usage.composePlatformFamily(constant)
        case nil:
            // A lowercase name no definition gives is a variable or a parameter.
            usage.font = nil
            usage.skipped = family.first?.isUppercase == true ? .undefinedFamily(family) : .computed("fontFamily")
        }
    }

    /// An `@font/` resource: a font file, or a font-family XML resource's font the view's weight
    /// picks (minikin's match), or a provider's downloadable font.
    private static func resolve(fontResource name: String, _ usage: inout TextUsage, _ index: ScanIndex) {
        var file = String(name.dropFirst("@font/".count))
        switch index.androidFamilies[file] {
        case .downloadable(let provided?)?:
            usage.downloaded(provided)
            return
        case .downloadable?:
            usage.font = nil
            usage.unresolved = .downloadableFont(name)
            return
        case let family?:
            if let (chosen, fakeBold) = family.androidFont(for: usage.weight) {
                file = chosen
                if fakeBold, let weight = usage.weight?.value {
                    usage.note =
                        "weight \(weight) is drawn from a lighter font of \(name), emboldened by the "
                        + "platform (minikin's fake bold): its ink is wider than measured"
                }
            }
        case nil: break
        }
        usage.font = index.androidFonts[file].map { .file(path: $0, family: name) } ?? .fileNamed(file, family: name)
    }

    /// Whether a file begins as a font a browser reads: TrueType, OpenType, a collection, WOFF or
    /// WOFF2 (its first four bytes). A saved web page or a Type 1 font named `.woff2` does not.
    static func beginsAsFont(_ path: String) -> Bool {
        guard let head = try? InputFile.head(path, count: 4) else { return false }
        return FontContainer(head) != nil
    }

    /// A root-absolute URL (`/fonts/X.woff2`) as the file a site serves it from: the first of
    /// `public/`, `static/` and `assets/` (Vite, Next.js, Create React App; SvelteKit, Hugo, Gatsby;
    /// Jekyll) in the sheet's folder or one above it, up to the scanned root, then the root itself,
    /// that holds it. Nil when none does (the file is then looked for by name among `--fonts`).
    /// What it returns is still read only inside the scanned folder (`shipped`).
    static func documentRootFile(_ url: String, sheet: String, root: String) -> String? {
        let path = String(url.prefix { $0 != "?" && $0 != "#" })
        var folder = Paths.folder(sheet)
        for _ in 0..<64 {
            for served in ["public", "static", "assets"]
            where FileManager.default.fileExists(atPath: folder + "/" + served + path) {
                return folder + "/" + served + path
            }
            guard folder.hasPrefix(root + "/") else { break }
            folder = Paths.folder(folder)
        }
        return FileManager.default.fileExists(atPath: root + path) ? root + path : nil
    }

    /// The font file a source names for `family`: the file when it lies inside the scanned folder;
    /// looked for by its name among the fonts when it is missing; unresolved when it is outside,
    /// with one reason whatever is there.
    private func shipped(
        _ named: String, namedIn file: String, family: String, by usage: inout TextUsage, _ root: ProjectRoot?
    ) {
        let name = Paths.deletingExtension(Paths.name(named))
        guard let root else {
            usage.font = nil
            usage.unresolved = .fontOutside(family: family, file: named)
            return
        }
        do throws(InputFileError) {
            let path = try root.confine(named, namedIn: file)
            usage.font =
                FileManager.default.fileExists(atPath: path)
                ? .file(path: path, family: family) : .fileNamed(name, family: family)
        } catch  where error.reason == root.outsideReason {
            usage.font = nil
            usage.unresolved = .fontUnreadable(family: family, file: named, reason: error.reason)
        } catch {
            usage.font = .fileNamed(name, family: family)
        }
    }
}
