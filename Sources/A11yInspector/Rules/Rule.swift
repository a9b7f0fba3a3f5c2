/// A rule: metadata, examples, and a check over one resolved screen. One type per file in
/// `Rules/Catalog`, registered in `RuleRegistry`.
public protocol Rule: Sendable {
    var metadata: RuleMetadata { get }
    /// Inputs that must trigger and inputs that must not. They are the rule's tests and
    /// the examples `a11y rules ID` prints.
    var examples: [RuleExample] { get }
    /// The platforms whose screens the rule checks: iOS unless it says otherwise, so iOS rules
    /// never judge an Android layout and Android rules never an iOS screen.
    var platforms: Set<Platform> { get }
    /// Checks one screen (Interface Builder, SwiftUI) after simulation.
    func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding]
    /// Checks what a project's code and resources do, once per project.
    func check(project: ProjectContext, _ context: RuleContext) -> [Finding]
    /// Checks the string tables, lookups and Interface Builder texts of everything audited,
    /// once: an app and its Swift packages share their tables.
    func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding]
}

extension Rule {
    public var platforms: Set<Platform> { [.iOS] }
    public func check(_ screen: ResolvedScreen, _ context: RuleContext) -> [Finding] { [] }
    public func check(project: ProjectContext, _ context: RuleContext) -> [Finding] { [] }
    public func check(localization: LocalizationContext, _ context: RuleContext) -> [Finding] { [] }
}

/// What a rule needs besides the screen: its configured severity and options, and a way to
/// make findings that carry them.
public struct RuleContext: Sendable {
    public let metadata: RuleMetadata
    public let severity: Severity
    public let options: [String: Double]
    /// Resolves colours with the project's asset catalogs and the file's IB snapshots.
    public let colors: ColorResolver

    public init(
        metadata: RuleMetadata, severity: Severity, options: [String: Double],
        colors: ColorResolver = ColorResolver()
    ) {
        self.metadata = metadata
        self.severity = severity
        self.options = options
        self.colors = colors
    }

    public func option(_ name: String) -> Double {
        options[name] ?? metadata.options.first { $0.name == name }?.defaultValue ?? 0
    }

    /// A finding about code (no screen, no element).
    public func finding(
        at location: SourceLocation, _ message: String, confidence: Confidence = .certain,
        element: String? = nil, fix: String? = nil, severity: Severity? = nil
    ) -> Finding {
        Finding(
            ruleID: metadata.id, severity: severity.map { min($0, self.severity) } ?? self.severity,
            confidence: confidence, message: message,
            location: location, element: element, fix: fix ?? metadata.help)
    }

    public func finding(
        _ node: ResolvedElement, in screen: ResolvedScreen, _ message: String,
        confidence: Confidence = .certain, fix: String? = nil,
        severity: Severity? = nil, at statement: SourceLocation? = nil
    ) -> Finding {
        Finding(
            ruleID: metadata.id,
            severity: severity.map { min($0, self.severity) } ?? self.severity,
            confidence: confidence,
            message: message,
            location: statement ?? node.element.location,
            screen: screen.screen.name,
            elementID: node.element.id,
            element: node.description,
            fix: fix ?? metadata.help)
    }
}
