import A11yInspector
import ArgumentParser
import Foundation

struct StringsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "strings",
        abstract: "Show the string tables: languages and completeness, or one key in every language and where code uses it.",
        discussion: """
            Reads .strings, .stringsdict and .xcstrings tables, NSLocalizedString / String(localized:) / \\
            SwiftUI lookups and storyboard texts. A key may be a table key or a storyboard object id \\
            ("abc-12-def" or "abc-12-def.text"). See docs/localization.md.
            """)

    @Argument(help: "Folders to read.", completion: .file())
    var paths: [String] = ["."]

    @Option(name: .long, help: "Show this key in every language, with the code that looks it up.")
    var key: String?

    @Option(name: .shortAndLong, help: "Output format: text, json.")
    var format: InspectFormat = .text

    func run() throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ConfigurationError("\(path): no such file or directory")
        }
        var reader = ProjectReader()
        reader.screens = .none
        let project = reader.read(paths: paths)
        let localization = project.localization
        for d in project.diagnostics where d.level == .error { FileHandle.standardError.write(Data("\(d.file): \(d.level.rawValue): \(d.message)\n".utf8)) }
        guard !localization.tables.isEmpty || key != nil else {
            throw ConfigurationError("no string tables (.strings, .stringsdict, .xcstrings) in \(paths.joined(separator: ", "))")
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        if let key {
            let keys = StringsReport.keys(key, in: localization)
            guard !keys.isEmpty else { throw ConfigurationError("no table or storyboard has the key “\(key)”") }
            print(
                format == .json ? String(decoding: try encoder.encode(keys), as: UTF8.self) : StringsReport.text(keys), terminator: format == .json ? "\n" : "")
        } else {
            let summary = StringsReport.summary(localization)
            print(
                format == .json ? String(decoding: try encoder.encode(summary), as: UTF8.self) : StringsReport.text(summary),
                terminator: format == .json ? "\n" : "")
        }
    }
}
