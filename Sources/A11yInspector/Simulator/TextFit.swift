/// Predicts the first text size at which a text element stops fitting its space.
///
/// Known space only: a width or height fixed by constraints (the element's own, or for the
/// height, its parent's), or, for one-line text whose width is not fixed, the screen's width
/// between its margins (an assumption, reported as such). Text widths come from
/// `TextMetrics`; sizes from Apple's Dynamic Type table (`DynamicType`). Text counts as not
/// fitting only when it needs more than `tolerance` beyond its space, the estimate's error.
public struct TextFit: Sendable, Equatable {
    public enum Problem: String, Sendable {
        /// One line, wider than its space: cut off with an ellipsis.
        case truncated
        /// More lines than the fixed height holds: the last lines are cut off or overlap.
        case clipped
    }

    public let problem: Problem
    public let category: ContentSizeCategory
    /// Points the text needs (width for `.truncated`, height for `.clipped`) and has.
    public let needed: Double
    public let available: Double
    /// The space is the screen's edge, not a constraint.
    public let assumesScreenEdge: Bool

    /// Widths and heights must exceed the space by 3%: the width estimate's error on
    /// Interface Builder frames (docs/appearance.md).
    public static let tolerance = 1.03

    public static func predict(_ node: ResolvedElement, in screen: ResolvedScreen) -> TextFit? {
        let e = node.element
        let defaultFont = PlatformDefaults.defaultFont(e.kind)
        // SwiftUI text is body and unlimited unless told otherwise; UIKit's is fixed 17 pt on one line.
        guard case .literal(let text)? = e.text, !text.trimmingCharacters(in: .whitespaces).isEmpty,
            let font = e.font ?? defaultFont,
            font.scalesWithDynamicType == true, !e.shrinksToFit
        else { return nil }
        let frame = e.frame
        let bold = font.isBold || (font.textStyle.map(DynamicType.isBold) ?? false)
        // `.dynamicTypeSize(...)` is environment: a limit on any ancestor applies.
        var range: ClosedRange<ContentSizeCategory>?
        var current: Int? = node.index
        while range == nil, let i = current {
            range = screen.elements[i].element.swiftUI.dynamicTypeSizes
            current = screen.elements[i].parentIndex
        }
        func size(_ requested: ContentSizeCategory) -> Double? {
            let c = DynamicType.clamp(requested, to: range)
            if let style = font.textStyle, font.source == .textStyle { return DynamicType.pointSize(style, c) }
            guard let base = font.pointSize else { return nil }
            return DynamicType.scaled(base, relativeTo: font.textStyle ?? .body, at: c)
        }
        let lines = e.numberOfLines ?? PlatformDefaults.defaultNumberOfLines(e.kind)
        let parentHeight = node.parentIndex.flatMap { screen.elements[$0].element.fixedHeight }
        let fixedHeight = e.fixedHeight ?? parentHeight
        let categories = ContentSizeCategory.allCases.filter { $0 >= .large }

        if lines == 1 {
            var available = e.fixedWidth
            var assumed = false
            if available == nil, let frame, let screenWidth = screen.screen.size?.width, frame.minX >= 0, frame.maxX <= screenWidth {
                // The whole width between the screen's margins: generous on purpose, since
                // the constraints that really bound the text are not known.
                available = screenWidth - 2 * min(frame.minX, screenWidth - frame.maxX, 20)
                assumed = true
            }
            if let available {
                let widths = categories.map { c in size(c).map { TextMetrics.width(of: text, pointSize: $0, bold: bold) } }
                // Text that does not fit at the default size either is a placeholder or an
                // estimate gone wrong: no prediction.
                guard let atDefault = widths[0], atDefault <= available * tolerance else { return nil }
                if let i = widths.firstIndex(where: { ($0 ?? 0) > available * tolerance }) {
                    return TextFit(problem: .truncated, category: categories[i], needed: widths[i]!, available: available, assumesScreenEdge: assumed)
                }
            }
        }
        guard let fixedHeight, let width = e.fixedWidth ?? frame?.width, width > 0 else { return nil }
        let heights = categories.map { c -> Double? in
            guard let s = size(c) else { return nil }
            var n = TextMetrics.lines(for: text, pointSize: s, bold: bold, width: width)
            if lines > 0 { n = min(n, lines) }
            return Double(n) * TextMetrics.lineHeight(pointSize: s)
        }
        guard let atDefault = heights[0], atDefault <= fixedHeight * tolerance else { return nil }
        if let i = heights.firstIndex(where: { ($0 ?? 0) > fixedHeight * tolerance }) {
            return TextFit(problem: .clipped, category: categories[i], needed: heights[i]!, available: fixedHeight, assumesScreenEdge: false)
        }
        return nil
    }
}
