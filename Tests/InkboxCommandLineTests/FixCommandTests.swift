import FontFixtures
import FontReading
import Foundation
import Testing

@Suite("inkbox fix")
struct FixCommandTests {
    @Test("the plan for IPAex Gothic on iOS, as printed")
    func dryRunReport() {
        let run = inkbox("fix", "--dry-run", "--chars", "ÉÅjqy", fixture(.clipsOnIOS))
        #expect(run.status == 0)
        expectSnapshot(run.standardOutput, "fix-ipaex-dry-run.txt")
    }

    @Test("the copy is written, audited again and clean; the audit of the copy agrees; the input is untouched")
    func writesCleanCopy() throws {
        let folder = try scratchFolder()
        let output = folder + "/ipaexg-fixed.ttf"
        let before = try Data(contentsOf: URL(fileURLWithPath: fixture(.clipsOnIOS)))
        let run = inkbox(
            "fix", "--chars", "ÉÅjqy", "--platform", "ios,android,web", "--keep-names", "-o", output,
            fixture(.clipsOnIOS))
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("clean: patched copy, audited again"))
        #expect(try Data(contentsOf: URL(fileURLWithPath: fixture(.clipsOnIOS))) == before)
        #expect(
            inkbox("audit", "--chars", "ÉÅjqy", "--platform", "ios,android,web", "--edges", "vertical", output).status
                == 0)
        #expect(
            inkbox(
                "audit", "--chars", "ÉÅjqy", "--platform", "ios,android,web", "--edges", "vertical",
                fixture(.clipsOnIOS)
            ).status == 1)
    }

    @Test("JSON gives the changes, the platforms and the verdict")
    func json() throws {
        let run = inkbox("fix", "--dry-run", "--grow", "--chars", "Éj", "--format", "json", fixture(.clipsOnIOS))
        #expect(run.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(run.standardOutput.utf8)) as? [String: Any])
        let files = try #require(document["files"] as? [[String: Any]])
        let face = try #require((files.first?["faces"] as? [[String: Any]])?.first)
        let changes = try #require(face["changes"] as? [[String: Any]])
        #expect(
            changes.contains {
                $0["field"] as? String == "hhea.ascender" && ($0["after"] as? Int ?? 0) > ($0["before"] as? Int ?? 0)
            })
        #expect(face["clean"] as? Bool == true)
        #expect((document["errors"] as? [Any])?.isEmpty == true)
    }

    @Test("what metrics cannot hold (a line height shorter than the ink) exits 1 and is listed")
    func stillClips() {
        let run = inkbox(
            "fix", "--dry-run", "--chars", "Éj", "--sizes", "17", "--line-height", "12", fixture(.clipsOnIOS))
        #expect(run.status == 1)
        #expect(run.standardOutput.contains("STILL CLIPS"))
        #expect(run.standardOutput.contains("default · ios 17 pt: top +"))
    }

    @Test(
        "-o naming an input, a missing -o, and a file that is not a font are refused; the other inputs are still fixed")
    func refusals() throws {
        let overwrite = inkbox("fix", "--chars", "É", "-o", fixture(.clipsOnIOS), fixture(.clipsOnIOS))
        #expect(overwrite.status == 2)
        #expect(overwrite.standardError.contains("is an input: inkbox never overwrites a font it reads"))
        let missing = inkbox("fix", "--chars", "É", fixture(.clipsOnIOS))
        #expect(missing.status == 64)
        #expect(missing.standardError.contains("missing '-o <out>'"))
        let folder = try scratchFolder() + "/made-for-the-copies"
        let both = inkbox("fix", "--chars", "ÉÅjq", "-o", folder, fixture(.bitmapOnly), fixture(.cff), fixture(.woff2))
        #expect(both.status == 2)
        #expect(both.standardError.contains("6x13-ISO8859-1.pcf.gz: bitmap-only face"))
        #expect(FileManager.default.fileExists(atPath: folder + "/Cantarell-Regular.otf"))
        #expect(FileManager.default.fileExists(atPath: folder + "/Lato-Regular.woff2"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/6x13-ISO8859-1.pcf.gz"))
    }

    @Test("a folder with no font file is an error for audit, metrics and fix, never a silent pass")
    func emptyFolder() throws {
        let folder = try scratchFolder()
        for arguments in [["audit"], ["metrics"], ["fix", "--dry-run"]] {
            let run = inkbox(arguments + [folder])
            #expect(run.status == 2, "\(arguments)")
            #expect(
                run.standardError.contains("no font file (.ttf .otf .ttc .otc .woff .woff2) in this folder"),
                "\(arguments)")
        }
    }

    @Test("a copy under a name its licence reserves is refused, warned about on a dry run; --family clears it")
    func reservedName() throws {
        let lato = ["--set", "all", "--platform", "windows-gdi", "--sizes", "12", fixture(.useTypoMetrics)]
        let plain = inkbox(["fix", "--dry-run"] + lato, environment: ["COLUMNS": "300"])
        #expect(
            plain.standardOutput.contains(
                "SIL Open Font License 1.1, condition 3 forbids a modified font to use or include its name: \"Lato\" "
                    + "in the copy's family \"Lato\" (a copy would be refused)"))
        let suffixed = inkbox(["fix", "--dry-run", "--rename", "Fixed"] + lato)
        #expect(suffixed.standardOutput.contains("the copy's family \"Lato Fixed\""))
        let renamed = inkbox(["fix", "--dry-run", "--family", "Latch"] + lato)
        #expect(renamed.status == 0)
        #expect(!renamed.standardOutput.contains("forbids"))

        // The IPA Font License: no font or file name of the copy may include the original's name.
        let folder = try scratchFolder()
        let ipa = ["--chars", "Éj", "--platform", "ios", fixture(.clipsOnIOS)]
        let refused = inkbox(["fix", "-o", folder + "/a.ttf"] + ipa)
        #expect(refused.status == 2)
        #expect(
            refused.standardError.contains(
                "ipaexg.ttf: copy refused: the IPA Font License Agreement v1.0, Article 3.1(4) forbids a modified "
                    + "font to use or include its name: \"IPAexGothic\" in the copy's family \"IPAexGothic\""))
        let byFile = inkbox(["fix", "--family", "Kakeru Gothic", "-o", folder + "/IPAex-Gothic-fixed.ttf"] + ipa)
        #expect(byFile.standardError.contains("\"IPAexGothic\" in its file name \"IPAex-Gothic-fixed.ttf\""))
        #expect(!FileManager.default.fileExists(atPath: folder + "/a.ttf"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/IPAex-Gothic-fixed.ttf"))

        // Renamed, the copy holds none of the original's names, in any platform's records, and says what
        // the licence asks of it.
        let written = inkbox(["fix", "--family", "Kakeru Gothic", "-o", folder + "/kakeru.ttf"] + ipa)
        #expect(written.status == 0, "\(written.standardError)")
        #expect(written.standardOutput.contains("the copy is a Derived Program"))
        let copy = try FontFace(path: folder + "/kakeru.ttf")
        #expect(copy.info.family == "Kakeru Gothic")
        #expect(Set(copy.licence().namingRule?.names ?? []) == ["Kakeru Gothic", "KakeruGothic"])
        #expect(inkbox(["fix", "--keep-names", "-o", folder + "/kept.ttf"] + ipa).status == 0)
        #expect(inkbox("fix", "--dry-run", "--chars", "É", "--rename", " ", fixture(.clipsOnIOS)).status == 64)
        // --keep-line names platforms asked, and does not go with a convention that moves every table.
        let keepWeb = inkbox("fix", "--dry-run", "--chars", "É", "--keep-line", "web", fixture(.clipsOnIOS))
        #expect(keepWeb.status == 64 && keepWeb.standardError.contains("web is not among the platforms asked"))
        let keepBoth = inkbox(
            "fix", "--dry-run", "--chars", "É", "--keep-line", "ios", "--convention", "google-fonts",
            fixture(.clipsOnIOS))
        #expect(keepBoth.status == 64 && keepBoth.standardError.contains("do not go together"))
        // Microsoft's convention moves usWin only: a line that does not read it may be kept.
        let keepGDI = inkbox(
            "fix", "--dry-run", "--chars", "É", "--platform", "ios,windows-gdi", "--keep-line", "windows-gdi",
            "--convention", "microsoft", fixture(.clipsOnIOS))
        #expect(keepGDI.status == 64 && keepGDI.standardError.contains("moves usWin, which windows-gdi reads"))
        let keepIOS = inkbox(
            "fix", "--dry-run", "--chars", "É", "--platform", "ios,windows-gdi", "--keep-line", "ios",
            "--convention", "microsoft", fixture(.clipsOnIOS))
        #expect(keepIOS.status != 64, "\(keepIOS.standardError)")
        // Lato alone: the web's room grows Android's line, which cut nothing: marked in its row.
        let latoAlone = inkbox(
            "fix", "--dry-run", "--platform", "ios,android,web", "--chars", "ẪǺỹjqy", fixture(.useTypoMetrics))
        let rows = latoAlone.standardOutput.split(separator: "\n").filter {
            $0.contains(" -> ") && $0.contains(" typo ")
        }
        #expect(rows.count == 2 && rows.filter { $0.contains("(!)") }.map { $0.contains("android") } == [true])
        #expect(
            inkbox("fix", "--dry-run", "--chars", "É", "--rename", "A", "--family", "B", fixture(.clipsOnIOS)).status
                == 64)
    }
}

