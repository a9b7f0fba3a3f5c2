import Foundation
import Testing
@testable import A11yInspector

/// The pipeline's stages depend only on earlier ones (docs/architecture.md): a file may name a
/// type declared in its own stage or an earlier one, never one declared only in a later stage.
/// Checked on the sources themselves, so a backward arrow fails here, not in review.
struct ArchitectureTests {
    /// Earliest first. A folder of `FrontEnds` is a stage of its own: the front ends that share
    /// code (Swift syntax helpers, resources) come before those that use it.
    static let stages = [
        "Support", "Model", "Knowledge", "Discovery", "Localization",
        "FrontEnds/Resources", "FrontEnds/Swift", "FrontEnds/ObjectiveC", "FrontEnds/InterfaceBuilder",
        "FrontEnds/Linking", "FrontEnds/UIKitCode", "FrontEnds/SwiftUI", "FrontEnds/Snapshot", "FrontEnds/Android",
        "Project", "Simulator", "Rules", "Configuration", "Audit", "Reports",
    ]

    static let sources = URL(fileURLWithPath: String(#filePath).parentPath.parentPath.parentPath.appendingPath("Sources/A11yInspector"))

    /// The stage of a file's folder (`Rules/Catalog` is `Rules`).
    static func stage(of folder: String) -> Int? {
        stages.lastIndex { folder == $0 || folder.hasPrefix($0 + "/") }
    }

    @Test func everyFolderIsAStage() throws {
        let folders = try Self.swiftFiles().map(\.folder)
        #expect(Set(folders.filter { Self.stage(of: $0) == nil }).isEmpty)
    }

    @Test func dependenciesPointOneWay() throws {
        let files = try Self.swiftFiles()
        // Top-level types by the stages that declare them (a name may be declared in two).
        let declaration = try NSRegularExpression(pattern: #"^(?:public |final |indirect )*(?:struct|enum|class|protocol|actor|typealias) +([A-Z]\w*)"#, options: .anchorsMatchLines)
        var declaredIn: [String: Set<Int>] = [:]
        for file in files {
            let text = file.text as NSString
            for match in declaration.matches(in: file.text, range: NSRange(location: 0, length: text.length)) {
                declaredIn[text.substring(with: match.range(at: 1)), default: []].insert(Self.stage(of: file.folder)!)
            }
        }
        var backward: [String] = []
        for file in files {
            let stage = Self.stage(of: file.folder)!
            let words = Set(Self.code(file.text).split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init))
            for word in words.sorted() {
                guard let stages = declaredIn[word], stages.allSatisfy({ $0 > stage }) else { continue }
                backward.append("\(file.folder)/\(file.name) uses \(word) of \(Self.stages[stages.min()!])")
            }
        }
        #expect(backward == [])
    }

    /// Foundation's path calls trap on Linux for some paths a hostile repository can hold ("é",
    /// "//é"): the tool uses its own (`Support/PathText.swift`). Checked in code, not comments.
    @Test func noFoundationPathCalls() throws {
        let banned = ["deletingLastPathComponent", "lastPathComponent", "appendingPathComponent", "deletingPathExtension",
                      "pathExtension", "standardizingPath", "standardizedFileURL", "resolvingSymlinksInPath", "pathComponents",
                      "expandingTildeInPath", "abbreviatingWithTildeInPath", "appendingPathExtension", "NSString).isAbsolutePath"]
        var uses: [String] = []
        for file in try Self.swiftFiles() + Self.swiftFiles(under: "Sources/a11y") {
            let code = Self.code(file.text)
            for name in banned where Self.containsWord(code, name.hasPrefix("NSString") ? name : "." + name) {
                uses.append("\(file.folder)/\(file.name): \(name)")
            }
        }
        #expect(uses == [])
    }

    /// What an audit reads goes through `ReadBoundary` (the audited tree, links resolved). Only
    /// these read files themselves: the cache file the user's options name, and the tool's own
    /// memory figures in `/proc/self/status`.
    @Test func filesAreReadOnlyThroughTheBoundary() throws {
        let reads = ["contents(atPath", "contentsOfFile", "Data(contentsOf", "String(contentsOf", "FileHandle(forReadingAtPath", "fopen(", "InputStream(fileAtPath", "XMLParser(contentsOf"]
        let allowed: Set<String> = ["Project/FrontEndCache.swift: Data(contentsOf", "/AuditCommand.swift: String(contentsOf", "/AuditCommand.swift: contentsOfFile",
                                    "Support/DiskReads.swift: contents(atPath"]
        var uses: [String] = []
        for file in try Self.swiftFiles() + Self.swiftFiles(under: "Sources/a11y") {
            // (`DiskReads.contents(atPath:)` reads within the boundary.)
            let code = Self.code(file.text).replacingOccurrences(of: "DiskReads.contents(atPath", with: "")
            for call in reads where code.contains(call) {
                let use = "\(file.folder)/\(file.name): \(call)"
                if !allowed.contains(use) { uses.append(use) }
            }
        }
        #expect(uses == [])
    }

    /// A function longer than this is several steps that want names.
    static let longestBody = 80

    /// Bodies allowed past `longestBody`, each with its reason. `*` stands for any file and type of
    /// the folder.
    static let longBodies: [String: String] = [
        "Rules/Catalog/*.examples": "data: a rule's examples are one literal list, its test cases and its documentation",
        // Being split in another branch: the entry goes when that lands.
        "Audit/Auditor.swift: Auditor.audit": "split concurrently",
    ]

    /// No function, initializer, accessor or closure-valued property in `Sources/` has a body
    /// longer than `longestBody` lines, unless `longBodies` says why; and every entry there is
    /// still needed.
    @Test func functionsStayShort() throws {
        var long: [String] = []
        var allowed: Set<String> = []
        for file in try Self.swiftFiles() + Self.swiftFiles(under: "Sources/a11y") {
            for body in FunctionBodies.bodies(in: file.text) where body.lines > Self.longestBody {
                let keys = ["\(file.folder)/\(file.name): \(body.name)", "\(file.folder)/*.\(body.name.split(separator: ".").last!)"]
                if let key = keys.first(where: { Self.longBodies[$0] != nil }) {
                    allowed.insert(key)
                } else {
                    long.append("\(keys[0]) has \(body.lines) lines")
                }
            }
        }
        #expect(long == [])
        #expect(Set(Self.longBodies.keys).subtracting(allowed).sorted() == [])
    }

    @Test func functionBodiesSkipStringsAndComments() {
        let source = #"""
            struct Outer {
                static let table: [String: Int] = {
                    ["{": 1]
                }()
                func f(_ x: Int = 1) -> String {
                    // }
                    let s = "}\(x + { 1 }())" + #"}"#
                    /* { /* } */ */
                    return """
                        }
                        """ + s
                }
                var computed: Int { 1 }
                init?() { if let y = Int("1") { _ = y } }
            }
            protocol P { func g() }
            """#
        let bodies = FunctionBodies.bodies(in: source)
        #expect(bodies.map(\.name) == ["Outer.table", "Outer.f", "Outer.computed", "Outer.init"])
        #expect(bodies.map(\.lines) == [1, 6, 0, 0])
    }

    /// Whether `text` holds `word` not followed by a letter, digit or underscore.
    static func containsWord(_ text: String, _ word: String) -> Bool {
        var rest = Substring(text)
        while let range = rest.range(of: word) {
            let next = rest[range.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[range.upperBound...]
        }
        return false
    }

    struct SourceFile {
        var folder: String
        var name: String
        var text: String
    }

    static func swiftFiles(under folder: String = "Sources/A11yInspector") throws -> [SourceFile] {
        let root = sources.path.parentPath.parentPath.appendingPath(folder)
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }
        return try paths.sorted().map { path in
            return SourceFile(folder: path.parentPath, name: path.fileName,
                              text: try String(contentsOfFile: root.appendingPath(path), encoding: .utf8))
        }
    }

    /// The text without comments and string literals (rule examples are Swift inside strings).
    static func code(_ text: String) -> String {
        var result = ""
        var rest = Substring(text)
        while let c = rest.first {
            if rest.hasPrefix("//") {
                rest = rest.drop { $0 != "\n" }
            } else if rest.hasPrefix("/*") {
                rest = rest.dropFirst(2)
                if let end = rest.range(of: "*/") { rest = rest[end.upperBound...] } else { rest = "" }
            } else if rest.hasPrefix("\"\"\"") {
                rest = rest.dropFirst(3)
                if let end = rest.range(of: "\"\"\"") { rest = rest[end.upperBound...] } else { rest = "" }
            } else if c == "\"" {
                rest = rest.dropFirst()
                while let d = rest.first, d != "\"", d != "\n" { rest = rest.dropFirst(d == "\\" ? 2 : 1) }
                rest = rest.dropFirst()
            } else {
                result.append(c)
                rest = rest.dropFirst()
            }
        }
        return result
    }
}
