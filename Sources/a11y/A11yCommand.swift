import A11yInspector
import ArgumentParser
import Foundation

/// Exit codes, documented in the README.
enum ExitStatus {
    static let clean: Int32 = 0
    static let findings: Int32 = 1
    static let usage: Int32 = 2
}

struct A11yCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "a11y",
        abstract: "Audit an iOS project's (or Android layouts') accessibility from its sources, on Linux or macOS.",
        discussion: """
            Exit status: 0 when no finding reaches --min-severity, 1 when some do, 2 for a usage or configuration error.
            """,
        version: A11yVersion.current,
        subcommands: [
            AuditCommand.self, VoiceOverCommand.self, TalkBackCommand.self, TreeCommand.self, RulesCommand.self, LabelsCommand.self, ContrastCommand.self,
            DynamicTypeCommand.self, StringsCommand.self, PseudoCommand.self, InitCommand.self, ParseCommand.self,
        ],
        defaultSubcommand: AuditCommand.self)
}

/// Raised by commands to exit with a code after printing their own output.
struct ExitWith: Error {
    let code: Int32
}

@main
enum Main {
    static func main() {
        do {
            var command = try A11yCommand.parseAsRoot()
            try command.run()
        } catch let exit as ExitWith {
            Foundation.exit(exit.code)
        } catch let error as ConfigurationError {
            FileHandle.standardError.write(Data("error: \(error.description)\n".utf8))
            Foundation.exit(ExitStatus.usage)
        } catch {
            let code = A11yCommand.exitCode(for: error)
            if code == .success {
                A11yCommand.exit(withError: error)
            }
            FileHandle.standardError.write(Data((A11yCommand.fullMessage(for: error) + "\n").utf8))
            Foundation.exit(ExitStatus.usage)
        }
    }
}
