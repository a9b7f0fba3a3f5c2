/// What build steps (a Run Script phase, the A11yLint build-tool plugin) need from a result:
/// `--lenient`, because Xcode marks a build failed when a step prints `error:` lines and a build
/// must not fail because of accessibility findings unless the team asks for that (by running
/// without `--lenient`); `--absolute-paths`, because such a step's working directory is not
/// the project's; `--stamp`.
extension AuditResult {
    /// The same findings and diagnostics with `error` lowered to `warning`; rule ids, messages
    /// and order are unchanged.
    public func withErrorsAsWarnings() -> AuditResult {
        var result = self
        result.findings = findings.map { finding in
            var finding = finding
            if finding.severity == .error { finding.severity = .warning }
            return finding
        }
        result.diagnostics = diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            if diagnostic.level == .error { diagnostic.level = .warning }
            return diagnostic
        }
        return result
    }

    /// One Swift comment line summing up the audit, for `--stamp`: the output file a build
    /// system's rule declares, which the A11yLint plugin adds to the target as a Swift source
    /// (SwiftPM copies any other kind of generated file into a resource bundle).
    public var stampLine: String {
        "// a11y audit: \(findings.count) finding\(findings.count == 1 ? "" : "s"), "
            + "\(diagnostics.count) diagnostic\(diagnostics.count == 1 ? "" : "s"), \(filesAudited) file\(filesAudited == 1 ? "" : "s")\n"
    }

    /// Relative paths of findings and diagnostics made absolute against `workingDirectory`.
    public func withAbsolutePaths(workingDirectory: String) -> AuditResult {
        let base = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        func absolute(_ path: String) -> String { path.hasPrefix("/") ? path : base + path }
        var result = self
        result.findings = findings.map { finding in
            var finding = finding
            finding.location.file = absolute(finding.location.file)
            return finding
        }
        result.diagnostics = diagnostics.map { diagnostic in
            var diagnostic = diagnostic
            diagnostic.file = absolute(diagnostic.file)
            return diagnostic
        }
        return result
    }
}
