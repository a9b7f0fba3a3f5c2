import A11yInspector
import ArgumentParser
import Foundation

/// How `a11y audit` and `a11y labels` read a project: the configuration, the severity
/// threshold, target membership, parallel jobs, the front-end cache and the per-file time limit.
struct ReadingOptions: ParsableArguments {
    @Option(name: .long, help: "Configuration file (default: .a11y.yml in the current folder, else in the first audited folder).")
    var config: String?

    @Option(name: .long, help: "Report findings at or above this severity: info, warning, error (default: the configuration's min_severity, else warning).")
    var minSeverity: Severity?

    @Flag(
        name: .long,
        help: "Audit every file, also those no target of the Xcode project builds or copies (test-only and left-over files are skipped by default).")
    var allFiles = false

    @Option(name: .long, help: "Files processed in parallel (default: number of cores).")
    var jobs: Int = ProcessInfo.processInfo.activeProcessorCount

    @Option(
        name: .long,
        help:
            "Folder of the cache of what each file says, reused while the file and a11y are unchanged (default: $XDG_CACHE_HOME/a11y, ~/.cache/a11y, or ~/Library/Caches/a11y on macOS)."
    )
    var cacheDir: String?

    @Flag(name: .long, help: "Read every file afresh and leave the cache alone.")
    var noCache = false

    @Option(name: .long, help: "Give up reading one file after this many seconds, with a diagnostic (0: no limit).")
    var fileTimeLimit: Double = 30

    @Option(
        name: .long,
        help:
            "Read texts code looks up in the app's string tables (and SwiftUI text keys) in this language (fr, pt-BR…), falling back to the development language where a translation is missing, as iOS does; storyboards' and xibs' own texts come from their strings file in that language. Transcripts, messages and the HTML report use them. Default: the development language."
    )
    var language: String?

    func validate() throws {
        guard jobs >= 1 else { throw ValidationError("--jobs must be at least 1") }
        guard fileTimeLimit >= 0 else { throw ValidationError("--file-time-limit must be 0 (no limit) or more seconds") }
    }

    /// An auditor for `paths` with the configuration, threshold, targets, time limit and cache
    /// these options say; a cache that cannot be used is said on standard error.
    func auditor(paths: [String]) throws -> Auditor {
        for path in paths where !FileManager.default.fileExists(atPath: path) {
            throw ConfigurationError("\(path): no such file or directory")
        }
        let configuration = try ConfigurationFile.loadConfiguration(config: config, paths: paths)
        var auditor = Auditor(configuration: configuration, minSeverity: minSeverity ?? configuration.minSeverity ?? .warning, jobs: jobs)
        auditor.reader.followsTargets = !allFiles
        auditor.reader.fileTimeLimit = fileTimeLimit > 0 ? fileTimeLimit : nil
        auditor.reader.language = language
        if !noCache {
            let cache = FrontEndCache(
                directory: cacheDir ?? FrontEndCache.defaultDirectory, paths: paths,
                workingDirectory: FileManager.default.currentDirectoryPath)
            if let reason = cache.ignoredReason, cacheDir != nil || !reason.hasPrefix("written by") {
                FileHandle.standardError.write(Data("a11y: note: cache \(cache.file.path) \(reason)\n".utf8))
            }
            auditor.reader.cache = cache
        }
        return auditor
    }
}

/// A report to `--output FILE`, or to standard output (ending its last line if `endLine`).
func emit(_ report: String, to output: String?, endLine: Bool = false) throws {
    guard let output else {
        FileHandle.standardOutput.write(Data(report.utf8))
        if endLine && !report.hasSuffix("\n") { FileHandle.standardOutput.write(Data("\n".utf8)) }
        return
    }
    try ReportOutput.write(report, toFile: output)
}
