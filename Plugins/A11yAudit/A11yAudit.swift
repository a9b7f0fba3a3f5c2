import Foundation
import PackagePlugin

/// `swift package a11y-audit [--target NAME]… [PATH…] [a11y audit options]`: audits the
/// package's folder, or the named targets' folders, with `a11y audit`; every other argument
/// is passed on (`--format`, `--baseline`, `--config`, `--min-severity`…), relative paths
/// being relative to the package. Without `--format` or `--output`, findings come back as SwiftPM
/// diagnostics with file and line, which `swift package` prints and Xcode lists as issues.
/// The exit status follows `a11y audit`: non-zero when certain findings remain (unless
/// `--lenient`), so CI can fail on them.
///
/// No permission is declared: reading needs none. Writing a file (`--output`,
/// `--write-baseline`) into the package needs `--allow-writing-to-package-directory` on
/// macOS, where plugins run in a sandbox (docs/plugins.md).
@main
struct A11yAudit: CommandPlugin {
    struct AuditFailed: Error, CustomStringConvertible {
        let status: Int32
        var description: String {
            status == 1
                ? "a11y audit found accessibility findings (exit status 1)"
                : "a11y audit failed with exit status \(status)"
        }
    }

    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let targets = try context.package.targets(named: targetNames)
        var passed = extractor.remainingArguments
        // Diagnostics unless the user chose a format or a report file.
        let asDiagnostics = !passed.contains { ["-f", "--format", "-o", "--output"].contains($0) || $0.hasPrefix("--format=") || $0.hasPrefix("--output=") }
        if asDiagnostics { passed += ["--format", "xcode"] }
        // The cache in the plugin's work folder, writable inside the macOS plugin sandbox.
        if !passed.contains(where: { $0 == "--no-cache" || $0 == "--cache-dir" || $0.hasPrefix("--cache-dir=") }) {
            passed += ["--cache-dir", context.pluginWorkDirectoryURL.appendingPathComponent("cache").path]
        }
        let auditArguments = ["audit"] + targets.map(\.directoryURL.path) + passed

        let process = Process()
        process.executableURL = try context.tool(named: "a11y").url
        process.arguments = auditArguments
        process.currentDirectoryURL = context.package.directoryURL
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()

        let text = String(decoding: data, as: UTF8.self)
        if asDiagnostics {
            let root = context.package.directoryURL.path + "/"
            for line in text.split(separator: "\n") { Self.emit(String(line), packageRoot: root) }
        } else {
            print(text, terminator: "")
        }
        if process.terminationStatus != 0 { throw AuditFailed(status: process.terminationStatus) }
    }

    /// One `path:line:col: level: message` line of the xcode format as a diagnostic. Xcode
    /// places it by its file and line; `swift package` prints only the message, so the message
    /// starts with the location too (relative to the package).
    static func emit(_ line: String, packageRoot: String) {
        let parts = line.split(separator: ":", maxSplits: 4, omittingEmptySubsequences: false)
        guard parts.count == 5, let number = Int(parts[1]), Int(parts[2]) != nil else {
            print(line)
            return
        }
        // a11y prints paths as it was given them: relative ones are relative to the package.
        let file = parts[0].hasPrefix("/") ? String(parts[0]) : packageRoot + parts[0]
        let shown = file.hasPrefix(packageRoot) ? String(file.dropFirst(packageRoot.count)) : file
        let message = "\(shown):\(number):\(parts[2]): " + parts[4].trimmingCharacters(in: .whitespaces)
        switch parts[3].trimmingCharacters(in: .whitespaces) {
        case "error": Diagnostics.error(message, file: file, line: number)
        case "warning": Diagnostics.warning(message, file: file, line: number)
        case "note": Diagnostics.remark(message, file: file, line: number)
        default: print(line)
        }
    }
}
