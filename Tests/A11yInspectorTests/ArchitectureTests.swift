import Foundation
import Testing

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

    static let sources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/A11yInspector")

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

    struct SourceFile {
        var folder: String
        var name: String
        var text: String
    }

    static func swiftFiles() throws -> [SourceFile] {
        let root = sources.path
        let paths = try FileManager.default.subpathsOfDirectory(atPath: root).filter { $0.hasSuffix(".swift") }
        return try paths.sorted().map { path in
            let url = URL(fileURLWithPath: root).appendingPathComponent(path)
            return SourceFile(folder: (path as NSString).deletingLastPathComponent,
                              name: url.lastPathComponent, text: try String(contentsOf: url, encoding: .utf8))
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
