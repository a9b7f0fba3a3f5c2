/// axe-core's impact scale: how much the problem hurts the people it affects.
public enum Impact: String, Codable, Sendable, CaseIterable {
    case critical, serious, moderate, minor
}

/// A rule's identity and documentation. Ids are stable: renaming one is a breaking change.
public struct RuleMetadata: Sendable {
    public var id: String
    public var title: String
    public var rationale: String
    /// WCAG 2.x success criteria numbers ("1.1.1"); see `WCAG.criterion(_:)`.
    public var wcag: [String]
    public var impact: Impact
    public var defaultSeverity: Severity
    public var tags: [String]
    /// How to fix, in a sentence or two.
    public var help: String
    /// Where the rule comes from (the source documents, Apple's documentation).
    public var sources: [String]
    public var options: [RuleOption]

    public init(id: String, title: String, rationale: String, wcag: [String], impact: Impact,
                defaultSeverity: Severity, tags: [String], help: String, sources: [String],
                options: [RuleOption] = []) {
        self.id = id
        self.title = title
        self.rationale = rationale
        self.wcag = wcag
        self.impact = impact
        self.defaultSeverity = defaultSeverity
        self.tags = tags
        self.help = help
        self.sources = sources
        self.options = options
    }
}

/// A numeric option a rule reads from `.a11y.yml` (`rules: { min-tap-target: { minimum_size: 48 } }`).
public struct RuleOption: Sendable {
    public var name: String
    public var defaultValue: Double
    public var description: String

    public init(name: String, defaultValue: Double, description: String) {
        self.name = name
        self.defaultValue = defaultValue
        self.description = description
    }
}
