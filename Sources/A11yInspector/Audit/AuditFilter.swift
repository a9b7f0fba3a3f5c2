import Foundation

/// What narrows or restates a result after the audit, for CI adoption and build steps; applied
/// in order by `AuditResult.filtered(by:)`.
public enum AuditFilter: Sendable {
    /// Hide the findings a baseline holds (`--baseline`).
    case baseline(Baseline)
    /// Keep only findings on lines changed since a git reference, and in new files
    /// (`--changed-since`); relative paths are taken from `workingDirectory`.
    case changedLines(ChangedLines, workingDirectory: String)
    /// Errors printed as warnings, so a build step shows them without failing (`--lenient`).
    case errorsAsWarnings
    /// Paths made absolute, for build steps whose working directory is not the project's
    /// (`--absolute-paths`).
    case absolutePaths(workingDirectory: String)
    /// Keep only findings of rules that predict one of these categories of Xcode's own audit
    /// (`--apple-audit-types`, `AppleAuditTypes`).
    case appleAuditTypes(Set<AppleAuditType>)
}

extension AuditResult {
    public func filtered(by filters: [AuditFilter]) -> AuditResult {
        filters.reduce(self) { result, filter in
            switch filter {
            case .baseline(let baseline): return baseline.filter(result)
            case .changedLines(let lines, let directory): return lines.filter(result, workingDirectory: directory)
            case .errorsAsWarnings: return result.withErrorsAsWarnings()
            case .absolutePaths(let directory): return result.withAbsolutePaths(workingDirectory: directory)
            case .appleAuditTypes(let types): return result.keepingFindings { !types.isDisjoint(with: AppleAuditTypes.types(of: $0.ruleID)) }
            }
        }
    }
}

extension AuditResult {
    /// The result with only the findings `keep` accepts.
    func keepingFindings(_ keep: (Finding) -> Bool) -> AuditResult {
        var result = self
        result.findings = findings.filter(keep)
        return result
    }
}

extension Baseline {
    /// The baseline file at `path`, read within `boundary` (a baseline in the repository that
    /// is a link out of it is not read).
    public init(contentsOf path: String, within boundary: ReadBoundary) throws {
        try self.init(data: boundary.readNamedFile(path, what: "baseline"))
    }
}
