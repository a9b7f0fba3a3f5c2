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
        let declaredIn = Self.declaringStages(files)
        var backward: [String] = []
        for file in files {
            let stage = Self.stage(of: file.folder)!
            for word in Self.words(file.text) {
                guard let stages = declaredIn[word], stages.allSatisfy({ $0 > stage }) else { continue }
                backward.append("\(file.folder)/\(file.name) uses \(word) of \(Self.stages[stages.min()!])")
            }
        }
        #expect(backward == [])
    }

    /// Our model is the only thing rules and the simulator see (docs/architecture.md): they name
    /// no type declared only by a front end, though the front ends come earlier. What a front
    /// end hands on to rules (`CodeEvent` and its payloads) is declared in `Model/`.
    @Test func rulesAndSimulatorSeeOnlyTheModel() throws {
        let files = try Self.swiftFiles()
        let declaredIn = Self.declaringStages(files)
        let frontEnds = Set(Self.stages.indices.filter { Self.stages[$0].hasPrefix("FrontEnds/") })
        var uses: [String] = []
        for file in files where file.folder.hasPrefix("Rules") || file.folder.hasPrefix("Simulator") {
            for word in Self.words(file.text) where declaredIn[word].map({ $0.isSubset(of: frontEnds) }) == true {
                uses.append("\(file.folder)/\(file.name) uses \(word)")
            }
        }
        #expect(uses == [])
    }

    /// What a class is lives in `Knowledge/` (`PlatformDefaults`, `ViewClasses`, `AndroidWidget`,
    /// `InfoPlistKey`), in a table named for what its members share: rules and the simulator ask
    /// those, and do not spell class names themselves. A few may stay (a rule example's helper).
    @Test func rulesAndSimulatorNameFewClasses() throws {
        var names: [String] = []
        for file in try Self.swiftFiles() where file.folder.hasPrefix("Rules") || file.folder.hasPrefix("Simulator") {
            for literal in Self.literals(Self.withoutExamples(file.text)) where Self.namesAClass(literal) {
                names.append("\(file.folder)/\(file.name): \(literal.text)")
            }
        }
        #expect(names.count <= 5, "class names in rules and the simulator: \(names)")
    }

    @Test func classNamesAreRecognised() {
        let found = Self.literals(
            #"""
            if kind == "Picker" || ["UIButton", "ZStack"].contains(k) { parts.append("Button") }
            let xml = #"<a class="NSMutableArray"/>"#; let s = "\(a ? "LinearLayout" : "x")"
            // "UILabel"
            """#
        ).filter(Self.namesAClass).map(\.text)
        #expect(found == ["Picker", "UIButton", "ZStack", "LinearLayout"])
    }

    /// Whether a literal names a class: an Apple framework's (`UIButton`, `NSObject`,
    /// `WKWebView`), or a view the knowledge tables list whose name is not also an English word
    /// (`ScrollView`, `ZStack`, `ImageView`). A one-word view name ("Button", "List") counts only
    /// when something is compared with it: elsewhere it is a word VoiceOver says or a message shows.
    static func namesAClass(_ literal: Literal) -> Bool {
        let text = literal.text
        if text.range(of: #"^(UI|NS|WK|MK|AV|CA|SK)[A-Z][A-Za-z0-9]*$"#, options: .regularExpression) != nil { return true }
        guard knownViewNames.contains(text) else { return false }
        return text.dropFirst().contains(where: \.isUppercase) || literal.isCompared
    }

    /// The views the knowledge tables know, by their short names.
    static let knownViewNames: Set<String> = {
        var names = Set(PlatformDefaults.table.keys).union(PlatformDefaults.swiftUI.keys).union(PlatformDefaults.swiftUILayout)
        names.formUnion(ViewClasses.swiftUIPainted)
        names.formUnion(Set(AndroidWidget.table.keys).union(AndroidWidget.layoutTags).map(AndroidWidget.shortName))
        return names
    }()

    struct Literal {
        var text: String
        /// `== "…"`, `"…" !=`, `case "…"`.
        var isCompared: Bool
    }

    /// The one-line string literals outside comments (raw ones too); multi-line strings, which
    /// hold rule examples' sources, are skipped.
    static func literals(_ source: String) -> [Literal] {
        let chars = Array(source)
        func at(_ i: Int, _ s: String) -> Bool {
            let p = Array(s)
            return i + p.count <= chars.count && Array(chars[i..<i + p.count]) == p
        }
        func trimmed(_ range: Range<Int>) -> String {
            String(chars[max(0, range.lowerBound)..<min(chars.count, range.upperBound)]).trimmingCharacters(in: .whitespaces)
        }
        var result: [Literal] = []
        var i = 0
        while i < chars.count {
            if at(i, "//") {
                while i < chars.count, chars[i] != "\n" { i += 1 }
            } else if at(i, "/*") {
                i += 2
                while i < chars.count, !at(i, "*/") { i += 1 }
                i += 2
            } else if at(i, "\"\"\"") || at(i, "#\"\"\"") {
                let close = chars[i] == "#" ? "\"\"\"#" : "\"\"\""
                i += close.count
                while i < chars.count, !at(i, close) { i += 1 }
                i += close.count
            } else if chars[i] == "\"" || at(i, "#\"") {
                let raw = chars[i] == "#", start = i
                i += raw ? 2 : 1
                var text = ""
                while i < chars.count, chars[i] != "\n", !(raw ? at(i, "\"#") : chars[i] == "\"") {
                    if !raw, at(i, "\\(") {
                        // An interpolation, which may hold literals of its own.
                        var depth = 0
                        i += 1
                        while i < chars.count, chars[i] != "\n" {
                            if chars[i] == "(" { depth += 1 } else if chars[i] == ")" { depth -= 1 }
                            if chars[i] == "\"" {
                                let inner = i
                                i += 1
                                var word = ""
                                while i < chars.count, chars[i] != "\"", chars[i] != "\n" { word.append(chars[i]); i += 1 }
                                result.append(Literal(text: word, isCompared: trimmed(inner - 4..<inner).hasSuffix("==")))
                            }
                            i += 1
                            if depth == 0 { break }
                        }
                        text += "\\(…)"
                        continue
                    }
                    if !raw, chars[i] == "\\" { text.append(chars[i]); i += 1 }
                    if i < chars.count { text.append(chars[i]); i += 1 }
                }
                i += raw ? 2 : 1
                let before = trimmed(start - 6..<start), after = trimmed(i..<i + 4)
                let compared =
                    before.hasSuffix("==") || before.hasSuffix("!=") || before.hasSuffix("case")
                    || after.hasPrefix("==") || after.hasPrefix("!=")
                result.append(Literal(text: text, isCompared: compared))
            } else {
                i += 1
            }
        }
        return result
    }

    /// A rule file without its `examples`, whose snippets name classes as apps do.
    static func withoutExamples(_ text: String) -> String {
        var kept: [Substring] = []
        var inExamples = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("    var examples: [RuleExample] {") { inExamples = true }
            if !inExamples { kept.append(line) }
            if inExamples && line == "    }" { inExamples = false }
        }
        return kept.joined(separator: "\n")
    }

    /// Top-level types by the stages that declare them (a name may be declared in two).
    static func declaringStages(_ files: [SourceFile]) -> [String: Set<Int>] {
        let declaration = try! NSRegularExpression(
            pattern: #"^(?:public |final |indirect )*(?:struct|enum|class|protocol|actor|typealias) +([A-Z]\w*)"#, options: .anchorsMatchLines)
        var declaredIn: [String: Set<Int>] = [:]
        for file in files {
            let text = file.text as NSString
            for match in declaration.matches(in: file.text, range: NSRange(location: 0, length: text.length)) {
                declaredIn[text.substring(with: match.range(at: 1)), default: []].insert(Self.stage(of: file.folder)!)
            }
        }
        return declaredIn
    }

    /// The words of a file's code (comments and strings left out), sorted.
    static func words(_ text: String) -> [String] {
        Set(code(text).split { !$0.isLetter && !$0.isNumber && $0 != "_" }.map(String.init)).sorted()
    }

    /// Foundation's path calls trap on Linux for some paths a hostile repository can hold ("é",
    /// "//é"): the tool uses its own (`Support/PathText.swift`). Checked in code, not comments.
    @Test func noFoundationPathCalls() throws {
        let banned = [
            "deletingLastPathComponent", "lastPathComponent", "appendingPathComponent", "deletingPathExtension",
            "pathExtension", "standardizingPath", "standardizedFileURL", "resolvingSymlinksInPath", "pathComponents",
            "expandingTildeInPath", "abbreviatingWithTildeInPath", "appendingPathExtension", "NSString).isAbsolutePath",
        ]
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
        let reads = [
            "contents(atPath", "contentsOfFile", "Data(contentsOf", "String(contentsOf", "FileHandle(forReadingAtPath", "fopen(", "InputStream(fileAtPath",
            "XMLParser(contentsOf",
        ]
        let allowed: Set<String> = [
            "Project/FrontEndCache.swift: Data(contentsOf", "/AuditCommand.swift: String(contentsOf", "/AuditCommand.swift: contentsOfFile",
            "Support/DiskReads.swift: contents(atPath",
        ]
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
        "Rules/Catalog/*.examples": "data: a rule's examples are one literal list, its test cases and its documentation"
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
            return SourceFile(
                folder: path.parentPath, name: path.fileName,
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
