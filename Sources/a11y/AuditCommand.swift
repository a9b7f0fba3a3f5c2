import A11yInspector
import ArgumentParser
import Foundation

extension ReportFormat: ExpressibleByArgument {}
extension Severity: ExpressibleByArgument {}

struct AuditCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "audit",
        abstract: "Audit storyboards, xibs and Swift sources; print findings.")

    @Argument(help: "Files or folders to audit.", completion: .file())
    var paths: [String] = ["."]

    @Option(name: .shortAndLong, help: "Output format: \(ReportFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: ReportFormat = .text

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @OptionGroup var reading: ReadingOptions

    @Flag(name: .long, help: "Also exit with 1 when only needs-review findings remain.")
    var strict = false

    @Flag(
        name: .long,
        help:
            "Print error findings as warnings and exit 0 when findings remain, so a build step shows them without failing the build (usage and configuration errors still exit 2; ignored when the configuration sets fail_builds_on_findings)."
    )
    var lenient = false

    @Flag(name: .long, help: "Print absolute paths, for build steps whose working directory is not the project's.")
    var absolutePaths = false

    @Option(
        name: .long,
        help:
            "After the audit, write a one-line Swift comment summing it up to this file: the output a build system's rule declares (the A11yLint plugin uses it)."
    )
    var stamp: String?

    @Flag(
        name: .long,
        help: ArgumentHelp("Audit Interface Builder files without the code that changes them (to measure what the code changes).", visibility: .hidden))
    var noCodeLinking = false

    @Option(
        name: .long,
        help:
            "Audit the screens' literal texts in a pseudolanguage: \(Pseudolanguage.allCases.map(\.rawValue).joined(separator: ", ")) (see docs/localization.md)."
    )
    var pseudo: Pseudolanguage?

    @Option(name: .long, help: "Hide the findings recorded in this baseline file (see --write-baseline): report only new ones.")
    var baseline: String?

    @Option(name: .long, help: "Record today's findings in this file, to hide them later with --baseline.")
    var writeBaseline: String?

    @Option(name: .long, help: "Report only findings on lines changed since this git commit, branch or tag (and in new files).")
    var changedSince: String?

    @Option(
        name: .long,
        help:
            "Report only findings of rules that predict one of these categories of Xcode's performAccessibilityAudit, comma-separated: \(AppleAuditType.names)."
    )
    var appleAuditTypes: String?

    @Flag(name: .long, help: ArgumentHelp("Print the wall time of each stage on standard error.", visibility: .hidden))
    var timings = false

    func validate() throws {
        guard !(lenient && strict) else { throw ValidationError("--lenient and --strict contradict each other") }
    }

    func run() throws {
        let auditTypes = try appleAuditTypes.map(AppleAuditTypes.parse)
        if let output { try ReportOutput.checkWritable(output) }
        let start = Date()
        var auditor = try reading.auditor(paths: paths)
        auditor.reader.linksCode = !noCodeLinking
        auditor.pseudolanguage = pseudo
        auditor.keepsScreens = format == .html
        let printTiming: @Sendable (String, Double) -> Void = { stage, seconds in
            let name = stage.padding(toLength: 32, withPad: " ", startingAt: 0)
            FileHandle.standardError.write(Data("a11y: \(name) \(String(format: "%6.3f", seconds)) s\(Self.peakMemory())\n".utf8))
        }
        if timings { auditor.timings = printTiming }
        if timings && auditor.reader.cache != nil { printTiming("cache read", Date().timeIntervalSince(start)) }
        // A progress line on standard error, only for people watching a terminal.
        let showProgress = isatty(STDERR_FILENO) == 1
        if showProgress {
            auditor.reader.progress = { done, total in
                guard total >= 20, done % 10 == 0 || done == total else { return }
                FileHandle.standardError.write(Data("\ra11y: \(done)/\(total) Interface Builder files".utf8))
            }
        }
        let audited = auditor.audit(paths: paths)
        if showProgress { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
        if let cache = auditor.reader.cache {
            let saving = Date()
            do { try cache.save() } catch {
                FileHandle.standardError.write(Data("a11y: warning: cannot write the cache \(cache.file.path): \(error.localizedDescription)\n".utf8))
            }
            if timings { printTiming("cache written", Date().timeIntervalSince(saving)) }
        }
        if let writeBaseline {
            do {
                try Baseline(recording: audited).encoded().write(to: URL(fileURLWithPath: writeBaseline))
            } catch {
                throw ConfigurationError("cannot write \(writeBaseline): \(error.localizedDescription)")
            }
            FileHandle.standardError.write(
                Data("a11y: \(audited.findings.count) finding\(audited.findings.count == 1 ? "" : "s") recorded in \(writeBaseline)\n".utf8))
        }
        let directory = FileManager.default.currentDirectoryPath
        var filters: [AuditFilter] = []
        if let baseline {
            // Within the audited tree, or beside it where the command line puts it elsewhere.
            let boundary = ReadBoundary.auditing(paths + [baseline], workingDirectory: directory)
            filters.append(.baseline(try Baseline(contentsOf: baseline, within: boundary)))
        }
        if let changedSince {
            filters.append(.changedLines(try ChangedLines.fromGit(since: changedSince, workingDirectory: directory), workingDirectory: directory))
        }
        let lenient = self.lenient && !auditor.configuration.failBuildsOnFindings
        if lenient { filters.append(.errorsAsWarnings) }
        if absolutePaths { filters.append(.absolutePaths(workingDirectory: directory)) }
        if let auditTypes { filters.append(.appleAuditTypes(auditTypes)) }
        let result = audited.filtered(by: filters)

        let useColor = output == nil && format == .text && isatty(STDOUT_FILENO) == 1 && ProcessInfo.processInfo.environment["NO_COLOR"] == nil
        // Paths the user asked to see absolute stay so in every format.
        let roots = absolutePaths ? [] : ReportOptions.auditedRoots(of: paths, workingDirectory: directory)
        let report = Reporter.render(result, format: format, options: ReportOptions(useColor: useColor, auditedRoots: roots))
        try emit(report, to: output, endLine: true)
        if let stamp {
            do {
                try result.stampLine.write(toFile: stamp, atomically: true, encoding: .utf8)
            } catch {
                throw ConfigurationError("cannot write \(stamp): \(error.localizedDescription)")
            }
        }
        let failing = !lenient && result.findings.contains { $0.confidence.isCertain || strict }
        if failing { throw ExitWith(code: ExitStatus.findings) }
    }

}

enum ConfigurationFile {
    /// `--config`, else `.a11y.yml` in the current folder, else in the first audited folder.
    static func loadConfiguration(config: String?, paths: [String]) throws -> Configuration {
        let fm = FileManager.default
        var candidates: [String] = []
        if let config {
            guard fm.fileExists(atPath: config) else { throw ConfigurationError("configuration file \(config) does not exist") }
            candidates = [config]
        } else {
            candidates = [".a11y.yml"]
            if let first = paths.first {
                var isDirectory: ObjCBool = false
                if fm.fileExists(atPath: first, isDirectory: &isDirectory), isDirectory.boolValue {
                    candidates.append(first.appendingPath(".a11y.yml"))
                }
            }
        }
        guard let path = candidates.first(where: { fm.fileExists(atPath: $0) }) else { return Configuration() }
        // An `.a11y.yml` of the audited repository that is a link out of it is not read; a
        // file named with --config may be anywhere, but not lead elsewhere from there.
        let boundary = ReadBoundary.auditing(paths + [path], workingDirectory: fm.currentDirectoryPath)
        let data = try boundary.readNamedFile(path, what: "configuration file")
        return try Configuration.parse(String(decoding: data, as: UTF8.self), file: path, rules: RuleRegistry.all.map(\.metadata))
    }
}

extension AuditCommand {
    /// The process's peak resident memory so far (Linux's `VmHWM`), for `--timings`; empty where
    /// `/proc` is absent (macOS).
    static func peakMemory() -> String {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
            let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kb = Int(line.split(separator: " ").dropFirst().first ?? "")
        else { return "" }
        return String(format: "   peak %4d MB", kb / 1024)
    }
}
