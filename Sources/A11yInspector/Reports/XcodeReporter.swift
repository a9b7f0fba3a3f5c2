/// The compiler-diagnostic format Xcode build phases and most CI log parsers recognise:
/// `path:line:col: warning: message [rule-id]`, one line per finding and per diagnostic,
/// nothing else (no header, no summary), so every line is something a parser can place.
struct XcodeReporter {
    let paths: ReportPaths

    func render(_ result: AuditResult) -> String {
        var lines = result.findings.map(findingLine)
        lines += result.diagnostics.map(diagnosticLine)
        return lines.map { $0 + "\n" }.joined()
    }

    private func findingLine(_ finding: Finding) -> String {
        let location = finding.location
        var line =
            "\(path(location.file)):\(max(1, location.line)):\(max(1, location.column)): "
            + "\(finding.severity.compilerLevel): \(ReportText.singleLine(finding.message)) [\(finding.ruleID)]"
        if let reason = finding.confidence.reason {
            line += " (needs review: \(ReportText.singleLine(reason)))"
        }
        return line
    }

    private func diagnosticLine(_ diagnostic: Diagnostic) -> String {
        // Column 1 and, when unknown, line 1: parsers only recognise the full form.
        "\(path(diagnostic.file)):\(max(1, diagnostic.line ?? 1)):1: \(diagnostic.level.rawValue): "
            + "\(ReportText.singleLine(diagnostic.message)) [a11y]"
    }

    private func path(_ file: String) -> String {
        ReportText.singleLine(paths.display(file))
    }
}
