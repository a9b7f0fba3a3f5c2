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

    @OptionGroup var reading: ReadingOptions

    func run() throws {
        if let output { try ReportOutput.checkWritable(output) }
        let auditor = try reading.auditor(paths: paths)
        let project = auditor.reader.read(paths: paths)
        let result = auditor.audit(project)
        if let cache = auditor.reader.cache { try? cache.save() }
        let assessment = NutritionLabelAssessment(result, project: project)
        let roots = ReportOptions.auditedRoots(of: paths, workingDirectory: FileManager.default.currentDirectoryPath)
        let report = NutritionLabelReport.render(assessment, result: result, format: format, options: ReportOptions(auditedRoots: roots))
        try emit(report, to: output)
    }
}
