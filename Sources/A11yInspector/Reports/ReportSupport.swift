import Foundation

/// Prints file paths the way every format wants them: relative to the working directory
/// when they lie under it, forward slashes, no leading `./`. The formats people read also
/// print a path outside the working directory relative to the audited folder holding it.
struct ReportPaths: Sendable {
    /// Without trailing slashes; nil when nothing should be relativized.
    let workingDirectory: String?
    /// The audited folders (`ReportOptions.auditedRoots`), without trailing slashes.
    let roots: [String]

    init(workingDirectory: String?, roots: [String] = []) {
        self.workingDirectory = Self.folder(workingDirectory)
        self.roots = roots.compactMap(Self.folder).filter { $0 != "/" }
    }

    private static func folder(_ path: String?) -> String? {
        var directory = path?.replacingOccurrences(of: "\\", with: "/")
        while let d = directory, d.count > 1, d.hasSuffix("/") { directory = String(d.dropLast()) }
        return directory?.isEmpty == true ? nil : directory
    }

    func display(_ file: String) -> String {
        var path = file.replacingOccurrences(of: "\\", with: "/")
        if let directory = workingDirectory {
            let prefix = directory == "/" ? "/" : directory + "/"
            if path.hasPrefix(prefix) { path = String(path.dropFirst(prefix.count)) }
        }
        // The innermost audited folder that holds it.
        if let root = roots.filter({ path.hasPrefix($0 + "/") }).max(by: { $0.count < $1.count }) {
            path = String(path.dropFirst(root.count + 1))
        }
        while path.hasPrefix("./") { path = String(path.dropFirst(2)) }
        return path
    }

    /// Prose that may quote a path (a message, a reason, a note), with the audited folders'
    /// prefixes taken out as `display` takes them out of a path.
    func prose(_ text: String) -> String {
        roots.sorted { $0.count > $1.count }.reduce(text) { $0.replacingOccurrences(of: $1 + "/", with: "") }
    }
}

/// The counts every format's summary shows, computed once.
struct ReportSummary: Sendable {
    let findings: Int
    let errors: Int
    let warnings: Int
    let info: Int
    let needsReview: Int
    let filesAudited: Int
    let screens: Int
    let suppressed: Int
    let baselined: Int
    let unchanged: Int
    let diagnostics: Int

    init(_ result: AuditResult) {
        findings = result.findings.count
        errors = result.findings.count { $0.severity == .error }
        warnings = result.findings.count { $0.severity == .warning }
        info = result.findings.count { $0.severity == .info }
        needsReview = result.findings.count { !$0.confidence.isCertain }
        filesAudited = result.filesAudited
        screens = result.screens.count
        suppressed = result.suppressedCount
        baselined = result.baselinedCount
        unchanged = result.unchangedCount
        diagnostics = result.diagnostics.count
    }
}

extension AuditResult {
    /// Rule metadata by id, for reporters that add WCAG references and help to findings.
    func ruleMetadataByID() -> [String: RuleMetadata] {
        Dictionary(rules.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
    }
}

extension Severity {
    /// The word compilers, Xcode and SARIF use for this level.
    var compilerLevel: String {
        switch self {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "note"
        }
    }
}

extension Confidence {
    /// The stable spelling used in JSON, SARIF and JUnit.
    var reportName: String { isCertain ? "certain" : "needs-review" }
}

enum ReportText {
    /// Project text (labels, file names) on one line: line breaks and tabs become spaces and
    /// other control characters become U+FFFD, so a label cannot break a line-based parser
    /// or send escape sequences to the terminal.
    static func singleLine(_ text: String) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x85, 0x2028, 0x2029:
                scalars.append(" ")
            case 0x00...0x1F, 0x7F...0x9F:
                scalars.append("\u{FFFD}")
            default:
                scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    static func plural(_ count: Int, _ singular: String, _ plural: String? = nil) -> String {
        "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }
}

/// How the tool names itself in JSON, SARIF and JUnit.
enum ReportTool {
    static let name = "a11y"
    /// The project's home page, for SARIF's `tool.driver.informationUri`. Nil until the
    /// project has a public address: the field is optional and a made-up URL is worse than none.
    static let informationURI: String? = nil
}
