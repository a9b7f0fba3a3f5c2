import Foundation

/// The categories of Xcode's own accessibility audit, `XCUIApplication.performAccessibilityAudit(for:)`
/// (Xcode 15, iOS 17): `XCUIAccessibilityAuditType`'s members, spelled as Apple spells them
/// (developer.apple.com/documentation/xcuiautomation/xcuiaccessibilityaudittype). `all` is left
/// out: it is every one of them.
public enum AppleAuditType: String, CaseIterable, Sendable, Codable, Comparable {
    case action
    case contrast
    case dynamicType
    case elementDetection
    case hitRegion
    case parentChild
    case sufficientElementDescription
    case textClipped
    case trait

    public static func < (a: AppleAuditType, b: AppleAuditType) -> Bool {
        allCases.firstIndex(of: a)! < allCases.firstIndex(of: b)!
    }

    /// The names, comma-separated, for usage messages.
    public static var names: String { allCases.map(\.rawValue).joined(separator: ", ") }
}

/// Which of Xcode's audit types would report, on a running app, the problem each rule finds in
/// the sources: a team that runs `performAccessibilityAudit` in UI tests can see which of our
/// findings it would also catch there, and which only a static reading (or a person) catches.
/// Each rule declares its own (`RuleMetadata.appleAuditTypes`); `docs/rules.md` shows them all.
public enum AppleAuditTypes {
    /// Every registered rule's types, by rule id.
    public static let byRule: [String: [AppleAuditType]] = Dictionary(
        RuleRegistry.all.map { ($0.metadata.id, $0.metadata.appleAuditTypes) }, uniquingKeysWith: { a, _ in a })

    /// The audit types a rule predicts; empty when none applies or the rule is unknown.
    public static func types(of ruleID: String) -> [AppleAuditType] {
        byRule[ruleID] ?? []
    }

    /// Parses `contrast,dynamicType`; throws naming the valid types on an unknown one.
    public static func parse(_ list: String) throws -> Set<AppleAuditType> {
        var types: Set<AppleAuditType> = []
        for name in list.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) where !name.isEmpty {
            guard let type = AppleAuditType(rawValue: name) else {
                throw ConfigurationError("unknown Apple audit type '\(name)'; valid types: \(AppleAuditType.names)")
            }
            types.insert(type)
        }
        guard !types.isEmpty else { throw ConfigurationError("no Apple audit type given; valid types: \(AppleAuditType.names)") }
        return types
    }
}
