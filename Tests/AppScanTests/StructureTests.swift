import Foundation
import Testing

/// AppScan's own sources stay readable (issue 41: a scanner language is one entry in a table, no
/// function over 100 lines, no file over 800): each file's lines, and each function's from its
/// `func` or `init` to the brace that closes its body (braces in string literals and comments
/// not counted).
@Suite("AppScan's structure: files and functions within their limits")
struct StructureTests {
    static let fileLimit = 800
    static let functionLimit = 100

    @Test("no AppScan file over 800 lines, no function over 100")
    func limits() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/AppScan").path
        let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".swift") }
        #expect(names.count > 40)
        var over: [String] = []
        for name in names.sorted() {
            let lines = try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
                .split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count > Self.fileLimit { over.append("\(name): \(lines.count) lines") }
            for (start, length) in Self.functions(lines) where length > Self.functionLimit {
                over.append("\(name):\(start + 1): a function of \(length) lines")
            }
        }
        #expect(over == [])
    }

    @Test("a function's length runs from its head to the brace that closes its body")
    func measure() {
        let source = """
            struct A {
                func one() {
                    let text = "{ not a brace"  // nor this }
                    if true {
                    }
                }
                init(x: Int) { }
            }
            """
        let lines = source.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(Self.functions(lines).map(\.length) == [5, 1])
    }

    /// Each function's first line (its index) and its number of lines.
    static func functions(_ lines: [Substring]) -> [(start: Int, length: Int)] {
        var found: [(start: Int, length: Int)] = []
        for (index, line) in lines.enumerated() {
            let head = line.drop { $0 == " " }
            guard !head.hasPrefix("//"), line.contains("func ") || line.contains(" init(") || head.hasPrefix("init(")
            else { continue }
            var depth = 0
            var opened = false
            var end = index
            scan: while end < lines.count {
                var inString = false
                var previous: Character = " "
                for character in lines[end] {
                    if inString {
                        if character == "\"" && previous != "\\" { inString = false }
                    } else if character == "\"" {
                        inString = true
                    } else if character == "/" && previous == "/" {
                        break
                    } else if character == "{" {
                        depth += 1
                        opened = true
                    } else if character == "}" {
                        depth -= 1
                    }
                    previous = character
                }
                if opened && depth <= 0 { break scan }
                end += 1
            }
            if opened { found.append((index, end - index + 1)) }
        }
        return found
    }
}
