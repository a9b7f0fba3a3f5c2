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
    /// The audited folders, absolute (`auditedRoots(of:workingDirectory:)`). The text and HTML
    /// formats, which people read and pass on, print a path outside the working directory
    /// relative to the one holding it, not as the machine that ran the audit spells it. xcode,
    /// JSON, SARIF and JUnit keep the paths their readers open (SARIF's `file:` URIs).
    public var auditedRoots: [String]

    public init(useColor: Bool = false, workingDirectory: String? = nil, auditedRoots: [String] = []) {
        self.useColor = useColor
        self.workingDirectory = workingDirectory
        self.auditedRoots = auditedRoots
    }

    /// The folders an audit of `paths` (relative to `workingDirectory`) reads: each folder
    /// given, or the folder of each file, spelled as discovery spells the files in them
    /// (`ProjectDiscovery.absolute`: links not resolved, unlike `ReadBoundary.auditing`).
    public static func auditedRoots(of paths: [String], workingDirectory: String) -> [String] {
        paths.map { path in
            let absolute = ProjectDiscovery.absolute(path, relativeTo: workingDirectory)
            return ReadBoundary.isFolder(absolute) ? absolute : absolute.parentPath
        }
    }
}

/// Formats an `AuditResult`. Reporters only format: they keep the result's order, so the
/// same audit always prints the same bytes.
public enum Reporter {
    public static func render(
        _ result: AuditResult, format: ReportFormat,
        options: ReportOptions = .init()
    ) -> String {
        let paths = ReportPaths(workingDirectory: options.workingDirectory)
        let shown = ReportPaths(workingDirectory: options.workingDirectory, roots: options.auditedRoots)
        switch format {
        case .text: return TextReporter(paths: shown, useColor: options.useColor).render(result)
        case .xcode: return XcodeReporter(paths: paths).render(result)
        case .json: return JSONReporter(paths: paths).render(result)
        case .sarif: return SARIFReporter(paths: paths).render(result)
        case .junit: return JUnitReporter(paths: paths).render(result)
        case .html: return HTMLReporter(paths: shown).render(result)
        }
    }
}
