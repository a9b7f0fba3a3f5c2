import A11yInspector
import ArgumentParser
import Foundation

extension NutritionLabelReport.Format: ExpressibleByArgument {}

/// `a11y labels`: the audit of `a11y audit`, read for App Store Connect's Accessibility
/// Nutrition Labels.
struct LabelsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "labels",
        abstract: "Which App Store Accessibility Nutrition Labels the audit supports, blocks, or cannot tell.",
        discussion: """
            Runs the same audit as `a11y audit`, then gives each of the nine labels App Store Connect \
            asks for (VoiceOver, Voice Control, Larger Text, Dark Interface, Differentiate Without \
            Color Alone, Sufficient Contrast, Reduced Motion, Captions, Audio Descriptions) a verdict: \
            supported (no certain finding against it), blocked (certain findings, by screen), or \
            unknown (the answer is on a device or in the media). Needs-review findings are listed to \
            check, never as blocking. Exit status 0 unless the arguments or configuration are wrong \
            (2). See docs/labels.md.
            """)

    @Argument(help: "Files or folders to audit.", completion: .file())
    var paths: [String] = ["."]

    @Option(name: .shortAndLong, help: "Output format: \(NutritionLabelReport.Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: NutritionLabelReport.Format = .text

    @Option(name: .shortAndLong, help: "Write the report to this file instead of standard output.")
    var output: String?

    @Option(name: .long, help: "Configuration file (default: .a11y.yml in the current folder, else in the first audited folder); its rules, severities, exclusions and suppressions apply.")
    var config: String?

    @Option(name: .long, help: "Read findings at or above this severity: info, warning, error (default: the configuration's min_severity, else warning).")
    var minSeverity: Severity?

    @Flag(name: .long, help: "Audit every file, also those no target of the Xcode project builds or copies.")
    var allFiles = false

    @Option(name: .long, help: "Files processed in parallel (default: number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(name: .long, help: "Folder of the cache of what each file says (as for `a11y audit`).")
    var cacheDir: String?

    @Flag(name: .long, help: "Read every file afresh and leave the cache alone.")
    var noCache = false

    @Option(name: .long, help: "Give up reading one file after this many seconds, with a diagnostic (0: no limit).")
    var fileTimeLimit: Double = 30

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard fileTimeLimit >= 0 else { throw ValidationError("--file-time-limit must be 0 (no limit) or more seconds") }
    }

    func run() throws {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ConfigurationError("\(path): no such file or directory")
        }
        let configuration = try ConfigurationFile.loadConfiguration(config: config, paths: paths)
        var auditor = Auditor(configuration: configuration, minSeverity: minSeverity ?? configuration.minSeverity ?? .warning, jobs: jobs)
        auditor.reader.followsTargets = !allFiles
        auditor.reader.fileTimeLimit = fileTimeLimit > 0 ? fileTimeLimit : nil
        if !noCache {
            auditor.reader.cache = FrontEndCache(directory: cacheDir ?? FrontEndCache.defaultDirectory, paths: paths,
                                                 workingDirectory: FileManager.default.currentDirectoryPath)
        }
        let project = auditor.reader.read(paths: paths)
        let result = auditor.audit(project)
        if let cache = auditor.reader.cache { try? cache.save() }
        let assessment = NutritionLabelAssessment(result, project: project)
        let report = NutritionLabelReport.render(assessment, result: result, format: format)
        if let output {
            do {
                try report.write(toFile: output, atomically: true, encoding: .utf8)
            } catch {
                throw ConfigurationError("cannot write \(output): \(error.localizedDescription)")
            }
        } else {
            FileHandle.standardOutput.write(Data(report.utf8))
        }
    }
}
