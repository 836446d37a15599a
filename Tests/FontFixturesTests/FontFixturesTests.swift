import FontFixtures
import Foundation
import Testing

@Suite("Fixture fonts")
struct FontFixturesTests {
    /// Fonts/README.md's table row for a file.
    private static func row(_ file: String) throws -> String {
        let readme = try String(contentsOfFile: FontFixture.path(of: "README.md"), encoding: .utf8)
        return try #require(readme.split(separator: "\n").first { $0.hasPrefix("| `\(file)` |") }.map(String.init))
    }

    /// The licence files a row names (`licenses/x.copyright`).
    private static func licences(_ row: String) -> [String] {
        row.split(separator: "`").filter { $0.hasPrefix("licenses/") }.map(String.init)
    }

    @Test(
        "every fixture is in Fonts/ with a README row whose licence file exists (or its source's, when made from one)",
        arguments: FontFixture.allCases)
    func provenance(_ fixture: FontFixture) throws {
        #expect(FileManager.default.isReadableFile(atPath: fixture.path))
        let row = try Self.row(fixture.rawValue)
        var named = Self.licences(row)
        if named.isEmpty,
            let source = row.components(separatedBy: "made from `").dropFirst().first?.split(separator: "`").first
        {
            named = Self.licences(try Self.row(String(source)))
        }
        #expect(!named.isEmpty, "\(fixture.rawValue): no licence file named")
        for licence in named {
            #expect(FileManager.default.isReadableFile(atPath: FontFixture.path(of: licence)), "\(licence)")
        }
    }
}
