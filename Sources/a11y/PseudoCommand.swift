import A11yInspector
import ArgumentParser
import Foundation

extension Pseudolanguage: ExpressibleByArgument {}

struct PseudoCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "pseudo",
        abstract: "Write pseudo-translated copies of the development language's string tables.",
        discussion: """
            Languages: double (each run of text repeated), rtl (text right to left, like Android's \\
            ar-XB), accented (accented letters, 30% longer), bounded (text between [# and #]). \\
            Format specifiers, markup, Markdown link targets and escapes are kept. Reads \\
            .strings and .stringsdict files in the development .lproj folder (the project's \\
            developmentRegion, en or Base) and .xcstrings catalogs. See docs/localization.md.
            """)

    @Argument(help: "Folders (or string tables) to read.", completion: .file())
    var paths: [String] = ["."]

    @Option(name: .long, help: "The pseudolanguage: \(Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", ")).")
    var language: Pseudolanguage

    @Option(name: .long, help: "Locale identifier of the copies (default en-XA; ar-XB for rtl).")
    var locale: String?

    @Option(name: .shortAndLong, help: "Folder the copies are written to, with the project's paths (default ./a11y-pseudo-LANGUAGE).")
    var output: String?

    @Flag(name: .long, help: "Write into the project: <locale>.lproj folders next to the development ones, and the locale's entries in each catalog.")
    var inPlace = false

    @Flag(name: .long, help: "With --in-place, replace files and catalog entries a11y did not write.")
    var force = false

    func validate() throws {
        if inPlace && output != nil { throw ValidationError("--output and --in-place exclude each other") }
        if force && !inPlace { throw ValidationError("--force only applies with --in-place") }
        if let locale, locale.isEmpty || locale.contains("/") || locale.contains(where: \.isWhitespace) {
            throw ValidationError("--locale must be a language identifier such as en-XA")
        }
    }

    func run() throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ConfigurationError("\(path): no such file or directory")
        }
        let mode: PseudoWriter.Mode =
            inPlace
            ? .inPlace(force: force)
            : .output(directory: output ?? PseudoWriter.defaultOutputDirectory(language))
        let writer = PseudoWriter(language: language, locale: locale, mode: mode)
        let (tables, findDiagnostics) = writer.tables(in: paths)
        report(findDiagnostics)
        guard !tables.isEmpty else {
            throw ConfigurationError(
                "no development-language string tables (.strings or .stringsdict in Base.lproj, en.lproj or the developmentRegion's .lproj, or .xcstrings) in \(paths.joined(separator: ", "))"
            )
        }
        let result = writer.write(tables)
        for w in result.written {
            print("\(w.path)  (\(w.strings) string\(w.strings == 1 ? "" : "s") from \(w.source))")
        }
        report(result.diagnostics)
        print("\(result.written.count) file\(result.written.count == 1 ? "" : "s") written for \(writer.locale) (\(language.rawValue))")
        if !result.diagnostics.isEmpty { throw ExitWith(code: ExitStatus.usage) }
    }

    func report(_ diagnostics: [Diagnostic]) {
        for d in diagnostics {
            FileHandle.standardError.write(Data("\(d.file)\(d.line.map { ":\($0)" } ?? ""): \(d.level.rawValue): \(d.message)\n".utf8))
        }
    }
}
