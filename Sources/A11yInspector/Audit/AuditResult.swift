/// Everything one audit produced, sorted so output never depends on thread scheduling.
public struct AuditResult: Sendable {
    public struct ScreenSummary: Sendable, Hashable, Comparable, Codable {
        public var name: String
        public var file: String
        public var elementCount: Int
        public static func < (a: ScreenSummary, b: ScreenSummary) -> Bool {
            (a.file, a.name) < (b.file, b.name)
        }
    }

    public var toolVersion: String
    /// Findings at or above the requested minimum severity, sorted.
    public var findings: [Finding]
    /// Problems reading inputs, and files skipped on purpose, sorted.
    public var diagnostics: [Diagnostic]
    public var screens: [ScreenSummary]
    /// Number of files read, by kind ("storyboard", "xib", "swift", …).
    public var filesByKind: [String: Int]
    /// Metadata of every rule that ran (for SARIF's rule table and reports' help text).
    public var rules: [RuleMetadata]
    /// Findings removed by inline comments or configuration suppressions.
    public var suppressedCount: Int
    /// Findings hidden because a baseline holds them (`--baseline`).
    public var baselinedCount = 0
    /// Findings left out because they are on lines the change did not touch (`--changed-since`).
    public var unchangedCount = 0
    /// Each screen as the HTML report draws it, sorted by file and name; empty unless the
    /// Auditor was asked to keep them (`Auditor.keepsScreens`).
    public var screenPictures: [ScreenPicture] = [] {
        didSet {
            screenPictures = screenPictures.enumerated().sorted { a, b in
                (a.element.file, a.element.name, a.offset) < (b.element.file, b.element.name, b.offset)
            }.map(\.element)
        }
    }
    /// Source lines around each finding's line, keyed by `SourceSnippet.key(_:)`; empty
    /// unless `Auditor.keepsScreens`.
    public var snippets: [String: SourceSnippet] = [:]
    /// The Accessibility Nutrition Label verdicts, for the top of the HTML report; nil unless
    /// `Auditor.keepsScreens` (`a11y labels` makes its own).
    public var nutritionLabels: NutritionLabelAssessment?

    public init(
        toolVersion: String, findings: [Finding], diagnostics: [Diagnostic],
        screens: [ScreenSummary], filesByKind: [String: Int], rules: [RuleMetadata],
        suppressedCount: Int
    ) {
        self.toolVersion = toolVersion
        self.findings = findings.sorted()
        self.diagnostics = diagnostics.sorted()
        self.screens = screens.sorted()
        self.filesByKind = filesByKind
        self.rules = rules.sorted { $0.id < $1.id }
        self.suppressedCount = suppressedCount
    }

    public var filesAudited: Int { filesByKind.values.reduce(0, +) }
}

public enum A11yVersion {
    public static let current = "0.1.0"
}