@Suite("inkbox generate css --font-face")
struct FontFaceCSSTests {
    @Test("IPAex Gothic: @font-face with the overrides the web plan needs, as written")
    func rules() {
        let run = inkbox("generate", "css", "--font-face", "--chars", "ÉÅjqy", fixture(.clipsOnIOS))
        #expect(run.status == 0, "\(run.standardError)")
        expectSnapshot(run.standardOutput, "font-face-ipaex.css")
    }

    @Test("the overrides are inkbox fix's plan for the web, and that plan audits clean")
    func samePlanAsFix() throws {
        let css = inkbox("generate", "css", "--font-face", "--chars", "ÉÅjqy", fixture(.clipsOnIOS)).standardOutput
        let plan = inkbox(
            "fix", "--dry-run", "--chars", "ÉÅjqy", "--platform", "web", "--format", "json", fixture(.clipsOnIOS))
        #expect(plan.status == 0)
        let document = try #require(
            try JSONSerialization.jsonObject(with: Data(plan.standardOutput.utf8)) as? [String: Any])
        let face = try #require(((document["files"] as? [[String: Any]])?.first?["faces"] as? [[String: Any]])?.first)
        let changes = try #require(face["changes"] as? [[String: Any]])
        func after(_ field: String) -> Int? { changes.first { $0["field"] as? String == field }?["after"] as? Int }
        let ascent = try #require(after("hhea.ascender"))
        let descent = try #require(after("hhea.descender"))
        #expect(css.contains("/* IPAexGothic: hhea \(ascent) / \(descent) gap 0 of 2048 units */"))
        #expect(face["clean"] as? Bool == true)
    }

    @Test("--font-face is for css only, and needs fonts")
    func usage() {
        #expect(inkbox("generate", "swift", "--font-face", fixture(.clipsOnIOS)).status == 64)
        #expect(inkbox("generate", "css", "--font-face").status == 64)
    }
}
