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
    /// Judged for any text: the text is not known (data, a translation, a value code sets),
    /// and even one line does not fit the fixed height.
    public var anyText = false
    /// Not even one line fits the height (rather than some of several lines not fitting).
    public var oneLineOverflows = false

    /// Widths and heights must exceed the space by 3%: the width estimate's error on
    /// Interface Builder frames (docs/appearance.md).
    public static let tolerance = 1.03

    /// `textKnown`: whether the element's literal text is the one it shows (no code replaces
    /// it). When it is not, only a fixed height is judged, with one line: any text needs that.
    public static func predict(_ node: ResolvedElement, in screen: ResolvedScreen, textKnown: Bool = true) -> TextFit? {
        let e = node.element
        let defaultFont = PlatformDefaults.defaultFont(e.kind)
        // SwiftUI text is body and unlimited unless told otherwise; UIKit's is fixed 17 pt on one line.
        guard let font = e.font ?? defaultFont, font.scalesWithDynamicType == true, !e.shrinksToFit else { return nil }
        guard textKnown, case .literal(let text)? = e.text, !text.trimmingCharacters(in: .whitespaces).isEmpty else {
            return e.text.map { $0.isKnownEmpty } == false ? oneLine(node, in: screen, font: font) : nil
        }
        let frame = e.frame
        let bold = font.isBold || (font.textStyle.map(DynamicType.isBold) ?? false)
        let range = sizeRange(node, in: screen)
        func size(_ requested: ContentSizeCategory) -> Double? { pointSize(font, at: requested, within: range) }
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
        guard let fixedHeight else { return nil }
        // A height with no known width (`.frame(height: 25)` on a view as wide as its row):
        // one line of the font must still fit in it.
        guard let width = e.fixedWidth ?? frame?.width, width > 0 else { return oneLine(node, in: screen, font: font) }
        let heights = categories.map { c -> Double? in
            guard let s = size(c) else { return nil }
            var n = TextMetrics.lines(for: text, pointSize: s, bold: bold, width: width)
            if lines > 0 { n = min(n, lines) }
            return Double(n) * TextMetrics.lineHeight(pointSize: s)
        }
        guard let atDefault = heights[0], atDefault <= fixedHeight * tolerance else { return nil }
        if let i = heights.firstIndex(where: { ($0 ?? 0) > fixedHeight * tolerance }) {
            var fit = TextFit(problem: .clipped, category: categories[i], needed: heights[i]!, available: fixedHeight, assumesScreenEdge: false)
            fit.oneLineOverflows = size(categories[i]).map { TextMetrics.lineHeight(pointSize: $0) > fixedHeight * tolerance } ?? false
            return fit
        }
        return nil
    }

    /// The text sizes the element may take: `.dynamicTypeSize(...)` is environment, so a
    /// limit on any ancestor applies.
    static func sizeRange(_ node: ResolvedElement, in screen: ResolvedScreen) -> ClosedRange<ContentSizeCategory>? {
        var range: ClosedRange<ContentSizeCategory>?
        var current: Int? = node.index
        while range == nil, let i = current {
            range = screen.elements[i].element.swiftUI.dynamicTypeSizes
            current = screen.elements[i].parentIndex
        }
        return range
    }

    /// The font's size at a text size, within the sizes allowed.
    static func pointSize(_ font: FontSpec, at requested: ContentSizeCategory, within range: ClosedRange<ContentSizeCategory>?) -> Double? {
        let c = DynamicType.clamp(requested, to: range)
        if let style = font.textStyle, font.source == .textStyle { return DynamicType.pointSize(style, c) }
        return font.pointSize.map { DynamicType.scaled($0, relativeTo: font.textStyle ?? .body, at: c) }
    }

    /// The first text size at which one line of `font` no longer fits the element's fixed
    /// height (or its parent's): whatever the text, it is cut off or spills over from there.
    static func oneLine(_ node: ResolvedElement, in screen: ResolvedScreen, font: FontSpec) -> TextFit? {
        let e = node.element
        guard let fixedHeight = e.fixedHeight ?? node.parentIndex.flatMap({ screen.elements[$0].element.fixedHeight }), fixedHeight > 0
        else { return nil }
        let range = sizeRange(node, in: screen)
        let categories = ContentSizeCategory.allCases.filter { $0 >= .large }
        let heights = categories.map { pointSize(font, at: $0, within: range).map(TextMetrics.lineHeight(pointSize:)) }
        guard let atDefault = heights[0], atDefault <= fixedHeight * tolerance,
            let i = heights.firstIndex(where: { ($0 ?? 0) > fixedHeight * tolerance })
        else { return nil }
        var fit = TextFit(problem: .clipped, category: categories[i], needed: heights[i]!, available: fixedHeight, assumesScreenEdge: false)
        fit.anyText = true
        fit.oneLineOverflows = true
        return fit
    }
}
