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
    /// What it reports, in a line: the rule's row in `docs/rules.md`.
    public var summary: String
    /// The categories of Xcode's `performAccessibilityAudit` that would also report the problem
    /// on a running app; empty when none would (localization, undo, permissions, Android).
    public var appleAuditTypes: [AppleAuditType]
    /// The App Store Accessibility Nutrition Labels its certain findings block: a finding is a
    /// barrier for people who use that feature. Empty when the findings are worth fixing but no
    /// label depends on them (wording style, localization, Android layouts).
    public var nutritionLabels: [NutritionLabel]
    /// What makes its findings a question for a person, beyond what holds for every rule
    /// (debug screens, code nothing runs), which the auditor applies to all.
    public var policies: Set<FindingPolicy>
    public var options: [RuleOption]
    /// For a rule that reads an Interface Builder file rather than the linked screen (text
    /// alignment): the view properties its findings judge. When code writes one of them on the
    /// view a finding is about (through an outlet, a tag lookup), the file's value may not be
    /// the one people see, and the finding needs review, naming the write (`Doubts`).
    public var judgedProperties: Set<ViewProperty>

    public init(
        id: String, title: String, rationale: String, wcag: [String], impact: Impact,
        defaultSeverity: Severity, tags: [String], help: String, sources: [String],
        summary: String, appleAuditTypes: [AppleAuditType], nutritionLabels: [NutritionLabel],
        policies: Set<FindingPolicy> = [], options: [RuleOption] = [], judgedProperties: Set<ViewProperty> = []
    ) {
        self.id = id
        self.title = title
        self.rationale = rationale
        self.wcag = wcag
        self.impact = impact
        self.defaultSeverity = defaultSeverity
        self.tags = tags
        self.help = help
        self.sources = sources
        self.summary = summary
        self.appleAuditTypes = appleAuditTypes
        self.nutritionLabels = nutritionLabels
        self.policies = policies
        self.options = options
        self.judgedProperties = judgedProperties
    }
}

/// A reason a rule's certain finding becomes "needs review" that belongs to the rule, not to
/// every finding. The auditor applies each one the same way whichever rule declares it.
public enum FindingPolicy: String, Sendable, CaseIterable {
    /// The rule asks a question a reading of the sources cannot settle: every finding needs
    /// review (a swipe that may turn a page, an animation that may ignore Reduce Motion).
    case alwaysNeedsReview
    /// Its findings depend on which string table and language a lookup reads and what it falls
    /// back to: when the app replaces Bundle's lookup, that is the app's choice at run time.
    case needsReviewWhenLookupReplaced
    /// In a widget or Live Activity, whose canvas does not grow with its text, a fixed size may
    /// be chosen to avoid clipping: only the designer can weigh it.
    case needsReviewInWidgets
    /// It judges a whole screen: a controller another scene embeds through a container view is
    /// part of that scene's screen, whose title or heading may cover it.
    case needsReviewWhenEmbedded
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
