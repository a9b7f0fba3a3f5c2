/// The machine- and human-readable shapes an audit can be printed in. Field-by-field
/// documentation of each lives in `docs/report-formats.md`.
public enum ReportFormat: String, CaseIterable, Sendable {
    /// Grouped by file, for people at a terminal.
    case text
    /// `path:line:col: warning: message [rule-id]`, one line per finding, for Xcode and CI log parsers.
    case xcode
    /// The tool's own schema (`schemaVersion` 1), for scripts.
    case json
    /// SARIF 2.1.0, for GitHub code scanning and other SARIF viewers.
    case sarif
    /// JUnit XML, for CI test dashboards.
    case junit
    /// One self-contained HTML page with a wireframe of each screen (`Auditor.keepsScreens`).
    case html
}

public struct ReportOptions: Sendable {
    /// ANSI colours in the text format. The caller decides (a terminal, `NO_COLOR`); other
    /// formats never colour.
    public var useColor: Bool
    /// Absolute paths under this directory are printed relative to it. SARIF needs
    /// repository-relative paths, so CI should pass the repository root.
    public var workingDirectory: String?

    public init(useColor: Bool = false, workingDirectory: String? = nil) {
        self.useColor = useColor
        self.workingDirectory = workingDirectory
    }
}

/// Formats an `AuditResult`. Reporters only format: they keep the result's order, so the
/// same audit always prints the same bytes.
public enum Reporter {
    public static func render(_ result: AuditResult, format: ReportFormat,
                              options: ReportOptions = .init()) -> String {
        let paths = ReportPaths(workingDirectory: options.workingDirectory)
        switch format {
        case .text: return TextReporter(paths: paths, useColor: options.useColor).render(result)
        case .xcode: return XcodeReporter(paths: paths).render(result)
        case .json: return JSONReporter(paths: paths).render(result)
        case .sarif: return SARIFReporter(paths: paths).render(result)
        case .junit: return JUnitReporter(paths: paths).render(result)
        case .html: return HTMLReporter(paths: paths).render(result)
        }
    }
}
