/// A constraint on a left or right edge, in IB or code.
public struct EdgeConstraint: Sendable, Hashable, Codable {
    public enum Side: String, Sendable, Codable { case left, right }
    public var location: SourceLocation
    /// The two views it relates ("label|superview"); nil when not known.
    public var pair: String?
    public var side: Side
    /// The constant as written ("20", "-20", "" for none).
    public var constant: String

    public init(location: SourceLocation, pair: String?, side: Side, constant: String) {
        self.location = location
        self.pair = pair
        self.side = side
        self.constant = constant
    }

    /// Those that change a layout when it should mirror: a view pinned to both the left and
    /// the right edge of the same view by the same distance mirrors into itself.
    /// Between image views (and their superview) only: an illustration drawn to one side (hills,
    /// a cloud, an airplane) is not text or a row, and need not mirror.
    public var isBetweenImages: Bool {
        guard let pair else { return false }
        let views = pair.split(separator: "|").map { $0.lowercased() }
        let images = views.filter { $0.hasSuffix("imageview") }
        return !images.isEmpty && views.allSatisfy { $0 == "self" || $0 == "view" || $0.hasSuffix("imageview") }
    }

    /// A constant as a distance from either edge: the sign dropped (`-20`, `padding * -1`), and a
    /// side's name made neutral (`insets.left` and `-insets.right` are the same distance on
    /// each side, assuming the insets are even, as the code names them alike).
    static func normalizedMagnitude(_ constant: String) -> String {
        var c = constant.filter { !$0.isWhitespace }
        for suffix in ["*-1", "*(-1)"] where c.hasSuffix(suffix) { c.removeLast(suffix.count) }
        for prefix in ["-1*", "(-1)*"] where c.hasPrefix(prefix) { c.removeFirst(prefix.count) }
        if c.hasPrefix("-") { c.removeFirst() }
        if c.hasPrefix("(") && c.hasSuffix(")") { c = String(c.dropFirst().dropLast()) }
        for (side, neutral) in [("left", "side"), ("right", "side"), ("Left", "Side"), ("Right", "Side")] {
            c = c.replacingOccurrences(of: side, with: neutral)
        }
        return c
    }

    public static func asymmetric(_ constraints: [EdgeConstraint]) -> [EdgeConstraint] {
        func magnitude(_ c: String) -> String { normalizedMagnitude(c) }
        let sides = Dictionary(grouping: constraints.filter { $0.pair != nil }) { $0.pair! + "\u{0}" + magnitude($0.constant) }
            .filter { Set($0.value.map(\.side)).count == 2 }
        let symmetric = Set(sides.keys)
        return constraints.filter { $0.pair == nil || !symmetric.contains($0.pair! + "\u{0}" + magnitude($0.constant)) }
    }
}
