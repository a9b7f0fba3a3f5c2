import A11yInspector
import ArgumentParser
import Foundation

enum InspectFormat: String, CaseIterable, ExpressibleByArgument {
    case text, json
}

extension Simulation.RotorKind: ExpressibleByArgument {}

/// Options shared by `voiceover` and `tree`: the file and which screens of it.
struct ScreenSelection: ParsableArguments {
    @Argument(
        help: "A storyboard, xib, SwiftUI source, XCUITest snapshot (.txt), or Android layout (res/layout*/NAME.xml).",
        completion: .file(extensions: ["storyboard", "xib", "swift", "txt", "xml"]))
    var file: String

    @Option(
        name: .long,
        help:
            "Only the screens whose name contains this text (case-insensitive); default: every screen of the file. A UIKit controller or view made with arguments: its initializer call (`--screen 'ListViewController(style: .grouped)'`)."
    )
    var screen: String?

    @Option(name: .shortAndLong, help: "Output format: text, json.")
    var format: InspectFormat = .text

    @Option(name: .long, help: "Show the screens' literal texts in a pseudolanguage: \(Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", ")).")
    var pseudo: Pseudolanguage?

    @Option(
        name: .long,
        help:
            "Read texts looked up in the app's string tables in this language (fr, pt-BR…), falling back to the development language where a translation is missing, as iOS does; storyboards' and xibs' own texts from their strings file in that language. Default: the development language."
    )
    var language: String?

    func load() throws -> [ResolvedScreen] { try inspect().screens }

    func inspect() throws -> ScreenInspector.Result {
        guard FileManager.default.fileExists(atPath: file) else { throw ConfigurationError("\(file): no such file or directory") }
        var inspector = ScreenInspector(pseudolanguage: pseudo, language: language)
        if let screen, screen.contains("("), screen.hasSuffix(")") { inspector.construction = screen }
        let result = inspector.screens(in: file)
        for d in result.diagnostics {
            FileHandle.standardError.write(Data("\(d.file)\(d.line.map { ":\($0)" } ?? ""): \(d.level.rawValue): \(d.message)\n".utf8))
        }
        if result.diagnostics.contains(where: { $0.level == .error }) && result.screens.isEmpty {
            throw ExitWith(code: ExitStatus.usage)
        }
        guard let screen else { return result }
        let chosen = result.screens.filter { $0.screen.name.localizedCaseInsensitiveContains(screen) }
        guard !chosen.isEmpty else {
            let names = result.screens.map { "  " + $0.screen.name }.joined(separator: "\n")
            throw ConfigurationError("no screen of \(file) matches '\(screen)'; its screens are:\n\(names)")
        }
        return ScreenInspector.Result(screens: chosen, diagnostics: result.diagnostics, guidedAccess: result.guidedAccess)
    }
}

struct VoiceOverCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "voiceover",
        abstract: "What VoiceOver says on each swipe, with rotors, Switch Control and Voice Control (TalkBack for an Android layout).")

    @OptionGroup var selection: ScreenSelection

    @Option(name: .long, help: "Print one rotor instead: \(Simulation.RotorKind.allCases.map(\.rawValue).joined(separator: ", ")).")
    var rotor: Simulation.RotorKind?

    func run() throws {
        let result = try selection.inspect()
        Self.printTranscripts(
            result.screens, format: selection.format, rotor: rotor,
            guidedAccess: rotor == nil ? result.guidedAccess : [])
    }

    static func printTranscripts(
        _ screens: [ResolvedScreen], format: InspectFormat, rotor: Simulation.RotorKind? = nil,
        guidedAccess: [GuidedAccessOptions] = []
    ) {
        switch format {
        case .json: print(TranscriptReport.json(screens, guidedAccess: guidedAccess), terminator: "")
        case .text:
            let sections = screens.map { TranscriptReport.text($0, rotor: rotor) } + guidedAccess.map(\.text)
            print(sections.joined(separator: "\n"), terminator: "")
        }
    }
}

/// `a11y talkback LAYOUT`: the same transcript, named for Android readers.
struct TalkBackCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "talkback",
        abstract: "What TalkBack says on each swipe through an Android layout, with Switch Access and Voice Access.")

    @OptionGroup var selection: ScreenSelection

    func run() throws {
        let screens = try selection.load()
        if let ios = screens.first(where: { $0.screen.platform != .android }) {
            throw ConfigurationError("\(ios.screen.file) is not an Android layout; use `a11y voiceover` for iOS screens")
        }
        VoiceOverCommand.printTranscripts(screens, format: selection.format)
    }
}

struct TreeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tree",
        abstract: "The accessibility tree: every view, and why it is an element, a container or nothing.")

    @OptionGroup var selection: ScreenSelection

    func run() throws {
        let screens = try selection.load()
        switch selection.format {
        case .json: print(TreeReport.json(screens), terminator: "")
        case .text: print(screens.map(TreeReport.text).joined(separator: "\n"), terminator: "")
        }
    }
}
