/// The terminal format, laid out like a linter's: a file header, then one line per finding
/// with its details indented under the message, then diagnostics, then one summary line.
///
/// ```
/// Sources/App/LoginView.swift
///   12:5  warning  Button has no accessibility label  [label-missing-interactive]
///                  element: Button { Image(systemName: "trash") }
///                  screen: LoginView
///                  fix: Add .accessibilityLabel("Delete")
/// ```
struct TextReporter {
    let paths: ReportPaths
    let useColor: Bool

    func render(_ result: AuditResult) -> String {
        var lines: [String] = []
        // Columns line up across the whole report, not only within a file.
        let widths = Widths(
            position: result.findings.map { position($0).count }.max() ?? 0,
            severity: result.findings.map { $0.severity.rawValue.count }.max() ?? 0)
        // A rule's fix is printed with its first finding only; the rest would repeat it.
        var explained = Set<String>()
        for group in groupedByFile(result.findings) {
            if !lines.isEmpty { lines.append("") }
            lines.append(style(ReportText.singleLine(paths.display(group.file)), .bold, .underline))
            for finding in group.findings {
                lines += findingLines(finding, widths, showFix: explained.insert(finding.ruleID).inserted)
            }
        }
        if !result.diagnostics.isEmpty {
            if !lines.isEmpty { lines.append("") }
            lines += result.diagnostics.map(diagnosticLine)
        }
        if !lines.isEmpty { lines.append("") }
        lines.append(summaryLine(ReportSummary(result)))
        return lines.joined(separator: "\n") + "\n"
    }

    /// Findings arrive sorted by file, so consecutive runs are the groups.
    private func groupedByFile(_ findings: [Finding]) -> [(file: String, findings: [Finding])] {
        var groups: [(file: String, findings: [Finding])] = []
        for finding in findings {
            if groups.last?.file == finding.location.file {
                groups[groups.count - 1].findings.append(finding)
            } else {
                groups.append((finding.location.file, [finding]))
            }
        }
        return groups
    }

    private struct Widths {
        let position: Int
        let severity: Int
    }

    private func position(_ finding: Finding) -> String {
        "\(finding.location.line):\(finding.location.column)"
    }

    private func findingLines(_ finding: Finding, _ widths: Widths, showFix: Bool) -> [String] {
        // Details line up under the message.
        let indent = String(repeating: " ", count: 2 + widths.position + 2 + widths.severity + 2)
        let severity = finding.severity.rawValue
        var lines = [
            "  " + pad(position(finding), widths.position) + "  "
                + style(severity, color(for: finding.severity)) + pad("", widths.severity - severity.count)
                + "  " + ReportText.singleLine(paths.prose(finding.message))
                + "  " + style("[\(finding.ruleID)]", .dim)
        ]
        if let element = finding.element {
            let id = finding.elementID.map { " (id \($0))" } ?? ""
            lines.append(indent + detail("element", element + id))
        } else if let id = finding.elementID {
            lines.append(indent + detail("element", "id \(id)"))
        }
        if let screen = finding.screen {
            lines.append(indent + detail("screen", screen))
        }
        if let reason = finding.confidence.reason {
            lines.append(indent + style("needs review:", .magenta) + " " + ReportText.singleLine(paths.prose(reason)))
        }
        if showFix, let fix = finding.fix {
            lines.append(indent + detail("fix", paths.prose(fix)))
        }
        return lines
    }

    private func detail(_ name: String, _ value: String) -> String {
        style(name + ":", .dim) + " " + ReportText.singleLine(value)
    }

    private func diagnosticLine(_ diagnostic: Diagnostic) -> String {
        let place = paths.display(diagnostic.file) + (diagnostic.line.map { ":\($0)" } ?? "")
        let color: ANSI =
            switch diagnostic.level {
            case .error: .red
            case .warning: .yellow
            case .note: .cyan
            }
        return ReportText.singleLine(place) + ": " + style(diagnostic.level.rawValue + ":", color)
            + " " + ReportText.singleLine(paths.prose(diagnostic.message))
    }

    private func summaryLine(_ s: ReportSummary) -> String {
        let counts =
            "\(ReportText.plural(s.errors, "error")), \(ReportText.plural(s.warnings, "warning")), "
            + "\(s.info) info; \(s.needsReview) need\(s.needsReview == 1 ? "s" : "") review"
        let line =
            "\(ReportText.plural(s.findings, "finding")) (\(counts)) in "
            + "\(ReportText.plural(s.filesAudited, "file")), \(ReportText.plural(s.screens, "screen")); "
            + "\(s.suppressed) suppressed"
            + (s.baselined > 0 ? ", \(s.baselined) in the baseline" : "")
            + (s.unchanged > 0 ? ", \(s.unchanged) on unchanged lines" : "")
        return style(line, .bold)
    }

    private func color(for severity: Severity) -> ANSI {
        switch severity {
        case .error: return .red
        case .warning: return .yellow
        case .info: return .cyan
        }
    }

    private func pad(_ text: String, _ width: Int) -> String {
        text + String(repeating: " ", count: max(0, width - text.count))
    }

    private enum ANSI: String {
        case bold = "1", dim = "2", underline = "4"
        case red = "31", yellow = "33", magenta = "35", cyan = "36"
    }

    private func style(_ text: String, _ attributes: ANSI...) -> String {
        guard useColor, !attributes.isEmpty else { return text }
        return "\u{1B}[" + attributes.map(\.rawValue).joined(separator: ";") + "m" + text + "\u{1B}[0m"
    }
}
