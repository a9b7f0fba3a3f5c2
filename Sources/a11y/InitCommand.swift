import A11yInspector
import ArgumentParser
import Foundation

struct InitCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Write a commented .a11y.yml with every option and its default (and, with --baseline, today's findings).")

    @Argument(help: "The project folder (where .a11y.yml is written).", completion: .directory)
    var path: String = "."

    @Option(name: .long, help: "Also audit the folder and record today's findings in this file (relative to the folder), for `a11y audit --baseline`.")
    var baseline: String?

    @Flag(name: .long, help: "Replace an existing .a11y.yml (or baseline).")
    var force = false

    func run() throws {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else {
            throw ConfigurationError("\(path): not a folder")
        }
        let configPath = path.appendingPath(".a11y.yml")
        let baselinePath = baseline.map { $0.isAbsolutePath ? $0 : path.appendingPath($0) }
        for file in [configPath] + (baselinePath.map { [$0] } ?? []) where !force && FileManager.default.fileExists(atPath: file) {
            throw ConfigurationError("\(file) exists; use --force to replace it")
        }
        let text = ConfigurationTemplate.text(rules: RuleRegistry.all.map(\.metadata), baseline: baseline)
        do {
            try text.write(toFile: configPath, atomically: true, encoding: .utf8)
        } catch {
            throw ConfigurationError("cannot write \(configPath): \(error.localizedDescription)")
        }
        print("wrote \(configPath)")
        if let baseline, let baselinePath {
            // The audit reads paths relative to the folder, as `a11y audit .` run there would.
            let result = Auditor(minSeverity: .info).audit(
                paths: ["."], workingDirectory: ProjectDiscovery.absolute(path, relativeTo: FileManager.default.currentDirectoryPath))
            do {
                try Baseline(recording: result).encoded().write(to: URL(fileURLWithPath: baselinePath))
            } catch {
                throw ConfigurationError("cannot write \(baselinePath): \(error.localizedDescription)")
            }
            print(
                "wrote \(baselinePath) with \(result.findings.count) finding\(result.findings.count == 1 ? "" : "s"); in CI run `a11y audit . --baseline \(baseline)` from \(path)"
            )
        }
    }
}
