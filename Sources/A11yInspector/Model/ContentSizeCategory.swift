/// The user's text size setting (Settings → Accessibility → Display & Text Size → Larger Text).
/// Seven standard sizes and five accessibility sizes; `large` is the default.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable, Codable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge
    case accessibilityExtraExtraLarge, accessibilityExtraExtraExtraLarge

    public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }

    /// The short name Apple's tables use: xSmall … xxxLarge, AX1 … AX5.
    public var shortName: String {
        ["xSmall", "Small", "Medium", "Large", "xLarge", "xxLarge", "xxxLarge", "AX1", "AX2", "AX3", "AX4", "AX5"][rawValue]
    }

    /// `UIContentSizeCategory` member name (SwiftUI `DynamicTypeSize` uses the same names,
    /// with `xSmall`…`xxxLarge` and `accessibility1`…`accessibility5`).
    public var uiKitName: String {
        [
            "extraSmall", "small", "medium", "large", "extraLarge", "extraExtraLarge", "extraExtraExtraLarge",
            "accessibilityMedium", "accessibilityLarge", "accessibilityExtraLarge",
            "accessibilityExtraExtraLarge", "accessibilityExtraExtraExtraLarge",
        ][rawValue]
    }

    public var swiftUIName: String {
        [
            "xSmall", "small", "medium", "large", "xLarge", "xxLarge", "xxxLarge",
            "accessibility1", "accessibility2", "accessibility3", "accessibility4", "accessibility5",
        ][rawValue]
    }

    /// Accepts any of the spellings above, case-insensitively ("AX5", "xxxLarge",
    /// "accessibilityExtraLarge", "accessibility3", ".large").
    public init?(name: String) {
        let key = name.trimmingCharacters(in: .whitespaces).drop { $0 == "." }.lowercased()
        guard
            let match = Self.allCases.first(where: { c in
                [c.shortName, c.uiKitName, c.swiftUIName, "ax\(c.rawValue - 6)"].contains { $0.lowercased() == key }
            })
        else { return nil }
        self = match
    }
}
