/// Apple's Dynamic Type sizes for iOS and iPadOS.
///
/// Source: Apple Human Interface Guidelines, "Typography" → "Specifications" → "iOS, iPadOS
/// Dynamic Type sizes" (https://developer.apple.com/design/human-interface-guidelines/typography),
/// one table per category giving each style's weight, size and leading in points. These are
/// also the sizes `UIFont.preferredFont(forTextStyle:compatibleWith:)` returns on iOS 11 and
/// later, where every style grows through the accessibility sizes (before iOS 11 only body did).
public enum DynamicType {
    public struct Metrics: Sendable, Equatable {
        public let pointSize: Double
        public let leading: Double
    }

    /// (size, leading) per category, xSmall … AX5, per style.
    private static let table: [TextStyle: [(Double, Double)]] = [
        .largeTitle: [
            (31, 38), (32, 39), (33, 40), (34, 41), (36, 43), (38, 46), (40, 48),
            (44, 52), (48, 57), (52, 61), (56, 66), (60, 70),
        ],
        .title1: [
            (25, 31), (26, 32), (27, 33), (28, 34), (30, 37), (32, 39), (34, 41),
            (38, 46), (43, 51), (48, 57), (53, 62), (58, 68),
        ],
        .title2: [
            (19, 24), (20, 25), (21, 26), (22, 28), (24, 30), (26, 32), (28, 34),
            (34, 41), (39, 47), (44, 52), (50, 59), (56, 66),
        ],
        .title3: [
            (17, 22), (18, 23), (19, 24), (20, 25), (22, 28), (24, 30), (26, 32),
            (31, 38), (37, 44), (43, 51), (49, 58), (55, 65),
        ],
        .headline: [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
            (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
        ],
        .body: [
            (14, 19), (15, 20), (16, 21), (17, 22), (19, 24), (21, 26), (23, 29),
            (28, 34), (33, 40), (40, 48), (47, 56), (53, 62),
        ],
        .callout: [
            (13, 18), (14, 19), (15, 20), (16, 21), (18, 23), (20, 25), (22, 28),
            (26, 32), (32, 39), (38, 46), (44, 52), (51, 60),
        ],
        .subheadline: [
            (12, 16), (13, 18), (14, 19), (15, 20), (17, 22), (19, 24), (21, 28),
            (25, 31), (30, 37), (36, 43), (42, 50), (49, 58),
        ],
        .footnote: [
            (12, 16), (12, 16), (12, 16), (13, 18), (15, 20), (17, 22), (19, 24),
            (23, 29), (27, 33), (33, 40), (38, 46), (44, 52),
        ],
        .caption1: [
            (11, 13), (11, 13), (11, 13), (12, 16), (14, 19), (16, 21), (18, 23),
            (22, 28), (26, 32), (32, 39), (37, 44), (43, 51),
        ],
        .caption2: [
            (11, 13), (11, 13), (11, 13), (11, 13), (13, 18), (15, 20), (17, 22),
            (20, 25), (24, 30), (29, 35), (34, 41), (40, 48),
        ],
    ]

    public static func metrics(_ style: TextStyle, _ category: ContentSizeCategory = .large) -> Metrics {
        let (size, leading) = table[style]![category.rawValue]
        return Metrics(pointSize: size, leading: leading)
    }

    public static func pointSize(_ style: TextStyle, _ category: ContentSizeCategory = .large) -> Double {
        metrics(style, category).pointSize
    }

    /// The HIG gives headline as semibold and every other style as regular.
    public static func isBold(_ style: TextStyle) -> Bool { style == .headline }

    /// What `UIFontMetrics(forTextStyle: style).scaledValue(for: size)` (and
    /// `scaledFont(for:maximumPointSize:)`) gives at `category`: the size grows in proportion
    /// to the style's own size relative to its size at Large, capped at `maximum` when given.
    /// SwiftUI's `Font.custom(_:size:relativeTo:)` and `@ScaledMetric` scale the same way.
    public static func scaled(
        _ size: Double, relativeTo style: TextStyle = .body,
        at category: ContentSizeCategory, maximum: Double? = nil
    ) -> Double {
        let factor = pointSize(style, category) / pointSize(style, .large)
        let value = size * factor
        guard let maximum, maximum > 0 else { return value }
        return min(value, maximum)
    }

    /// The categories a SwiftUI `.dynamicTypeSize(...)` range allows, clamped: a view limited
    /// to `...xxxLarge` renders at xxxLarge when the user picks AX5.
    public static func clamp(_ category: ContentSizeCategory, to range: ClosedRange<ContentSizeCategory>?) -> ContentSizeCategory {
        guard let range else { return category }
        return min(max(category, range.lowerBound), range.upperBound)
    }
}
