/// How bad a finding is, for filtering (`--min-severity`) and exit codes.
public enum Severity: String, Codable, Sendable, CaseIterable, Comparable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (a: Severity, b: Severity) -> Bool { a.rank < b.rank }
}

/// One result of one rule on one element (or file).
public struct Finding: Hashable, Sendable, Comparable, Codable {
    public var ruleID: String
    public var severity: Severity
    public var confidence: Confidence
    public var message: String
    public var location: SourceLocation
    /// The screen it was found on, by `Screen.name`.
    public var screen: String?
    /// The element's id in its file (IB object id) and how to recognise it.
    public var elementID: String?
    public var element: String?
    /// A concrete fix.
    public var fix: String?
    /// The WCAG criteria this finding fails, when fewer than its rule's (a 30 pt target fails
    /// 2.5.5 but not 2.5.8); nil: the rule's.
    public var criteria: [String]?

    /// The WCAG criteria it fails: its own, or its rule's.
    public func criteria(of rule: RuleMetadata?) -> [String] { criteria ?? rule?.wcag ?? [] }

    public init(
        ruleID: String, severity: Severity, confidence: Confidence, message: String,
        location: SourceLocation, screen: String? = nil, elementID: String? = nil,
        element: String? = nil, fix: String? = nil
    ) {
        self.ruleID = ruleID
        self.severity = severity
        self.confidence = confidence
        self.message = message
        self.location = location
        self.screen = screen
        self.elementID = elementID
        self.element = element
        self.fix = fix
    }

    public static func < (a: Finding, b: Finding) -> Bool {
        (a.location, a.ruleID, a.elementID ?? "", a.message) < (b.location, b.ruleID, b.elementID ?? "", b.message)
    }
}
