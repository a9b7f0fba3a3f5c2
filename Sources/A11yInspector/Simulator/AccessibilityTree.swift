/// The accessibility tree assistive technologies navigate: elements, and the containers that
/// keep their elements together (explicit `accessibilityElements`, tab bars, SwiftUI
/// `.contain`). Layout-only views (stack views, plain views) leave no node: their elements are
/// flattened into the nearest container and sorted with its other elements (seed B L1890,
/// and the App Store rating bar read row by row, B L2180-2182).
public indirect enum AXNode: Sendable {
    /// An element, by its index in `ResolvedScreen.elements`.
    case element(Int)
    case group(AXGroup)

    /// Element indices in order, groups expanded in place.
    public var flattened: [Int] {
        switch self {
        case .element(let i): return [i]
        case .group(let g): return g.children.flatMap(\.flattened)
        }
    }
}

public struct AXGroup: Sendable {
    public enum Kind: String, Sendable, Codable {
        /// A view with `accessibilityElements`: exactly those, in that order.
        case explicitOrder
        /// A view with the `tabBar` trait.
        case tabBar
        /// SwiftUI `accessibilityElement(children: .contain)`.
        case contain
        /// A UIKit view with `shouldGroupAccessibilityChildren`: its elements are read
        /// together, ordered by position among themselves.
        case groupedChildren
    }

    /// The container view, by index in `ResolvedScreen.elements`.
    public let index: Int
    public let kind: Kind
    public let children: [AXNode]
}

enum TreeBuilder {
    static func build(elements: [ResolvedElement], children: [Int: [Int]], screen: Screen) -> [AXNode] {
        guard !elements.isEmpty else { return [] }
        let builder = Builder(
            elements: elements, children: children,
            threshold: SwipeOrder.rowThreshold(for: screen.idiom), direction: screen.layoutDirection)
        return builder.sorted(builder.nodes(0))
    }

    struct Builder {
        let elements: [ResolvedElement]
        let children: [Int: [Int]]
        let threshold: Double
        let direction: Screen.LayoutDirection
        let indexByID: [String: Int]

        init(elements: [ResolvedElement], children: [Int: [Int]], threshold: Double, direction: Screen.LayoutDirection) {
            self.elements = elements
            self.children = children
            self.threshold = threshold
            self.direction = direction
            var ids: [String: Int] = [:]
            for e in elements where ids[e.element.id] == nil { ids[e.element.id] = e.index }
            indexByID = ids
        }

        /// The nodes a view contributes to its container, unsorted.
        func nodes(_ i: Int) -> [AXNode] {
            let node = elements[i]
            guard node.isVisible, !node.isAlternative else { return [] }
            var result: [AXNode] = node.isReachable ? [.element(i)] : []
            if let list = node.element.accessibilityElements {
                let listed = list.compactMap { indexByID[$0] }.filter { elements.isDescendant($0, of: i) }
                let ordered = listed.flatMap { sorted(nodes($0)) }
                if !ordered.isEmpty { result.append(.group(AXGroup(index: i, kind: .explicitOrder, children: ordered))) }
                return result
            }
            let inner = (children[i] ?? []).flatMap(nodes)
            if !inner.isEmpty, node.traits.contains(.tabBar) || node.element.childBehavior == .contain || node.element.shouldGroupAccessibilityChildren {
                let kind: AXGroup.Kind = node.traits.contains(.tabBar) ? .tabBar : node.element.childBehavior == .contain ? .contain : .groupedChildren
                result.append(.group(AXGroup(index: i, kind: kind, children: sorted(inner))))
            } else {
                result += inner
            }
            return result
        }

        /// Geometric order when every node has a frame, document order otherwise; then SwiftUI
        /// sort priorities (higher first, stable).
        func sorted(_ nodes: [AXNode]) -> [AXNode] {
            var ordered = nodes
            let framed = nodes.map { (node: $0, frame: sortFrame($0)) }
            if framed.allSatisfy({ $0.frame != nil }) {
                ordered = SwipeOrder.rows(framed, frame: { $0.frame! }, threshold: threshold, direction: direction).map(\.node)
            }
            if ordered.contains(where: { priority($0) != 0 }) {
                ordered = ordered.enumerated().sorted { (-priority($0.element), $0.offset) < (-priority($1.element), $1.offset) }.map(\.element)
            }
            return ordered
        }

        /// A group sorts by the element of it that comes first by position (its topmost, then
        /// leading, with the row threshold), whatever order it reads its own elements in
        /// (AccessibilitySnapshot: "groups sort by their first-selected child"; its reference
        /// snapshots `testContainerInElementStack`, `testGroupedViewsInElementStack`, iOS 18.5).
        func sortFrame(_ node: AXNode) -> Rect? {
            switch node {
            case .element(let i): return elements[i].frame
            case .group(let g):
                let frames = g.children.map(sortFrame)
                guard !frames.contains(where: { $0 == nil }) else { return g.children.first.flatMap(sortFrame) }
                return frames.compactMap { $0 }.min { a, b in
                    if abs(a.minY - b.minY) >= threshold { return a.minY < b.minY }
                    return direction == .leftToRight ? a.minX < b.minX : a.maxX > b.maxX
                }
            }
        }

        func priority(_ node: AXNode) -> Double {
            switch node {
            case .element(let i): return elements[i].element.sortPriority ?? 0
            case .group(let g): return elements[g.index].element.sortPriority ?? 0
            }
        }
    }
}
